import type { GreeterCatalogue } from '../messages.js'

const messages: GreeterCatalogue = {
  'greeter.greet': 'Saludar',
  'greeter.welcome': 'Bienvenida',
  'greeter.greetAgain': 'Saludar de nuevo',
  'greeter.count': 'Saludos hasta ahora: {count}',
}

export default messages
