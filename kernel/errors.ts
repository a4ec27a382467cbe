import type { TokenBalance } from './types.js'
import { KitError } from './kit-error.js'

export { KitError, type KitErrorOptions } from './kit-error.js'
/**
 * Errors shaped like viem's, so a host that already reads viem errors reads ours the same way: a short
 * sentence fit for a toast, structured extras for developers, and whatever the wallet or RPC threw kept as
 * `cause` instead of being swallowed.
 */

/** Every numeric code of spec §8, so plugins and hosts compare against names, never bare numbers. */
export const ErrorCode = /* @__PURE__ */ Object.freeze({
  UNRECOGNIZED_CHAIN_ID: 4902,
  DEFAULT: 5000,
  /** Positive on purpose: the spec lists it apart from JSON-RPC's -32603 INTERNAL_ERROR, and wallets use both. */
  INVALID_CHAIN_ID: 32603,

  // JSON-RPC 2.0 and EIP-1474.
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  INVALID_INPUT: -32000,
  RESOURCE_NOT_FOUND: -32001,
  RESOURCE_UNAVAILABLE: -32002,
  TRANSACTION_REJECTED: -32003,
  METHOD_NOT_SUPPORTED: -32004,
  LIMIT_EXCEEDED: -32005,
  JSON_RPC_VERSION_NOT_SUPPORTED: -32006,

  // EIP-1193 provider errors.
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  /**
   * Same number as UNRECOGNIZED_CHAIN_ID: a wallet answers wallet_switchEthereumChain with 4902 when it does
   * not know the chain, and that very answer is the cue to try wallet_addEthereumChain. One code, two readings.
   */
  SWITCH_CHAIN_ERROR: 4902,

  // EIP-5792 wallet_sendCalls.
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY: 5700,
  UNSUPPORTED_CHAIN_ID: 5710,
  DUPLICATE_ID: 5720,
  UNKNOWN_BUNDLE_ID: 5730,
  BUNDLE_TOO_LARGE: 5740,
  ATOMIC_READY_UPGRADE_REJECTED: 5750,
  ATOMICITY_NOT_SUPPORTED: 5760,
} as const)
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/**
 * The message strings of spec §5, §6 and §8, word for word (quirks included: UI copy and tests compare them
 * exactly). Templated ones live in `formatMessage`.
 */
export const ErrorMessages = /* @__PURE__ */ Object.freeze({
  // Alerts (debug mode).
  NETWORK_NOT_FOUND: 'Network Not Found',
  /** Shown when the page origin is not in the project's allowed origins. */
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  EMBEDDED_WALLET_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  EMBEDDED_WALLET_REQUEST_TIMED_OUT: 'Embedded Wallet Request Timed Out',
  /** The alert behind JWT_TOKEN_NOT_VALID: usually a wrong clock on the visitor's machine. */
  SESSION_EXPIRED: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  /** The project verified no domain at all (its allowed origins are empty), or the secure frame says so. */
  UNVERIFIED_DOMAIN: 'Unverified Domain',

  // Toasts.
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_UNSUPPORTED: 'This application might not support Smart Accounts',
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',

  // Embedded-wallet frame.
  UNKNOWN_ERROR: 'An error occurred',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE: 'Unable to load email login dependency',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_LOAD_FAILED: 'iframe_load_failed',
  FRAME_REQUEST_TIMEOUT: 'iframe_request_timeout',

  // RPC calls the embedded wallet refuses (spec §6).
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',

  // Thrown.
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_CAIP_NETWORK_OR_CLIENT: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CLIENT: 'No ConnectionController client found',
  DISCONNECT_FAILED: 'Failed to disconnect',
  CHAIN_REQUIRED_FOR_ACCOUNT_UPDATE: 'Chain is required to update chain account data',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  SIGN_MESSAGE_PROVIDER_UNDEFINED: 'UniversalAdapter:signMessage - provider is undefined',
  USER_REJECTED_REQUEST: 'User rejected the request.',

  // Names.
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  /** Lower-case, unlike the NETWORK_NOT_FOUND alert: the two are different strings in the spec. */
  NAME_NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',

  // Wallet-kit connection errors.
  CHAIN_NOT_CONFIGURED: 'Chain not configured',
  CONNECTOR_ALREADY_CONNECTED: 'Connector already connected',
  CONNECTOR_NOT_CONNECTED: 'Connector not connected',
  CONNECTOR_ACCOUNT_NOT_FOUND: 'Account not found for connector',
  CONNECTOR_CHAIN_MISMATCH: 'Chain mismatch between connector and connection',
  CONNECTOR_UNAVAILABLE_RECONNECTING: 'Connector unavailable while reconnecting',

  // Validation (spec §5).
  SIWX_AND_SIWE: 'Cannot set both siweConfig and siwx options',
  INVALID_CHAIN_ID: 'Invalid chainId',
  CONTROLLER_CLIENTS_NOT_SET: 'ConnectionControllerClient and NetworkControllerClient must be set',
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  UNSUPPORTED_CHAIN: 'Unsupported chain',

  // Not spec copy: the kernel's own wording for failures the spec does not name.
  INVALID_OPTIONS: 'Invalid options',
  HTTP_REQUEST_FAILED: 'HTTP request failed',
  REQUEST_TIMED_OUT: 'The request took too long to respond',
  SERVICE_NOT_CONFIGURED: 'No URL is configured for this service',
  SERVICE_NETWORK_UNSUPPORTED: 'The service does not support this network',
  KIT_DESTROYED: 'The kit was destroyed',
} as const)
export type ErrorMessage = (typeof ErrorMessages)[keyof typeof ErrorMessages]

