import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in Turkish. */
const messages: PayCatalogue = {
  'pay.title': "Ödeme",
  'pay.preparing': "Ödeme hazırlanıyor…",
  'pay.connectToPay': "Ödemek için bir cüzdan bağlayın",
  'pay.switching': "Ağ değiştiriliyor: cüzdanınızda onaylayın…",
  'pay.signing': "Ödemeyi cüzdanınızda onaylayın…",
  'pay.pending': "Ağın onaylaması bekleniyor…",
  'pay.to': "Alıcı",
  'pay.amount': "Tutar",
  'pay.network': "Ağ",
  'pay.fee': "Ağ ücreti",
  'pay.estimating': "Hesaplanıyor…",
  'pay.connect': "Cüzdan Bağla",
  'pay.insufficient': "Yetersiz bakiye",
  'pay.buyWithCard': "Kartla {symbol} satın al",
  'pay.pay': "Öde",
  'pay.paid': "Ödendi. İşlem",
  'pay.transaction': "İşlem",
  'pay.explorer': "Blok gezgininde görüntüle",
  'pay.cancelled': "Ödeme iptal edildi",
  'pay.notSwitched': "Cüzdan, ödemenin yapılacağı ağa geçmedi",
  'pay.connectorNotConnected': "Bağlayıcı bağlı değil",
  'pay.done': "Tamam",
  'pay.close': "Kapat",
}

export default messages
