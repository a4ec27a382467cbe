import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { payMessages } from './messages.js'

checkCatalogue('the pay plugin', payMessages)
