import type { GreeterCatalogue } from '../messages.js'

const messages: GreeterCatalogue = {
  'greeter.greet': '挨拶する',
  'greeter.welcome': 'ようこそ',
  'greeter.greetAgain': 'もう一度挨拶する',
  'greeter.count': 'これまでの挨拶: {count}',
}

export default messages
