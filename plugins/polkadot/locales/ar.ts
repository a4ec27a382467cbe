import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in Arabic. */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "اختيار الحساب",
  'polkadot.accounts': "الحسابات",
  'polkadot.shares': "تشارك {wallet} مع هذا الموقع عدد {count} من الحسابات. اختر الحساب الذي تريد ربطه.",
  'polkadot.sharesUnnamed': "تشارك المحفظة مع هذا الموقع عدد {count} من الحسابات. اختر الحساب الذي تريد ربطه.",
}

export default messages
