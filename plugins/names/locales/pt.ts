import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in Portuguese. */
const messages: NamesCatalogue = {
  'names.title': "Escolher nome",
  'names.feature': "Escolher nome",
  'names.intro': "Escolha o nome para o qual as pessoas podem enviar em vez do seu endereço.",
  'names.field': "Nome",
  'names.placeholder': "seunome{suffix}",
  'names.searching': "Buscando nomes",
  'names.list': "Nomes",
  'names.taken': "Em uso",
  'names.available': "Disponível",
  'names.tooShort': "O nome deve ter pelo menos {min} caracteres",
  'names.tooLong': "O nome deve ter no máximo {max} caracteres",
  'names.characters': "O nome só pode conter letras, números e hifens",
  'names.suggestionsFailed': "Erro ao buscar sugestões de nomes",
  'names.registerFailed': "Erro ao registrar o nome {name}",
  'names.invalidChainId': "chainId inválido",
  'names.waitingSignature': "Aguardando assinatura",
  'names.signPrompt': "Assine a mensagem na sua carteira para registrar este nome.",
  'names.registering': "Registrando",
  'names.registeringText': "Registrando seu nome…",
  'names.registered': "Este nome agora é seu: os apps o mostram no lugar do seu endereço.",
  'names.backToAccount': "Voltar à conta",
}

export default messages
