import { describe, expect, it } from 'vitest'
import {
  AdapterNotFoundError,
  ChainNotSupportedError,
  ErrorCode,
  ErrorMessages,
  formatMessage,
  HttpRequestError,
  InvalidOptionsError,
  isUserRejection,
  KitError,
  ProjectIdError,
  ProviderRpcError,
  TimeoutError,
  toKitError,
  UserRejectedRequestError,
} from './errors.js'

describe('ErrorCode', () => {
  it('holds every code of spec §8', () => {
    expect(ErrorCode).toEqual({
      UNRECOGNIZED_CHAIN_ID: 4902,
      DEFAULT: 5000,
      INVALID_CHAIN_ID: 32603,
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
      USER_REJECTED: 4001,
      UNAUTHORIZED: 4100,
      UNSUPPORTED_METHOD: 4200,
      DISCONNECTED: 4900,
      CHAIN_DISCONNECTED: 4901,
      SWITCH_CHAIN_ERROR: 4902,
      UNSUPPORTED_NON_OPTIONAL_CAPABILITY: 5700,
      UNSUPPORTED_CHAIN_ID: 5710,
      DUPLICATE_ID: 5720,
      UNKNOWN_BUNDLE_ID: 5730,
      BUNDLE_TOO_LARGE: 5740,
      ATOMIC_READY_UPGRADE_REJECTED: 5750,
      ATOMICITY_NOT_SUPPORTED: 5760,
    })
  })

  it('is frozen', () => {
    expect(Object.isFrozen(ErrorCode)).toBe(true)
    expect(() => {
      ;(ErrorCode as { DEFAULT: number }).DEFAULT = 1
    }).toThrow(TypeError)
  })
})