/** The spec's templated messages, filled in. */
export const formatMessage = /* @__PURE__ */ Object.freeze({
  loginEmailCooldown: (seconds: number): string => `Please try again after ${seconds} seconds`,
  disconnectChainFailed: (namespace: string, message: string): string =>
    `Failed to disconnect chain ${namespace}: ${message}`,
  registerNameFailed: (name: string): string => `Error registering name ${name}`,
  adapterNotFound: (namespace: string): string => `Adapter for namespace ${namespace} doesn't exist`,
})

export class UserRejectedRequestError extends KitError {
  override name = 'UserRejectedRequestError' as const
  constructor(options: { cause?: unknown } = {}) {
    super(ErrorMessages.USER_REJECTED_REQUEST, { code: ErrorCode.USER_REJECTED, cause: options.cause })
  }
}

export class ChainNotSupportedError extends KitError {
  override name = 'ChainNotSupportedError' as const
  readonly chainId: string | number | undefined
  constructor(options: { chainId?: string | number; cause?: unknown } = {}) {
    super(ErrorMessages.CHAIN_NOT_SUPPORTED, {
      cause: options.cause,
      metaMessages: options.chainId === undefined ? undefined : [`Chain: ${options.chainId}`],
    })
    this.chainId = options.chainId
  }
}

/** What an EIP-1193 provider or a JSON-RPC endpoint rejects with. */
export interface RpcErrorLike {
  readonly code: number
  readonly message?: string
  readonly data?: unknown
}

export class ProviderRpcError extends KitError {
  override name = 'ProviderRpcError' as const
  readonly data: unknown
  constructor(error: RpcErrorLike, options: { cause?: unknown } = {}) {
    const message = typeof error.message === 'string' && error.message.trim() !== '' ? error.message : undefined
    super(message ?? ErrorMessages.UNKNOWN_ERROR, { code: error.code, cause: options.cause ?? error })
    this.data = error.data
  }
}

export class AdapterNotFoundError extends KitError {
  override name = 'AdapterNotFoundError' as const
  readonly namespace: string
  constructor(namespace: string, options: { cause?: unknown } = {}) {
    super(formatMessage.adapterNotFound(namespace), { cause: options.cause })
    this.namespace = namespace
  }
}

export class ProjectIdError extends KitError {
  override name = 'ProjectIdError' as const
  readonly reason: 'missing' | 'invalid'
  constructor(options: { reason?: 'missing' | 'invalid'; cause?: unknown } = {}) {
    const reason = options.reason ?? 'missing'
    super(reason === 'missing' ? ErrorMessages.PROJECT_ID_NOT_CONFIGURED : ErrorMessages.INVALID_PROJECT_ID, {
      cause: options.cause,
    })
    this.reason = reason
  }
}

