import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in Arabic. */
const messages: NamesCatalogue = {
  'names.title': "اختيار اسم",
  'names.feature': "اختيار اسم",
  'names.intro': "اختر الاسم الذي يمكن للآخرين الإرسال إليه بدلًا من عنوانك.",
  'names.field': "الاسم",
  'names.placeholder': "yourname{suffix}",
  'names.searching': "جارٍ البحث عن الأسماء",
  'names.list': "الأسماء",
  'names.taken': "محجوز",
  'names.available': "متاح",
  'names.tooShort': "يجب ألا يقل طول الاسم عن {min} أحرف",
  'names.tooLong': "يجب ألا يزيد طول الاسم عن {max} حرفًا",
  'names.characters': "يمكن أن يحتوي الاسم على أحرف لاتينية وأرقام وشرطات فقط",
  'names.suggestionsFailed': "حدث خطأ أثناء جلب اقتراحات الأسماء",
  'names.registerFailed': "حدث خطأ أثناء تسجيل الاسم {name}",
  'names.invalidChainId': "قيمة chainId غير صالحة",
  'names.waitingSignature': "في انتظار التوقيع",
  'names.signPrompt': "وقّع الرسالة في محفظتك لتسجيل هذا الاسم.",
  'names.registering': "جارٍ التسجيل",
  'names.registeringText': "جارٍ تسجيل اسمك…",
  'names.registered': "أصبح هذا الاسم لك الآن: تعرضه التطبيقات بدلًا من عنوانك.",
  'names.backToAccount': "العودة إلى الحساب",
}

export default messages
