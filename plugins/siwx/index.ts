export { siwx, type SiwxParameters, type SiwxState, type SiwxSignParams, type SiwxService } from './plugin.js'
export type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxMessageInput, SiwxSession, SiwxStorage, SiwxVerifier, SiweConfig, SiweCreateMessageArgs } from './types.js'
export { createSiwxMessage, InvalidSiwxMessageError } from './message.js'
