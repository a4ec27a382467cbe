// The framework-free core: no React, no chain library, no plugin.
export type * from './types.js'
export type {
  KitPlugin,
  PluginContext,
  PluginStore,
  PluginViews,
  PluginSlots,
  PluginModal,
  PluginConnection,
  PluginAdapters,
  PluginConnectors,
  PluginServices,
  PluginMethods,
  PluginMessages,
  PluginStorage,
  PluginWallets,
  StorageItem,
  KitStorageKeys,
  Slice,
  Router,
  ParamsArg,
  PromptArgs,
  ViewDefinition,
  CoreStateKey,
  PluginSliceKey,
  OwnableOption,
} from './context.js'
export type { ConnectionStep, PendingConnection } from './pipeline.js'
export { createKernel } from './kernel.js'
export { createKitShell, initialState, type Kit, type AccountInfo, type RuntimeModule, type KitCore, type ShellParts } from './shell.js'
export { accountInfo } from './account-info.js'
export { SDK_VERSION } from './version.js'
export type { KitInitialState, StoredConnection, StoredConnections } from './initial-state.js'
export { parseKitOptions, DEFAULT_FEATURES, DEFAULT_ACCOUNT_TYPES, PLUGIN_OPTIONS, type KitOptions, type KitOptionsInput, type Features } from './options.js'
export { type OpenOptions, type CloseGuard, type HomeRule, type PromptOptions, SHAKE_MS, TOAST_RESHOW_MS, TOAST_DURATION_MS } from './modal.js'
export { RECONNECT_WAIT_MS, RECONNECT_TIMEOUT_MS } from './connection.js'
export { chainReferenceOf } from './chain-reference.js'
export { ACCOUNT_TABS_ORDER, orderContributions, slotOrder } from './slot-order.js'
export { type Bus } from './bus.js'
export { type Clock, type TimerId, systemClock, sleep } from './clock.js'
export { type Logger, type LogLevel, createLogger } from './log.js'
export { type StorageBackend, type CoreStorageKey, type CoreStorageValues, type WalletListEntry, memoryStorage, STORAGE_PREFIX } from './storage.js'
export { createHttp, type HttpDeps, type Http, type HttpRequest, type HttpService, type HttpQuery, HTTP_TIMEOUT_MS, HTTP_MAX_BODY_BYTES, HTTP_RETRY_COUNT, HTTP_RETRY_BASE_MS, RETRY_AFTER_CAP_MS, RETRY_STATUSES, retryAfterMs } from './http.js'
export { getPortfolio, nativeTokenBalance, portfolioResponseSchema } from './portfolio.js'
export { networkRpcUrls, rpcProxyUrl } from './rpc-urls.js'
export { RPC_PROXY_CHAINS } from './rpc-proxy-chains.js'
export { withRpcRetries, createRetryingFetch, isNetworkError, type RetryVerdict, type RpcRetryOptions } from './rpc-retry.js'
export { providerErrorAlert } from './provider-alerts.js'
export { RpcError, RPC_ERROR_KINDS, toRpcError, type RpcErrorKind } from './rpc-errors.js'
export { createSharedReads, type SharedReads } from './shared-reads.js'
export { anySignal } from './any-signal.js'
export { networkBadge } from './network-badge.js'
export { MAX_TOKENS, quantityDecimalsSchema, quantityNumericSchema, usdSchema } from './token-schemas.js'
export { type SupportedChains, assertSwapsSupported, assertGasPriceSupported, SUPPORTED_CHAINS_RETRY_MS } from './supported-chains.js'
export { type TtlCache, createTtlCache } from './ttl-cache.js'
export { TOKEN_BALANCE_REFRESH_MS, TOKEN_BALANCE_RETRY_MS } from './account-data.js'
export { RECENT_WALLETS_LIMIT, type WalletOpener, type WalletOpenerOptions } from './wallets.js'
export * from './caip.js'
export * from './errors.js'
export * from './registry-errors.js'
export * from './plugin-errors.js'
export { isEvmAddress, toChecksumAddress, type IsEvmAddressOptions, type Keccak256 } from './evm-address.js'
export * from './format.js'
export { balanceStatus, type BalanceStatus } from './balance-status.js'
export type { KitTheme, ThemeState } from './theme-store.js'
export { THEME_MODES, THEME_VARIABLES, MAX_COLOR_MIX_STRENGTH, type ThemeMode, type ThemeVariable, type ThemeVariables } from './theme-values.js'
export type { KitMessages, LoadedMessages, MessageKey, MessageVars, MessageSource, Translate } from './messages.js'
export { isLocale, type KitLocale, type LocaleState } from './locale.js'
export { readableBytes } from './readable-bytes.js'
