import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in Arabic. */
const messages: PayCatalogue = {
  'pay.title': "الدفع",
  'pay.preparing': "جارٍ تجهيز الدفعة…",
  'pay.connectToPay': "اربط محفظة للدفع",
  'pay.switching': "جارٍ تبديل الشبكة: أكّد في محفظتك…",
  'pay.signing': "أكّد الدفعة في محفظتك…",
  'pay.pending': "في انتظار تأكيد الشبكة…",
  'pay.to': "المستلم",
  'pay.amount': "المبلغ",
  'pay.network': "الشبكة",
  'pay.fee': "رسوم الشبكة",
  'pay.estimating': "جارٍ التقدير…",
  'pay.connect': "ربط المحفظة",
  'pay.insufficient': "الرصيد غير كافٍ",
  'pay.buyWithCard': "شراء {symbol} بالبطاقة",
  'pay.pay': "ادفع",
  'pay.paid': "تم الدفع. المعاملة",
  'pay.transaction': "المعاملة",
  'pay.explorer': "العرض في مستكشف الكتل",
  'pay.cancelled': "أُلغيت الدفعة",
  'pay.notSwitched': "لم تنتقل المحفظة إلى شبكة الدفعة",
  'pay.connectorNotConnected': "الموصل غير متصل",
  'pay.done': "تم",
  'pay.close': "إغلاق",
}

export default messages
