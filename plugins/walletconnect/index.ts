export {
  walletConnect,
  type WalletConnectParameters,
  type WalletConnectState,
  type WalletConnectService,
  type WalletConnectStorage,
  type PairOptions,
  type DeepLinkChoice,
} from './plugin.js'
export { type PairingProvider, type ProposalNamespace } from './provider.js'
export { buildWalletLink, safeWalletLink, type SafeWalletLink, type WalletLinkKind } from './deep-link.js'
export { PAIRING_EXPIRY_MS, PAIRING_EXPIRED_UNDER_MS, PAIRING_RETRY_MS, CONNECTOR_ID } from './constants.js'
