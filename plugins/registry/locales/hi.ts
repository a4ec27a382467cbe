import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in Hindi. */
const messages: RegistryCatalogue = {
  'registry.title': "सभी वॉलेट",
  'registry.search': "वॉलेट खोजें",
  'registry.searchPlaceholder': "वॉलेट खोजें",
  'registry.list': "सभी वॉलेट",
  'registry.results': "खोज परिणाम",
  'registry.loading': "वॉलेट लोड हो रहे हैं",
  'registry.loadingMore': "और वॉलेट लोड हो रहे हैं",
  'registry.noMatch': "कोई वॉलेट नहीं मिला",
  'registry.noMatchHint': "कोई दूसरा नाम आज़माएँ।",
  'registry.none': "कोई वॉलेट उपलब्ध नहीं है",
  'registry.noneHint': "वॉलेट रजिस्ट्री में इन नेटवर्क के लिए कोई वॉलेट नहीं है।",
  'registry.loadFailed': "वॉलेट लोड नहीं हो सके",
  'registry.noAnswer': "वॉलेट रजिस्ट्री ने जवाब नहीं दिया।",
  'registry.requestFailed': "HTTP अनुरोध विफल रहा",
  'registry.timedOut': "अनुरोध का जवाब आने में बहुत समय लगा",
  'registry.tryAgain': "फिर से कोशिश करें",
}

export default messages
