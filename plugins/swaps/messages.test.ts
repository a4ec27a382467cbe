import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { swapsMessages } from './messages.js'

checkCatalogue('the swaps plugin', swapsMessages)
