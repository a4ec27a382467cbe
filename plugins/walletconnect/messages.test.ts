import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { walletConnectMessages } from './messages.js'

checkCatalogue('the WalletConnect plugin', walletConnectMessages)
