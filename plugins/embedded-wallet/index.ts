export { embeddedWallet, type EmbeddedWalletParameters } from './plugin.js'
export { AUTH_CONNECTOR_ID } from './auth-connector.js'
export type { ApprovalRequest, FrameProvider } from './frame-provider.js'
