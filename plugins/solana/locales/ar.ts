import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in Arabic. */
const messages: SolanaCatalogue = {
  'solana.wallet': "المحفظة",
  'solana.continueIn': "تابع في {wallet}",
  'solana.opensIn': "تُفتح هذه الصفحة في متصفح {wallet}، حيث تتصل المحفظة.",
  'solana.open': "فتح {wallet}",
  'solana.walletUnavailable': "المحفظة غير متاحة",
  'solana.cannotOpen': "لا يستطيع {wallet} فتح هذه الصفحة هنا. اختر طريقة أخرى للاتصال.",
  'solana.back': "رجوع",
  'solana.approval.message': "الرسالة",
}

export default messages
