import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { historyMessages } from './messages.js'

checkCatalogue('the history plugin', historyMessages)
