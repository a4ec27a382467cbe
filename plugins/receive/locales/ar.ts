import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in Arabic. */
const messages: ReceiveCatalogue = {
  'receive.title': "استلام",
  'receive.feature': "استلام",
  'receive.noAccount': "لا يوجد حساب متصل",
  'receive.qrLabel': "رمز QR لعنوانك",
  'receive.copy': "نسخ العنوان",
  'receive.networks': "الشبكات التي يمكنك الاستلام عليها",
  'receive.warningOne': "أرسل الأصول إلى هذا العنوان على هذه الشبكة فقط: قد يضيع أي شيء يُرسل على شبكة أخرى.",
  'receive.warningMany': "أرسل الأصول إلى هذا العنوان على هذه الشبكات فقط: قد يضيع أي شيء يُرسل على شبكة أخرى.",
}

export default messages
