import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in Arabic. */
const messages: SendCatalogue = {
  'send.title': "إرسال",
  'send.feature': "إرسال",
  'send.noAccount': "لا يوجد حساب متصل",
  'send.unsupportedChain': "سلسلة غير مدعومة",
  'send.token': "الرمز المميز",
  'send.selectToken': "اختر رمزًا مميزًا",
  'send.amount': "المبلغ",
  'send.balance': "الرصيد: {amount} {symbol}",
  'send.max': "الحد الأقصى",
  'send.to': "إلى",
  'send.receiverPlaceholder': "العنوان أو الاسم",
  'send.lookingUpName': "جارٍ البحث عن الاسم…",
  'send.fee': "رسوم الشبكة: {fee}",
  'send.confirmInWallet': "أكّد التحويل في محفظتك…",
  'send.waitingForNetwork': "في انتظار تأكيد الشبكة…",
  'send.sent': "تم الإرسال. المعاملة ",
  'send.viewOnExplorer': "العرض في المستكشف",
  'send.submit': "إرسال",
  'send.amountAndReceiverRequired': "يلزم إدخال مبلغ وعنوان المستلم",
  'send.tokenRequired': "يلزم اختيار رمز مميز",
  'send.invalidAmount': "أدخل مبلغًا صالحًا",
  'send.insufficientBalance': "الرصيد غير كافٍ",
  'send.invalidReceiver': "عنوان غير صالح",
  'send.dust': "لا توجد لـ {symbol} وحدات أصغر من {decimals} منازل عشرية",
  'send.connectorNotConnected': "الموصّل غير متصل",
  'send.userRejected': "رفض المستخدم الطلب.",
  'send.timedOut': "استغرق الطلب وقتًا طويلًا للرد",
}

export default messages
