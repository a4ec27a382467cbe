import { ErrorCode, toKitError } from './errors.js'
import { KitError } from './kit-error.js'

/** A JSON-RPC error code's typed name and the sentence a visitor reads (spec §8 codes; names as viem's classes). */
export interface RpcErrorKind {
  readonly name: string
  readonly message: string
}

/** Spec §8: every JSON-RPC and provider code, read by its number. */
export const RPC_ERROR_KINDS: ReadonlyMap<number, RpcErrorKind> = /* @__PURE__ */ new Map<number, RpcErrorKind>([
  [ErrorCode.PARSE_ERROR, { name: 'ParseRpcError', message: 'Invalid JSON was received by the server.' }],
  [ErrorCode.INVALID_REQUEST, { name: 'InvalidRequestRpcError', message: 'JSON is not a valid request object.' }],
  [ErrorCode.METHOD_NOT_FOUND, { name: 'MethodNotFoundRpcError', message: 'The method does not exist / is not available.' }],
  [ErrorCode.INVALID_PARAMS, { name: 'InvalidParamsRpcError', message: 'Invalid parameters were provided to the RPC method.' }],
  [ErrorCode.INTERNAL_ERROR, { name: 'InternalRpcError', message: 'An internal error was received.' }],
  [ErrorCode.INVALID_INPUT, { name: 'InvalidInputRpcError', message: 'Missing or invalid parameters.' }],
  [ErrorCode.RESOURCE_NOT_FOUND, { name: 'ResourceNotFoundRpcError', message: 'Requested resource not found.' }],
  [ErrorCode.RESOURCE_UNAVAILABLE, { name: 'ResourceUnavailableRpcError', message: 'Requested resource not available.' }],
  [ErrorCode.TRANSACTION_REJECTED, { name: 'TransactionRejectedRpcError', message: 'Transaction creation failed.' }],
  [ErrorCode.METHOD_NOT_SUPPORTED, { name: 'MethodNotSupportedRpcError', message: 'Method is not supported.' }],
  [ErrorCode.LIMIT_EXCEEDED, { name: 'LimitExceededRpcError', message: 'Request exceeds defined limit.' }],
  [ErrorCode.JSON_RPC_VERSION_NOT_SUPPORTED, { name: 'JsonRpcVersionUnsupportedError', message: 'Version of JSON-RPC protocol is not supported.' }],
  [ErrorCode.USER_REJECTED, { name: 'UserRejectedRequestError', message: 'User rejected the request.' }],
  [ErrorCode.UNAUTHORIZED, { name: 'UnauthorizedProviderError', message: 'The requested method and/or account has not been authorized by the user.' }],
  [ErrorCode.UNSUPPORTED_METHOD, { name: 'UnsupportedProviderMethodError', message: 'The Provider does not support the requested method.' }],
  [ErrorCode.DISCONNECTED, { name: 'ProviderDisconnectedError', message: 'The Provider is disconnected from all chains.' }],
  [ErrorCode.CHAIN_DISCONNECTED, { name: 'ChainDisconnectedError', message: 'The Provider is not connected to the requested chain.' }],
  [ErrorCode.SWITCH_CHAIN_ERROR, { name: 'SwitchChainError', message: 'An error occurred when attempting to switch chain.' }],
  [ErrorCode.UNSUPPORTED_NON_OPTIONAL_CAPABILITY, { name: 'UnsupportedNonOptionalCapabilityError', message: 'This Wallet does not support a capability that was not marked as optional.' }],
  [ErrorCode.UNSUPPORTED_CHAIN_ID, { name: 'UnsupportedChainIdError', message: 'This Wallet does not support the requested chain ID.' }],
  [ErrorCode.DUPLICATE_ID, { name: 'DuplicateIdError', message: 'There is already a bundle submitted with this ID.' }],
  [ErrorCode.UNKNOWN_BUNDLE_ID, { name: 'UnknownBundleIdError', message: 'This bundle id is unknown / has not been submitted' }],
  [ErrorCode.BUNDLE_TOO_LARGE, { name: 'BundleTooLargeError', message: 'The call bundle is too large for the Wallet to process.' }],
  [ErrorCode.ATOMIC_READY_UPGRADE_REJECTED, { name: 'AtomicReadyWalletRejectedUpgradeError', message: 'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.' }],
  [ErrorCode.ATOMICITY_NOT_SUPPORTED, { name: 'AtomicityNotSupportedError', message: 'The wallet does not support atomic execution but the request requires it.' }],
])

/**
 * A JSON-RPC error of a known code: `name` says which (`LimitExceededRpcError`). Its sentence is the one the error
 * carried (a wallet's or viem's short message) when it had one, else the code's; the node's words stay in `details`.
 */
export class RpcError extends KitError {
  override name: string
  readonly data: unknown
  constructor(kind: RpcErrorKind, options: { code: number; message?: string | undefined; data?: unknown; cause?: unknown }) {
    super(options.message ?? kind.message, { code: options.code, cause: options.cause })
    this.name = kind.name
    this.data = options.data
  }
}

/** The first numeric `code` in an error or its causes (viem wraps the node's error a level or two down), bounded. */
function codeOf(error: unknown): { code: number; message: string | undefined; data: unknown } | undefined {
  let current = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const record = current as { code?: unknown; shortMessage?: unknown; message?: unknown; data?: unknown; cause?: unknown }
    if (typeof record.code === 'number' && RPC_ERROR_KINDS.has(record.code)) {
      const said = typeof record.shortMessage === 'string' ? record.shortMessage : record.message
      // A first line, bounded: what a wallet or node says is shown to the visitor.
      const message = typeof said === 'string' && said.trim() !== '' ? said.trim().split('\n')[0]!.slice(0, 300) : undefined
      return { code: record.code, message, data: record.data }
    }
    current = record.cause
  }
  return undefined
}

/** What an RPC read or call failed with, as the typed error of its JSON-RPC code, else as `toKitError` reads it. */
export function toRpcError(error: unknown): KitError {
  if (error instanceof RpcError) return error
  const found = codeOf(error)
  const kind = found && RPC_ERROR_KINDS.get(found.code)
  if (!found || !kind) return toKitError(error)
  return new RpcError(kind, { code: found.code, message: found.message, data: found.data, cause: error })
}
