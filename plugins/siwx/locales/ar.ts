import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in Arabic. */
const messages: SiwxCatalogue = {
  'siwx.title': "تسجيل الدخول",
  'siwx.needsConnect': "يحتاج {name} إلى الاتصال بمحفظتك",
  'siwx.needsConnectUnnamed': "يحتاج هذا التطبيق إلى الاتصال بمحفظتك",
  'siwx.required': "وقّع هذه الرسالة لتثبت أنك تملك هذه المحفظة وتتابع. سيؤدي الإلغاء إلى قطع اتصالك.",
  'siwx.optional': "وقّع هذه الرسالة لتثبت أنك تملك هذه المحفظة وتسجّل الدخول.",
  'siwx.sign': "توقيع",
  'siwx.signing': "جارٍ التوقيع…",
  'siwx.cancel': "إلغاء",
  'siwx.declined': "تم رفض التوقيع",
  'siwx.otherAccount': "تذكر رسالة تسجيل الدخول حسابًا آخر",
  'siwx.refused': "رفض المُحقِّق التوقيع",
}

export default messages
