import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in Turkish. */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "Alıcı",
  'eip155.approval.newContract': "Yeni sözleşme",
  'eip155.approval.value': "Değer",
  'eip155.approval.token': "Token",
  'eip155.approval.transferTo': "Şuraya aktar",
  'eip155.approval.amount': "Miktar (token birimi)",
  'eip155.approval.data': "Veri",
  'eip155.approval.message': "Mesaj",
  'eip155.approval.typedData': "Türlendirilmiş veri",
  'eip155.approval.userOperation': "Kullanıcı işlemi",
  'eip155.approval.callsOne': "Akıllı hesabınızdan {count} çağrı",
  'eip155.approval.callsMany': "Akıllı hesabınızdan {count} çağrı",
  'eip155.approval.toInCall': "Alıcı (çağrı {index})",
  'eip155.approval.valueInCall': "Değer (çağrı {index})",
  'eip155.approval.tokenInCall': "Token (çağrı {index})",
  'eip155.approval.transferToInCall': "Şuraya aktar (çağrı {index})",
  'eip155.approval.amountInCall': "Miktar (token birimi) (çağrı {index})",
  'eip155.approval.dataInCall': "Veri (çağrı {index})",
}

export default messages
