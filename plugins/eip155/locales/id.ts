import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in Indonesian. */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "Kepada",
  'eip155.approval.newContract': "Kontrak baru",
  'eip155.approval.value': "Nilai",
  'eip155.approval.token': "Token",
  'eip155.approval.transferTo': "Transfer ke",
  'eip155.approval.amount': "Jumlah (satuan token)",
  'eip155.approval.data': "Data",
  'eip155.approval.message': "Pesan",
  'eip155.approval.typedData': "Data bertipe",
  'eip155.approval.userOperation': "Operasi pengguna",
  'eip155.approval.callsOne': "{count} panggilan dari akun pintar Anda",
  'eip155.approval.callsMany': "{count} panggilan dari akun pintar Anda",
  'eip155.approval.toInCall': "Kepada (panggilan {index})",
  'eip155.approval.valueInCall': "Nilai (panggilan {index})",
  'eip155.approval.tokenInCall': "Token (panggilan {index})",
  'eip155.approval.transferToInCall': "Transfer ke (panggilan {index})",
  'eip155.approval.amountInCall': "Jumlah (satuan token) (panggilan {index})",
  'eip155.approval.dataInCall': "Data (panggilan {index})",
}

export default messages