/** Structurally a zod issue, so the kernel need not import zod's types to report them. */
export interface OptionsIssue {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

export class InvalidOptionsError extends KitError {
  override name = 'InvalidOptionsError' as const
  readonly issues: readonly OptionsIssue[]
  constructor(issues: readonly OptionsIssue[], options: { cause?: unknown } = {}) {
    // A lone issue carries the spec's own sentence (e.g. SIWX_AND_SIWE), so it is the short message itself.
    const only = issues.length === 1 ? issues[0] : undefined
    super(only?.message ?? ErrorMessages.INVALID_OPTIONS, {
      cause: options.cause,
      details: issues.map(describeIssue).join('; ') || undefined,
    })
    this.issues = issues
  }
}

export class HttpRequestError extends KitError {
  override name = 'HttpRequestError' as const
  readonly url: string
  readonly status: number | undefined
  constructor(options: { url: string; status?: number; details?: string; cause?: unknown }) {
    super(ErrorMessages.HTTP_REQUEST_FAILED, {
      cause: options.cause,
      details: options.details,
      metaMessages: [...(options.status === undefined ? [] : [`Status: ${options.status}`]), `URL: ${options.url}`],
    })
    this.url = options.url
    this.status = options.status
  }
}

export class TimeoutError extends KitError {
  override name = 'TimeoutError' as const
  readonly url: string
  /** A timeout never got a response, so there is no status; kept for symmetry with HttpRequestError. */
  readonly status: undefined = undefined
  readonly timeout: number | undefined
  constructor(options: { url: string; timeout?: number; cause?: unknown }) {
    super(ErrorMessages.REQUEST_TIMED_OUT, {
      cause: options.cause,
      metaMessages: [
        `URL: ${options.url}`,
        ...(options.timeout === undefined ? [] : [`Timeout: ${options.timeout} ms`]),
      ],
    })
    this.url = options.url
    this.timeout = options.timeout
  }
}

/**
 * A call the kit chose not to send: the host configured no URL for the service, or the data API does not serve
 * the network (spec §7). Callers read it as "service off" and fall back, never as a failure to report.
 */
export class ServiceUnavailableError extends KitError {
  override name = 'ServiceUnavailableError' as const
  readonly service: string
  readonly reason: 'not-configured' | 'unsupported-network'
  constructor(options: { service: string; reason: 'not-configured' | 'unsupported-network'; caipNetworkId?: string }) {
    super(options.reason === 'not-configured' ? ErrorMessages.SERVICE_NOT_CONFIGURED : ErrorMessages.SERVICE_NETWORK_UNSUPPORTED, {
      metaMessages: [`Service: ${options.service}`, ...(options.caipNetworkId ? [`Network: ${options.caipNetworkId}`] : [])],
    })
    this.service = options.service
    this.reason = options.reason
  }
}

/**
 * The token balance service failed or does not serve the network (spec §8 'Token Balance Unavailable'). What
 * could still be read (the native balance from the chain's RPC) travels along, so the visitor keeps seeing it.
 */
export class TokenBalanceUnavailableError extends KitError {
  override name = 'TokenBalanceUnavailableError' as const
  readonly fallback: readonly TokenBalance[]
  constructor(options: { fallback?: readonly TokenBalance[]; cause?: unknown } = {}) {
    super(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE, { cause: options.cause })
    this.fallback = options.fallback ?? []
  }
}

/** The kit was destroyed while the call waited (a wallet that never answered a connect, a step still running). */
export class KitDestroyedError extends KitError {
  override name = 'KitDestroyedError' as const
  constructor(options: { cause?: unknown } = {}) {
    super(ErrorMessages.KIT_DESTROYED, { cause: options.cause })
  }
}

/**
 * Normalises whatever a wallet, RPC or our own code threw, so callers handle one shape. A rejection the user
 * made is recognised even when a wallet buried it under a generic error.
 */
export function toKitError(error: unknown): KitError {
  if (error instanceof KitError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  if (isRecord(error) && typeof error.code === 'number') {
    return new ProviderRpcError(
      { code: error.code, message: typeof error.message === 'string' ? error.message : undefined, data: error.data },
      { cause: error },
    )
  }
  if (error instanceof Error) return new KitError(error.message || ErrorMessages.UNKNOWN_ERROR, { cause: error })
  return new KitError(ErrorMessages.UNKNOWN_ERROR, { cause: error })
}

/** True when code 4001 appears anywhere in the error, its causes, or the `data.originalError` wallets nest. */
export function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0) {
    const current = queue.shift()
    if (!isRecord(current) || seen.has(current)) continue
    seen.add(current)
    if (current.code === ErrorCode.USER_REJECTED) return true
    queue.push(current.cause)
    if (isRecord(current.data)) queue.push(current.data.originalError)
  }
  return false
}

function describeIssue(issue: OptionsIssue): string {
  const path = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')
  return path ? `${path.replace(/^\./, '')}: ${issue.message}` : issue.message
}

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null
}
