import { checkCatalogue } from '../../ui/i18n/testing/check-catalogue.js'
import { namesMessages } from './messages.js'

checkCatalogue('the names plugin', namesMessages)
