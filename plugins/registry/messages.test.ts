import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { registryMessages } from './messages.js'

checkCatalogue('the registry plugin', registryMessages)
