import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in Arabic. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "رمز QR لربط محفظة عبر WalletConnect",
  'walletconnect.qrLabelWallet': "رمز QR لربط {wallet}",
  'walletconnect.continue': "افتح تطبيق المحفظة وتابع فيه",
  'walletconnect.scan': "امسح الرمز بهاتفك، أو انسخ الرابط إلى المحفظة",
  'walletconnect.scanWallet': "امسح الرمز باستخدام {wallet} على هاتفك",
  'walletconnect.acceptIn': "اقبل طلب الربط في {wallet}",
  'walletconnect.preparing': "جارٍ تجهيز رابط الربط…",
  'walletconnect.creating': "جارٍ إنشاء رابط الربط",
  'walletconnect.openWallet': "فتح {wallet}",
  'walletconnect.openDesktop': "فتح تطبيق سطح المكتب",
  'walletconnect.openWeb': "فتح تطبيق الويب",
  'walletconnect.copyLink': "نسخ الرابط",
  'walletconnect.linkCopied': "تم نسخ الرابط",
  'walletconnect.copyUnavailable': "النسخ غير متاح هنا",
  'walletconnect.declined': "تم رفض الربط",
  'walletconnect.declinedHint': "قد يُرفض الربط إذا كان طلب سابق لا يزال نشطًا",
  'walletconnect.failed': "فشل الربط",
  'walletconnect.tryAgain': "إعادة المحاولة",
  'walletconnect.expired': "انتهت صلاحية رابط الربط",
  'walletconnect.retryTooSoon': "انتظر لحظة قبل المحاولة مرة أخرى",
  'walletconnect.unreachable': "تعذّر الوصول إلى WalletConnect. تحقّق من اتصالك بالشبكة وحاول مرة أخرى",
  'walletconnect.noSession': "لم توافق المحفظة على أي جلسة",
  'walletconnect.noAccount': "لم تشارك المحفظة أي حساب {namespace}",
}

export default messages
