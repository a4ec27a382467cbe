import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in Hindi. */
const messages: HistoryCatalogue = {
  'history.tab': "गतिविधि",
  'history.loadingActivity': "गतिविधि लोड हो रही है",
  'history.loadingTransactions': "लेनदेन लोड हो रहे हैं",
  'history.localNote': "यहाँ केवल इस ब्राउज़र से भेजे गए लेनदेन दिखाए जाते हैं।",
  'history.empty': "अभी कोई गतिविधि नहीं",
  'history.emptyLocal': "यहाँ से भेजे गए आपके लेनदेन यहाँ दिखेंगे।",
  'history.emptyAccount': "इस खाते का इस नेटवर्क पर कोई लेनदेन नहीं है।",
  'history.fetchFailed': "लेनदेन प्राप्त नहीं किए जा सके",
  'history.tryAgain': "फिर से कोशिश करें",
  'history.loadMore': "और लोड करें",
  'history.kind.sent': "भेजा गया",
  'history.kind.received': "प्राप्त हुआ",
  'history.kind.swap': "स्वैप",
  'history.kind.minted': "मिंट किया गया",
  'history.kind.bought': "खरीदा गया",
  'history.kind.call': "कॉन्ट्रैक्ट कॉल",
  'history.status.pending': "लंबित",
  'history.status.confirmed': "पुष्ट",
  'history.status.failed': "विफल",
  'history.from': "{address} से",
  'history.to': "{address} को",
  'history.viewOnExplorer': "एक्सप्लोरर में देखें",
}

export default messages
