import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in Hindi. */
const messages: SiwxCatalogue = {
  'siwx.title': "साइन इन करें",
  'siwx.needsConnect': "{name} को आपके वॉलेट से कनेक्ट होना है",
  'siwx.needsConnectUnnamed': "इस ऐप को आपके वॉलेट से कनेक्ट होना है",
  'siwx.required': "यह साबित करने के लिए कि यह वॉलेट आपका है और आगे बढ़ने के लिए, इस संदेश पर हस्ताक्षर करें। रद्द करने पर आपका कनेक्शन टूट जाएगा।",
  'siwx.optional': "यह साबित करने के लिए कि यह वॉलेट आपका है और साइन इन करने के लिए, इस संदेश पर हस्ताक्षर करें।",
  'siwx.sign': "हस्ताक्षर करें",
  'siwx.signing': "हस्ताक्षर हो रहे हैं…",
  'siwx.cancel': "रद्द करें",
  'siwx.declined': "हस्ताक्षर अस्वीकार किया गया",
  'siwx.otherAccount': "साइन-इन संदेश में कोई दूसरा खाता लिखा है",
  'siwx.refused': "सत्यापनकर्ता ने हस्ताक्षर अस्वीकार कर दिया",
}

export default messages
