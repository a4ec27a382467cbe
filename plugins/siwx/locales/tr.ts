import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in Turkish. */
const messages: SiwxCatalogue = {
  'siwx.title': "Giriş Yap",
  'siwx.needsConnect': "{name} cüzdanına bağlanmak istiyor",
  'siwx.needsConnectUnnamed': "Bu uygulama cüzdanına bağlanmak istiyor",
  'siwx.required': "Bu cüzdanın sahibi olduğunu kanıtlayıp devam etmek için bu mesajı imzala. İptal edersen bağlantın kesilir.",
  'siwx.optional': "Bu cüzdanın sahibi olduğunu kanıtlayıp giriş yapmak için bu mesajı imzala.",
  'siwx.sign': "İmzala",
  'siwx.signing': "İmzalanıyor…",
  'siwx.cancel': "İptal",
  'siwx.declined': "İmza reddedildi",
  'siwx.otherAccount': "Giriş mesajında başka bir hesap yazıyor",
  'siwx.refused': "Doğrulayıcı imzayı reddetti",
}

export default messages