describe('ErrorMessages', () => {
  it.each([
    // Alerts
    ['NETWORK_NOT_FOUND', 'Network Not Found'],
    ['INVALID_APP_CONFIGURATION', 'Invalid App Configuration'],
    ['EMBEDDED_WALLET_LOAD_FAILED', 'Network Error - Could not load embedded wallet'],
    ['EMBEDDED_WALLET_REQUEST_TIMED_OUT', 'Embedded Wallet Request Timed Out'],
    ['SESSION_EXPIRED', 'Session Expired'],
    ['INVALID_PROJECT_ID', 'Invalid Project ID'],
    ['PROJECT_ID_NOT_CONFIGURED', 'Project ID Not Configured'],
    // Toasts
    ['AUTH_INIT_FAILED', 'A problem occurred while trying initialize authentication'],
    ['SIGNATURE_DECLINED', 'Signature declined'],
    ['SMART_ACCOUNTS_UNSUPPORTED', 'This application might not support Smart Accounts'],
    ['TRANSACTIONS_FETCH_FAILED', 'Failed to fetch transactions'],
    ['TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
    // Frame
    ['UNKNOWN_ERROR', 'An error occurred'],
    ['REQUEST_ABORTED', 'Request was aborted'],
    ['SOMETHING_WENT_WRONG', 'Something went wrong'],
    ['EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE', 'Unable to load email login dependency'],
    ['FRAME_NOT_SET', 'W3mFrame: iframe is not set'],
    ['FRAME_LOAD_FAILED', 'iframe_load_failed'],
    ['FRAME_REQUEST_TIMEOUT', 'iframe_request_timeout'],
    ['RPC_CALL_NOT_ALLOWED', 'Requested RPC call is not allowed'],
    ['ACTION_NOT_ALLOWED', 'Action not allowed'],
    // Thrown
    ['GAS_PRICE_NETWORK_UNSUPPORTED', 'Network not supported for Gas Price'],
    ['SWAPS_NETWORK_UNSUPPORTED', 'Network not supported for Swaps'],
    ['SIWX_NOT_ENABLED', 'SIWX is not enabled'],
    ['NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    ['NO_ACTIVE_CAIP_NETWORK_OR_CLIENT', 'No ActiveCaipNetwork or client found'],
    ['NO_CONNECTION_CLIENT', 'No ConnectionController client found'],
    ['DISCONNECT_FAILED', 'Failed to disconnect'],
    ['CHAIN_REQUIRED_FOR_ACCOUNT_UPDATE', 'Chain is required to update chain account data'],
    ['CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found'],
    ['NETWORK_CLIENT_NOT_SET', 'NetworkController client not set'],
    ['CONNECTION_CLIENT_NOT_SET', 'ConnectionController client not set'],
    ['ADAPTER_NOT_FOUND', 'Adapter not found'],
    ['CAIP_NETWORK_UNDEFINED', 'CaipNetwork is undefined'],
    ['CAIP_NETWORK_OR_ADDRESS_UNDEFINED', 'CaipNetwork or CaipAddress is undefined'],
    ['CHAIN_NOT_SUPPORTED', 'Chain is not supported'],
    ['SIGN_MESSAGE_PROVIDER_UNDEFINED', 'UniversalAdapter:signMessage - provider is undefined'],
    // Names
    ['NAME_RESOLVE_FAILED', 'Error resolving name'],
    ['NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions'],
    ['NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address'],
    ['NAME_NETWORK_NOT_FOUND', 'Network not found'],
    ['ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', 'Address or auth connector not found'],
    // Wallet kit
    ['CHAIN_NOT_CONFIGURED', 'Chain not configured'],
    ['CONNECTOR_ALREADY_CONNECTED', 'Connector already connected'],
    ['CONNECTOR_NOT_CONNECTED', 'Connector not connected'],
    // Validation (§5)
    ['SIWX_AND_SIWE', 'Cannot set both siweConfig and siwx options'],
    ['INVALID_CHAIN_ID', 'Invalid chainId'],
    ['CONTROLLER_CLIENTS_NOT_SET', 'ConnectionControllerClient and NetworkControllerClient must be set'],
    ['AMOUNT_AND_RECEIVER_REQUIRED', 'An amount and receiver address are required'],
    ['TOKEN_REQUIRED', 'A token is required'],
    ['UNSUPPORTED_CHAIN', 'Unsupported chain'],
  ] as const)('%s is the spec text', (key, text) => {
    expect(ErrorMessages[key]).toBe(text)
  })

  it('is frozen', () => {
    expect(Object.isFrozen(ErrorMessages)).toBe(true)
  })
})

describe('formatMessage', () => {
  it('fills the spec templates', () => {
    expect(formatMessage.loginEmailCooldown(12)).toBe('Please try again after 12 seconds')
    expect(formatMessage.disconnectChainFailed('solana', 'boom')).toBe('Failed to disconnect chain solana: boom')
    expect(formatMessage.registerNameFailed('alice')).toBe('Error registering name alice')
    expect(formatMessage.adapterNotFound('cosmos')).toBe("Adapter for namespace cosmos doesn't exist")
    expect(Object.isFrozen(formatMessage)).toBe(true)
  })
})

describe('KitError', () => {
  it('defaults to code 5000 and a message equal to the short message', () => {
    const error = new KitError('Something broke')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('KitError')
    expect(error.code).toBe(ErrorCode.DEFAULT)
    expect(error.shortMessage).toBe('Something broke')
    expect(error.message).toBe('Something broke')
    expect(error.details).toBeUndefined()
    expect(error.metaMessages).toBeUndefined()
    expect(error.docsPath).toBeUndefined()
    expect(error.cause).toBeUndefined()
  })

  it('appends meta messages and details on later lines', () => {
    const error = new KitError('Short', {
      code: 42,
      details: 'the details',
      metaMessages: ['meta one', 'meta two'],
      docsPath: '/errors#short',
    })
    expect(error.code).toBe(42)
    expect(error.docsPath).toBe('/errors#short')
    expect(error.message).toBe('Short\n\nmeta one\nmeta two\n\nDetails: the details')
  })

  it('takes details from an Error cause unless they repeat the short message', () => {
    const cause = new Error('socket hang up')
    expect(new KitError('Request failed', { cause }).details).toBe('socket hang up')
    expect(new KitError('Request failed', { cause }).cause).toBe(cause)
    expect(new KitError('socket hang up', { cause }).details).toBeUndefined()
    expect(new KitError('Request failed', { cause, details: 'explicit' }).details).toBe('explicit')
  })

  it('takes details from a KitError cause, falling back to its short message', () => {
    const inner = new UserRejectedRequestError()
    const outer = new ChainNotSupportedError({ cause: inner })
    expect(outer.details).toBe('User rejected the request.')
    expect(outer.message).toBe('Chain is not supported\n\nDetails: User rejected the request.')
    expect(new KitError('Outer', { cause: new KitError('Inner', { details: 'deep' }) }).details).toBe('deep')
  })

  describe('walk', () => {
    const root = { code: 4001, message: 'denied' }
    const middle = new Error('middle', { cause: root })
    const top = new KitError('top', { cause: middle })

    it('returns the deepest cause', () => {
      expect(top.walk()).toBe(root)
      expect(new KitError('alone').walk()).toBeInstanceOf(KitError)
    })

    it('returns the first error the predicate accepts, itself included', () => {
      expect(top.walk((e) => e instanceof KitError)).toBe(top)
      expect(top.walk((e) => e instanceof Error && e.message === 'middle')).toBe(middle)
      expect(top.walk((e) => typeof e === 'object' && e !== null && 'code' in e && e.code === 4001)).toBe(root)
      expect(top.walk((e) => e === root)).toBe(root)
    })

    it('returns null when nothing matches', () => {
      expect(top.walk(() => false)).toBeNull()
    })

    it('narrows with a type guard', () => {
      const found = top.walk((e): e is Error => e instanceof Error && !(e instanceof KitError))
      expect(found?.message).toBe('middle')
    })

    it('survives a cause cycle', () => {
      const a: { cause?: unknown } = {}
      const b = { cause: a }
      a.cause = b
      const error = new KitError('loop', { cause: a })
      expect(error.walk()).toBe(b)
      expect(error.walk(() => false)).toBeNull()
    })
  })
})

describe('subclasses', () => {
  it('UserRejectedRequestError has code 4001 and the fixed message', () => {
    const cause = { code: 4001 }
    const error = new UserRejectedRequestError({ cause })
    expect(error).toBeInstanceOf(KitError)
    expect(error.name).toBe('UserRejectedRequestError')
    expect(error.code).toBe(4001)
    expect(error.shortMessage).toBe('User rejected the request.')
    expect(error.cause).toBe(cause)
  })

  it('ChainNotSupportedError uses the spec text and names the chain', () => {
    const error = new ChainNotSupportedError({ chainId: 137 })
    expect(error.name).toBe('ChainNotSupportedError')
    expect(error.shortMessage).toBe('Chain is not supported')
    expect(error.chainId).toBe(137)
    expect(error.message).toBe('Chain is not supported\n\nChain: 137')
    expect(new ChainNotSupportedError().message).toBe('Chain is not supported')
  })

  it('ProviderRpcError keeps the wallet code, message and data', () => {
    const rpc = { code: -32602, message: 'Invalid params', data: { field: 'to' } }
    const error = new ProviderRpcError(rpc)
    expect(error.name).toBe('ProviderRpcError')
    expect(error.code).toBe(-32602)
    expect(error.shortMessage).toBe('Invalid params')
    expect(error.data).toEqual({ field: 'to' })
    expect(error.cause).toBe(rpc)
  })

  it('ProviderRpcError falls back to the generic message', () => {
    expect(new ProviderRpcError({ code: 4100 }).shortMessage).toBe('An error occurred')
    expect(new ProviderRpcError({ code: 4100, message: '  ' }).shortMessage).toBe('An error occurred')
  })

  it('AdapterNotFoundError substitutes the namespace into the spec text', () => {
    const error = new AdapterNotFoundError('bip122')
    expect(error.name).toBe('AdapterNotFoundError')
    expect(error.shortMessage).toBe("Adapter for namespace bip122 doesn't exist")
    expect(error.namespace).toBe('bip122')
  })

  it('ProjectIdError tells a missing id from an invalid one', () => {
    expect(new ProjectIdError().shortMessage).toBe('Project ID Not Configured')
    expect(new ProjectIdError().reason).toBe('missing')
    const invalid = new ProjectIdError({ reason: 'invalid' })
    expect(invalid.name).toBe('ProjectIdError')
    expect(invalid.shortMessage).toBe('Invalid Project ID')
  })

  it('InvalidOptionsError uses a lone issue as its short message', () => {
    const issues = [{ path: ['siwx'], message: 'Cannot set both siweConfig and siwx options' }]
    const error = new InvalidOptionsError(issues)
    expect(error.name).toBe('InvalidOptionsError')
    expect(error.shortMessage).toBe('Cannot set both siweConfig and siwx options')
    expect(error.details).toBe('siwx: Cannot set both siweConfig and siwx options')
    expect(error.issues).toBe(issues)
  })

  it('InvalidOptionsError lists several issues with their paths', () => {
    const error = new InvalidOptionsError([
      { path: ['projectId'], message: 'Required' },
      { path: ['networks', 0, 'name'], message: 'Too small' },
      { path: [], message: 'Root problem' },
    ])
    expect(error.shortMessage).toBe('Invalid options')
    expect(error.details).toBe('projectId: Required; networks[0].name: Too small; Root problem')
  })

  it('HttpRequestError and TimeoutError carry url and status', () => {
    const http = new HttpRequestError({ url: 'http://127.0.0.1:8545/v1', status: 429, details: 'Too Many Requests' })
    expect(http.name).toBe('HttpRequestError')
    expect(http.url).toBe('http://127.0.0.1:8545/v1')
    expect(http.status).toBe(429)
    expect(http.message).toBe(
      'HTTP request failed\n\nStatus: 429\nURL: http://127.0.0.1:8545/v1\n\nDetails: Too Many Requests',
    )
    const timeout = new TimeoutError({ url: 'http://127.0.0.1:8545/v1', timeout: 10_000 })
    expect(timeout.name).toBe('TimeoutError')
    expect(timeout.url).toBe('http://127.0.0.1:8545/v1')
    expect(timeout.status).toBeUndefined()
    expect(timeout.timeout).toBe(10_000)
    expect(timeout.message).toBe('The request took too long to respond\n\nURL: http://127.0.0.1:8545/v1\nTimeout: 10000 ms')
  })
})

describe('toKitError', () => {
  it('returns a KitError untouched', () => {
    const error = new AdapterNotFoundError('eip155')
    expect(toKitError(error)).toBe(error)
  })

  it('maps code 4001 to UserRejectedRequestError, keeping the cause', () => {
    const raw = { code: 4001, message: 'User denied account authorization' }
    const error = toKitError(raw)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
    expect(error.cause).toBe(raw)
  })

  it('maps a rejection a wallet nested under a generic error', () => {
    const raw = { code: -32603, message: 'Internal error', data: { originalError: { code: 4001 } } }
    expect(toKitError(raw)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('maps other provider errors to ProviderRpcError', () => {
    const raw = { code: 4902, message: 'Unrecognized chain ID "0x89".' }
    const error = toKitError(raw)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error.code).toBe(ErrorCode.UNRECOGNIZED_CHAIN_ID)
    expect(error.shortMessage).toBe('Unrecognized chain ID "0x89".')
    expect(error.cause).toBe(raw)
    expect(toKitError({ code: 4900 }).shortMessage).toBe('An error occurred')
  })

  it('wraps an Error with its message and the error as cause', () => {
    const raw = new TypeError('Failed to fetch')
    const error = toKitError(raw)
    expect(error.constructor).toBe(KitError)
    expect(error.shortMessage).toBe('Failed to fetch')
    expect(error.code).toBe(ErrorCode.DEFAULT)
    expect(error.cause).toBe(raw)
    expect(toKitError(new Error('')).shortMessage).toBe('An error occurred')
  })

  it('wraps anything else in the generic message without losing it', () => {
    for (const raw of ['boom', 42, null, undefined, { message: 'no code' }]) {
      const error = toKitError(raw)
      expect(error.shortMessage).toBe('An error occurred')
      expect(error.cause).toBe(raw)
    }
  })
})

describe('isUserRejection', () => {
  it('recognises 4001 at the top, in causes and in data.originalError', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new UserRejectedRequestError())).toBe(true)
    expect(isUserRejection(new KitError('wrapped', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection(new Error('a', { cause: new Error('b', { cause: { code: 4001 } }) }))).toBe(true)
    expect(isUserRejection({ code: -32603, data: { originalError: { code: 4001 } } })).toBe(true)
    expect(isUserRejection({ code: -32603, data: { originalError: { cause: { code: 4001 } } } })).toBe(true)
  })

  it('rejects everything else', () => {
    expect(isUserRejection({ code: 4100 })).toBe(false)
    expect(isUserRejection({ code: '4001' })).toBe(false)
    expect(isUserRejection(new Error('User rejected'))).toBe(false)
    expect(isUserRejection(null)).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
    expect(isUserRejection({ data: 'x' })).toBe(false)
  })

  it('terminates on a cyclic error', () => {
    const a: { cause?: unknown; data?: unknown } = {}
    a.cause = a
    a.data = { originalError: a }
    expect(isUserRejection(a)).toBe(false)
  })
})
