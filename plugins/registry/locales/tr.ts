import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in Turkish. */
const messages: RegistryCatalogue = {
  'registry.title': "Tüm Cüzdanlar",
  'registry.search': "Cüzdanlarda ara",
  'registry.searchPlaceholder': "Cüzdan ara",
  'registry.list': "Tüm cüzdanlar",
  'registry.results': "Arama sonuçları",
  'registry.loading': "Cüzdanlar yükleniyor",
  'registry.loadingMore': "Daha fazla cüzdan yükleniyor",
  'registry.noMatch': "Cüzdan bulunamadı",
  'registry.noMatchHint': "Farklı bir ad deneyin.",
  'registry.none': "Kullanılabilir cüzdan yok",
  'registry.noneHint': "Cüzdan kaydında bu ağlar için hiç cüzdan yok.",
  'registry.loadFailed': "Cüzdanlar yüklenemedi",
  'registry.noAnswer': "Cüzdan kaydı yanıt vermedi.",
  'registry.requestFailed': "HTTP isteği başarısız oldu",
  'registry.timedOut': "İsteğin yanıtlanması çok uzun sürdü",
  'registry.tryAgain': "Tekrar dene",
}

export default messages
