import { keccak_256 } from '@noble/hashes/sha3'
import { KitError, isEvmAddress, parseCaipNetworkId, toChecksumAddress, type Namespace } from '../../kernel/index.js'
import { MAX_NONCE_LENGTH, MAX_RESOURCES, MAX_STATEMENT_LENGTH, MAX_URI_LENGTH } from './limits.js'
import type { SiwxMessageData } from './types.js'

/** CAIP-122's `${blockchain}` in the header, per namespace the kit signs in with. */
const BLOCKCHAIN_NAMES: Partial<Record<Namespace, string>> = { eip155: 'Ethereum', solana: 'Solana' }


// EIP-4361: an RFC 3986 authority: optional user information, a host (a DNS name, localhost, an IPv4 address or
// a bracketed IPv6 one) and an optional port.
const USERINFO = "(?:[A-Za-z0-9._~!$&'()*+,;=:-]|%[0-9A-Fa-f]{2})*@"
const HOST = [
  '(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+(?:[a-zA-Z]{2,63}|[xX][nN]--[a-zA-Z0-9-]{0,58}[a-zA-Z0-9])',
  'localhost',
  '(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)(?:\\.(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}',
  '\\[[0-9a-fA-F:.]{2,45}\\]',
].join('|')
const AUTHORITY = new RegExp(`^(?:${USERINFO})?(?:${HOST})(?::[0-9]{1,5})?$`)
// EIP-4361: at least 8 alphanumeric characters.
const NONCE = new RegExp(`^[a-zA-Z0-9]{8,${MAX_NONCE_LENGTH}}$`)
// RFC 3339 date-time, as EIP-4361 asks of every time field.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
// RFC 3986: a scheme, then no whitespace or control characters anywhere.
const URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s\u0000-\u001f\u007f]*$/

export class InvalidSiwxMessageError extends KitError {
  override name = 'InvalidSiwxMessageError' as const
  constructor(field: string, reason: string) {
    super(`Invalid sign-in message: ${field} ${reason}`)
  }
}

/**
 * The CAIP-122 text for the fields: for eip155 exactly EIP-4361, for solana the same with the Solana header and
 * the cluster's reference as Chain ID. Refuses what the standard does not allow rather than signing it.
 */
export function createSiwxMessage(data: SiwxMessageData): string {
  for (const field of ['chainId', 'accountAddress', 'domain', 'uri', 'version', 'nonce', 'issuedAt'] as const) {
    check(field, typeof data[field] === 'string', 'is required')
  }
  check('chainId', /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/.test(data.chainId), 'must be a CAIP-2 network id')
  const { namespace, reference } = parseCaipNetworkId(data.chainId)
  const blockchain = BLOCKCHAIN_NAMES[namespace]
  if (!blockchain) throw new InvalidSiwxMessageError('chainId', `is on ${namespace}, which has no sign-in message`)
  check('chainId', namespace !== 'eip155' || /^[1-9][0-9]{0,31}$/.test(reference), 'must name an EIP-155 chain')
  const address = accountAddress(namespace, data.accountAddress)
  check('domain', data.domain.length <= 255 && AUTHORITY.test(data.domain), 'must be an RFC 3986 authority')
  checkUri('uri', data.uri)
  check('version', data.version === '1', "must be '1'")
  check('nonce', NONCE.test(data.nonce), `must be 8 to ${MAX_NONCE_LENGTH} letters and digits`)
  if (data.statement !== undefined) {
    check('statement', typeof data.statement === 'string', 'must be text')
    check('statement', !/[\n\r]/.test(data.statement), 'must be one line')
    check('statement', data.statement.length <= MAX_STATEMENT_LENGTH, `must be at most ${MAX_STATEMENT_LENGTH} characters`)
  }
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if (value !== undefined) check(field, typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)), 'must be an RFC 3339 date-time')
  }
  if (data.requestId !== undefined) check('requestId', typeof data.requestId === 'string' && /^[\x21-\x7e]{0,256}$/.test(data.requestId), 'must be printable characters')
  if (data.resources !== undefined) {
    check('resources', Array.isArray(data.resources) && data.resources.length <= MAX_RESOURCES, `must be at most ${MAX_RESOURCES}`)
    for (const resource of data.resources) checkUri('resources', resource)
  }

  const lines = [`${data.domain} wants you to sign in with your ${blockchain} account:`, address, '']
  if (data.statement) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/** EIP-4361 asks for the EIP-55 form; a Solana address is base58 as given. */
function accountAddress(namespace: Namespace, address: string): string {
  if (namespace === 'solana') {
    check('accountAddress', SOLANA_ADDRESS.test(address), 'must be a base58 Solana address')
    return address
  }
  check('accountAddress', isEvmAddress(address, { strict: true, keccak256: keccak_256, requirePrefix: true }), 'must be an EIP-55 address')
  return toChecksumAddress(address, keccak_256)
}


function checkUri(field: string, value: unknown) {
  check(field, typeof value === 'string' && value.length <= MAX_URI_LENGTH && URI.test(value), 'must be an RFC 3986 URI')
}

function check(field: string, ok: boolean, reason: string): asserts ok {
  if (!ok) throw new InvalidSiwxMessageError(field, reason)
}
