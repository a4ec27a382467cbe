import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in Hindi. */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "प्राप्तकर्ता",
  'eip155.approval.newContract': "नया कॉन्ट्रैक्ट",
  'eip155.approval.value': "मूल्य",
  'eip155.approval.token': "टोकन",
  'eip155.approval.transferTo': "इन्हें ट्रांसफ़र करें",
  'eip155.approval.amount': "राशि (टोकन इकाइयाँ)",
  'eip155.approval.data': "डेटा",
  'eip155.approval.message': "संदेश",
  'eip155.approval.typedData': "टाइप्ड डेटा",
  'eip155.approval.userOperation': "उपयोगकर्ता ऑपरेशन",
  'eip155.approval.callsOne': "आपके स्मार्ट अकाउंट से {count} कॉल",
  'eip155.approval.callsMany': "आपके स्मार्ट अकाउंट से {count} कॉल",
  'eip155.approval.toInCall': "प्राप्तकर्ता (कॉल {index})",
  'eip155.approval.valueInCall': "मूल्य (कॉल {index})",
  'eip155.approval.tokenInCall': "टोकन (कॉल {index})",
  'eip155.approval.transferToInCall': "इन्हें ट्रांसफ़र करें (कॉल {index})",
  'eip155.approval.amountInCall': "राशि (टोकन इकाइयाँ) (कॉल {index})",
  'eip155.approval.dataInCall': "डेटा (कॉल {index})",
}

export default messages
