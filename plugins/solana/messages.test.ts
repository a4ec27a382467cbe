import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { solanaMessages } from './messages.js'

checkCatalogue('the Solana plugin', solanaMessages)
