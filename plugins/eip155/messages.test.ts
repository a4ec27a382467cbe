import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { eip155Messages } from './messages.js'

checkCatalogue('the EVM plugin', eip155Messages)
