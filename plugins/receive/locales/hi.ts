import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in Hindi. */
const messages: ReceiveCatalogue = {
  'receive.title': "प्राप्त करें",
  'receive.feature': "प्राप्त करें",
  'receive.noAccount': "कोई खाता कनेक्ट नहीं है",
  'receive.qrLabel': "आपके पते का QR कोड",
  'receive.copy': "पता कॉपी करें",
  'receive.networks': "वे नेटवर्क जिन पर आप प्राप्त कर सकते हैं",
  'receive.warningOne': "इस पते पर संपत्तियाँ केवल इसी नेटवर्क पर भेजें: किसी अन्य नेटवर्क पर भेजी गई संपत्ति खो सकती है।",
  'receive.warningMany': "इस पते पर संपत्तियाँ केवल इन्हीं नेटवर्क पर भेजें: किसी अन्य नेटवर्क पर भेजी गई संपत्ति खो सकती है।",
}

export default messages
