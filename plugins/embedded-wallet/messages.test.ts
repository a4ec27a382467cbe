import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { embeddedWalletMessages } from './messages.js'

checkCatalogue('the embedded wallet', embeddedWalletMessages)
