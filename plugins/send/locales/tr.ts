import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in Turkish. */
const messages: SendCatalogue = {
  'send.title': "Gönder",
  'send.feature': "Gönder",
  'send.noAccount': "Bağlı hesap yok",
  'send.unsupportedChain': "Desteklenmeyen zincir",
  'send.token': "Token",
  'send.selectToken': "Bir token seçin",
  'send.amount': "Miktar",
  'send.balance': "Bakiye: {amount} {symbol}",
  'send.max': "Maks.",
  'send.to': "Alıcı",
  'send.receiverPlaceholder': "Adres veya ad",
  'send.lookingUpName': "Ad aranıyor…",
  'send.fee': "Ağ ücreti: {fee}",
  'send.confirmInWallet': "Transferi cüzdanınızda onaylayın…",
  'send.waitingForNetwork': "Ağın onaylaması bekleniyor…",
  'send.sent': "Gönderildi. İşlem ",
  'send.viewOnExplorer': "Gezginde görüntüle",
  'send.submit': "Gönder",
  'send.amountAndReceiverRequired': "Bir miktar ve alıcı adresi gerekli",
  'send.tokenRequired': "Bir token gerekli",
  'send.invalidAmount': "Geçerli bir miktar girin",
  'send.insufficientBalance': "Yetersiz bakiye",
  'send.invalidReceiver': "Geçersiz adres",
  'send.dust': "{symbol} için {decimals} ondalık basamaktan küçük birim yok",
  'send.connectorNotConnected': "Bağlayıcı bağlı değil",
  'send.userRejected': "Kullanıcı isteği reddetti.",
  'send.timedOut': "İsteğin yanıtlanması çok uzun sürdü",
}

export default messages
