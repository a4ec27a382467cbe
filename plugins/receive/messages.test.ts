import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { receiveMessages } from './messages.js'

checkCatalogue('the receive plugin', receiveMessages)
