import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in Turkish. */
const messages: HistoryCatalogue = {
  'history.tab': "Etkinlik",
  'history.loadingActivity': "Etkinlik yükleniyor",
  'history.loadingTransactions': "İşlemler yükleniyor",
  'history.localNote': "Burada yalnızca bu tarayıcıdan gönderilen işlemler listelenir.",
  'history.empty': "Henüz etkinlik yok",
  'history.emptyLocal': "Buradan gönderdiğiniz işlemler burada görünecek.",
  'history.emptyAccount': "Bu hesabın bu ağda işlemi yok.",
  'history.fetchFailed': "İşlemler alınamadı",
  'history.tryAgain': "Tekrar dene",
  'history.loadMore': "Daha fazla yükle",
  'history.kind.sent': "Gönderildi",
  'history.kind.received': "Alındı",
  'history.kind.swap': "Takas",
  'history.kind.minted': "Basıldı",
  'history.kind.bought': "Satın alındı",
  'history.kind.call': "Sözleşme çağrısı",
  'history.status.pending': "Beklemede",
  'history.status.confirmed': "Onaylandı",
  'history.status.failed': "Başarısız",
  'history.from': "gönderen: {address}",
  'history.to': "alıcı: {address}",
  'history.viewOnExplorer': "Gezginde görüntüle",
}

export default messages
