import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in Turkish. */
const messages: NamesCatalogue = {
  'names.title': "Ad Seç",
  'names.feature': "Ad seç",
  'names.intro': "Başkalarının adresin yerine gönderim yapabileceği adı seç.",
  'names.field': "Ad",
  'names.placeholder': "adin{suffix}",
  'names.searching': "Adlar aranıyor",
  'names.list': "Adlar",
  'names.taken': "Alınmış",
  'names.available': "Müsait",
  'names.tooShort': "Ad en az {min} karakter uzunluğunda olmalıdır",
  'names.tooLong': "Ad en fazla {max} karakter uzunluğunda olabilir",
  'names.characters': "Ad yalnızca harf, rakam ve kısa çizgi içerebilir",
  'names.suggestionsFailed': "Ad önerileri alınırken hata oluştu",
  'names.registerFailed': "{name} adı kaydedilirken hata oluştu",
  'names.invalidChainId': "Geçersiz chainId",
  'names.waitingSignature': "İmza bekleniyor",
  'names.signPrompt': "Bu adı kaydetmek için cüzdanındaki mesajı imzala.",
  'names.registering': "Kaydediliyor",
  'names.registeringText': "Adın kaydediliyor…",
  'names.registered': "Bu ad artık senin: uygulamalar adresin yerine bunu gösterir.",
  'names.backToAccount': "Hesaba dön",
}

export default messages
