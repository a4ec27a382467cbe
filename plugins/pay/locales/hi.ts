import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in Hindi. */
const messages: PayCatalogue = {
  'pay.title': "भुगतान",
  'pay.preparing': "भुगतान तैयार किया जा रहा है…",
  'pay.connectToPay': "भुगतान के लिए वॉलेट कनेक्ट करें",
  'pay.switching': "नेटवर्क बदला जा रहा है: अपने वॉलेट में पुष्टि करें…",
  'pay.signing': "अपने वॉलेट में भुगतान की पुष्टि करें…",
  'pay.pending': "नेटवर्क की पुष्टि की प्रतीक्षा है…",
  'pay.to': "प्राप्तकर्ता",
  'pay.amount': "राशि",
  'pay.network': "नेटवर्क",
  'pay.fee': "नेटवर्क शुल्क",
  'pay.estimating': "अनुमान लगाया जा रहा है…",
  'pay.connect': "वॉलेट कनेक्ट करें",
  'pay.insufficient': "अपर्याप्त बैलेंस",
  'pay.buyWithCard': "कार्ड से {symbol} खरीदें",
  'pay.pay': "भुगतान करें",
  'pay.paid': "भुगतान हो गया। लेन-देन",
  'pay.transaction': "लेन-देन",
  'pay.explorer': "ब्लॉक एक्सप्लोरर में देखें",
  'pay.cancelled': "भुगतान रद्द किया गया",
  'pay.notSwitched': "वॉलेट भुगतान के नेटवर्क पर नहीं गया",
  'pay.connectorNotConnected': "कनेक्टर कनेक्ट नहीं है",
  'pay.done': "हो गया",
  'pay.close': "बंद करें",
}

export default messages
