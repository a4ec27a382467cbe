export { createKit } from './create-kit.js'
export { mountKitModal } from './auto-mount.js'
export { defineKitElements } from './elements.js'
export { cookieStorage } from '../kernel/cookie-storage.js'
export { cookieToInitialState } from '../kernel/cookie-initial-state.js'
export type { KitInitialState, StoredConnection } from '../kernel/initial-state.js'
export type {
  Kit,
  KitOptionsInput as KitOptions,
  KitPlugin,
  PluginContext,
  CaipNetwork,
  Connector,
  ChainAdapter,
  AccountInfo,
  KitState,
  KitEvents,
  KitViews,
  KitServices,
  OpenOptions,
  Namespace,
  CaipAddress,
  CaipNetworkId,
  StorageBackend,
  KitProviders,
  KitTheme,
  ThemeState,
  ThemeMode,
  ThemeVariables,
  BalanceStatus,
} from '../kernel/index.js'
export { KitError, ErrorCode, ErrorMessages, UserRejectedRequestError, ChainNotSupportedError } from '../kernel/index.js'
