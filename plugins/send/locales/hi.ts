import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in Hindi. */
const messages: SendCatalogue = {
  'send.title': "भेजें",
  'send.feature': "भेजें",
  'send.noAccount': "कोई खाता कनेक्ट नहीं है",
  'send.unsupportedChain': "असमर्थित चेन",
  'send.token': "टोकन",
  'send.selectToken': "टोकन चुनें",
  'send.amount': "राशि",
  'send.balance': "बैलेंस: {amount} {symbol}",
  'send.max': "अधिकतम",
  'send.to': "प्राप्तकर्ता",
  'send.receiverPlaceholder': "पता या नाम",
  'send.lookingUpName': "नाम खोजा जा रहा है…",
  'send.fee': "नेटवर्क शुल्क: {fee}",
  'send.confirmInWallet': "अपने वॉलेट में ट्रांसफ़र की पुष्टि करें…",
  'send.waitingForNetwork': "नेटवर्क की पुष्टि की प्रतीक्षा है…",
  'send.sent': "भेज दिया गया। लेनदेन ",
  'send.viewOnExplorer': "एक्सप्लोरर में देखें",
  'send.submit': "भेजें",
  'send.amountAndReceiverRequired': "राशि और प्राप्तकर्ता का पता आवश्यक है",
  'send.tokenRequired': "टोकन आवश्यक है",
  'send.invalidAmount': "मान्य राशि दर्ज करें",
  'send.insufficientBalance': "अपर्याप्त बैलेंस",
  'send.invalidReceiver': "अमान्य पता",
  'send.dust': "{symbol} में {decimals} दशमलव स्थानों से छोटी कोई इकाई नहीं है",
  'send.connectorNotConnected': "कनेक्टर कनेक्ट नहीं है",
  'send.userRejected': "उपयोगकर्ता ने अनुरोध अस्वीकार कर दिया।",
  'send.timedOut': "अनुरोध का जवाब आने में बहुत समय लगा",
}

export default messages
