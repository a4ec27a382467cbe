import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { sendMessages } from './messages.js'

checkCatalogue('the send plugin', sendMessages)
