import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in Hindi. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "WalletConnect से वॉलेट कनेक्ट करने के लिए QR कोड",
  'walletconnect.qrLabelWallet': "{wallet} कनेक्ट करने के लिए QR कोड",
  'walletconnect.continue': "वॉलेट ऐप खोलें और वहीं जारी रखें",
  'walletconnect.scan': "अपने फ़ोन से कोड स्कैन करें, या लिंक कॉपी करके वॉलेट में डालें",
  'walletconnect.scanWallet': "अपने फ़ोन पर {wallet} से कोड स्कैन करें",
  'walletconnect.acceptIn': "{wallet} में कनेक्शन अनुरोध स्वीकार करें",
  'walletconnect.preparing': "कनेक्शन लिंक तैयार हो रहा है…",
  'walletconnect.creating': "कनेक्शन लिंक बनाया जा रहा है",
  'walletconnect.openWallet': "{wallet} खोलें",
  'walletconnect.openDesktop': "डेस्कटॉप ऐप खोलें",
  'walletconnect.openWeb': "वेब ऐप खोलें",
  'walletconnect.copyLink': "लिंक कॉपी करें",
  'walletconnect.linkCopied': "लिंक कॉपी किया गया",
  'walletconnect.copyUnavailable': "यहाँ कॉपी करना उपलब्ध नहीं है",
  'walletconnect.declined': "कनेक्शन अस्वीकार किया गया",
  'walletconnect.declinedHint': "यदि पिछला अनुरोध अभी भी सक्रिय है तो कनेक्शन अस्वीकार हो सकता है",
  'walletconnect.failed': "कनेक्शन विफल रहा",
  'walletconnect.tryAgain': "फिर से कोशिश करें",
  'walletconnect.expired': "कनेक्शन लिंक की समय-सीमा समाप्त हो गई",
  'walletconnect.retryTooSoon': "फिर से कोशिश करने से पहले थोड़ा रुकें",
  'walletconnect.unreachable': "WalletConnect तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें",
  'walletconnect.noSession': "वॉलेट ने कोई सेशन स्वीकृत नहीं किया",
  'walletconnect.noAccount': "वॉलेट ने कोई {namespace} खाता साझा नहीं किया",
}

export default messages
