import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { onrampMessages } from './messages.js'

checkCatalogue('the onramp plugin', onrampMessages)
