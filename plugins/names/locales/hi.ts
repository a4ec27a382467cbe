import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in Hindi. */
const messages: NamesCatalogue = {
  'names.title': "नाम चुनें",
  'names.feature': "नाम चुनें",
  'names.intro': "वह नाम चुनें जिस पर लोग आपके पते की जगह भेज सकें।",
  'names.field': "नाम",
  'names.placeholder': "yourname{suffix}",
  'names.searching': "नाम खोजे जा रहे हैं",
  'names.list': "नाम",
  'names.taken': "लिया जा चुका है",
  'names.available': "उपलब्ध",
  'names.tooShort': "नाम कम से कम {min} अक्षरों का होना चाहिए",
  'names.tooLong': "नाम अधिकतम {max} अक्षरों का हो सकता है",
  'names.characters': "नाम में केवल अंग्रेज़ी अक्षर, अंक और हाइफ़न हो सकते हैं",
  'names.suggestionsFailed': "नाम के सुझाव लाने में त्रुटि हुई",
  'names.registerFailed': "नाम {name} पंजीकृत करने में त्रुटि हुई",
  'names.invalidChainId': "अमान्य chainId",
  'names.waitingSignature': "हस्ताक्षर की प्रतीक्षा है",
  'names.signPrompt': "यह नाम पंजीकृत करने के लिए अपने वॉलेट में संदेश पर हस्ताक्षर करें।",
  'names.registering': "पंजीकरण हो रहा है",
  'names.registeringText': "आपका नाम पंजीकृत किया जा रहा है…",
  'names.registered': "अब यह नाम आपका है: ऐप्स आपके पते की जगह इसे दिखाते हैं।",
  'names.backToAccount': "खाते पर वापस जाएँ",
}

export default messages
