import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in Arabic. */
const messages: RegistryCatalogue = {
  'registry.title': "كل المحافظ",
  'registry.search': "البحث عن المحافظ",
  'registry.searchPlaceholder': "ابحث عن محفظة",
  'registry.list': "كل المحافظ",
  'registry.results': "نتائج البحث",
  'registry.loading': "جارٍ تحميل المحافظ",
  'registry.loadingMore': "جارٍ تحميل المزيد من المحافظ",
  'registry.noMatch': "لم يتم العثور على أي محفظة",
  'registry.noMatchHint': "جرّب اسمًا آخر.",
  'registry.none': "لا توجد محافظ متاحة",
  'registry.noneHint': "لا يُدرج سجل المحافظ أي محفظة لهذه الشبكات.",
  'registry.loadFailed': "تعذّر تحميل المحافظ",
  'registry.noAnswer': "لم يستجب سجل المحافظ.",
  'registry.requestFailed': "فشل طلب HTTP",
  'registry.timedOut': "استغرق الطلب وقتًا طويلًا للرد",
  'registry.tryAgain': "إعادة المحاولة",
}

export default messages
