import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in Arabic. */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "إلى",
  'eip155.approval.newContract': "عقد جديد",
  'eip155.approval.value': "القيمة",
  'eip155.approval.token': "الرمز",
  'eip155.approval.transferTo': "تحويل إلى",
  'eip155.approval.amount': "الكمية (بوحدات الرمز)",
  'eip155.approval.data': "البيانات",
  'eip155.approval.message': "الرسالة",
  'eip155.approval.typedData': "بيانات منظّمة",
  'eip155.approval.userOperation': "عملية المستخدم",
  'eip155.approval.callsOne': "{count} استدعاء من حسابك الذكي",
  'eip155.approval.callsMany': "{count} استدعاءات من حسابك الذكي",
  'eip155.approval.toInCall': "إلى (الاستدعاء {index})",
  'eip155.approval.valueInCall': "القيمة (الاستدعاء {index})",
  'eip155.approval.tokenInCall': "الرمز (الاستدعاء {index})",
  'eip155.approval.transferToInCall': "تحويل إلى (الاستدعاء {index})",
  'eip155.approval.amountInCall': "الكمية (بوحدات الرمز) (الاستدعاء {index})",
  'eip155.approval.dataInCall': "البيانات (الاستدعاء {index})",
}

export default messages
