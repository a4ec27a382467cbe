import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { siwxMessages } from './messages.js'

checkCatalogue('the sign-in plugin', siwxMessages)
