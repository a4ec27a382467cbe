import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in Arabic. */
const messages: HistoryCatalogue = {
  'history.tab': "النشاط",
  'history.loadingActivity': "جارٍ تحميل النشاط",
  'history.loadingTransactions': "جارٍ تحميل المعاملات",
  'history.localNote': "تُعرض هنا فقط المعاملات المرسلة من هذا المتصفح.",
  'history.empty': "لا يوجد نشاط بعد",
  'history.emptyLocal': "ستظهر هنا المعاملات التي ترسلها من هنا.",
  'history.emptyAccount': "لا توجد معاملات لهذا الحساب على هذه الشبكة.",
  'history.fetchFailed': "تعذّر جلب المعاملات",
  'history.tryAgain': "إعادة المحاولة",
  'history.loadMore': "تحميل المزيد",
  'history.kind.sent': "مُرسَل",
  'history.kind.received': "مُستلَم",
  'history.kind.swap': "مبادلة",
  'history.kind.minted': "مسكوك",
  'history.kind.bought': "مُشترى",
  'history.kind.call': "استدعاء عقد",
  'history.status.pending': "قيد الانتظار",
  'history.status.confirmed': "مؤكدة",
  'history.status.failed': "فشلت",
  'history.from': "من {address}",
  'history.to': "إلى {address}",
  'history.viewOnExplorer': "العرض في المستكشف",
}

export default messages
