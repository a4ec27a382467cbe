import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { polkadotMessages } from './messages.js'

checkCatalogue('the Polkadot plugin', polkadotMessages)
