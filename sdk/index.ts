export { createKit } from './create-kit.js'
export { mountKitModal } from './auto-mount.js'
export { defineKitElements } from './elements.js'
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
} from '../kernel/index.js'
export { KitError, ErrorCode, ErrorMessages, UserRejectedRequestError, ChainNotSupportedError } from '../kernel/index.js'
