// @ts-check
import { createPublicClient, getAddress, http, isAddress, isHex, verifyMessage } from 'viem'
import { createNameWriter } from '../name-resolver.mjs'
import { ApiError } from './http.mjs'

/** What every name the registry hands out ends with; the visitor picks the part before it. */
export const NAME_SUFFIX = '.tessera.id'
/** Spec §5: at least 4 characters, only letters, digits and hyphen. 63 is DNS's limit for one label. */
export const MIN_LABEL_LENGTH = 4
export const MAX_LABEL_LENGTH = 63
const LABEL = /^[a-zA-Z0-9-]+$/
/** A signed registration is good for this long (seconds), and may be dated this far ahead of the server's clock. */
export const REGISTRATION_MAX_AGE_S = 600
export const REGISTRATION_MAX_SKEW_S = 60
/** ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId (spec §5 rejects chain ids at or above 2^31). */
const EVM_COIN_TYPE_BASE = 0x8000_0000
const MAX_MESSAGE_LENGTH = 2_000
const MAX_SIGNATURE_LENGTH = 20_000
const MAX_ATTRIBUTES = 20
const SUGGESTION_COUNT = 3

/**
 * The label of `name` (what precedes the suffix, or all of it), or an ApiError saying which rule it breaks.
 * @param {string} name
 * @returns {string}
 */
export function labelOf(name) {
  const label = name.toLowerCase().endsWith(NAME_SUFFIX) ? name.slice(0, -NAME_SUFFIX.length) : name
  if (label.length < MIN_LABEL_LENGTH) throw new ApiError(400, 'name', `Name must be at least ${MIN_LABEL_LENGTH} characters long`)
  if (label.length > MAX_LABEL_LENGTH) throw new ApiError(400, 'name', `Name must be at most ${MAX_LABEL_LENGTH} characters long`)
  if (!LABEL.test(label)) throw new ApiError(400, 'name', 'Name can only contain letters, numbers and hyphens')
  return label.toLowerCase()
}

/**
 * The profile endpoints' registry: names live in the data API's state (so identity and reverse lookup see them at
 * once) and are written into each chain's name resolver, so a page without the data API reads them too.
 * @param {{ chains: readonly { id: number, rpcUrl: string }[], state: import('./state.mjs').DataApiState }} options
 */
export function createNameRegistry({ chains, state }) {
  const writer = createNameWriter(chains)

  /** @param {string} label */
  const isTaken = (label) => state.identityByName(`${label}${NAME_SUFFIX}`) !== undefined

  return {
    /**
     * GET /v1/profile/suggestions/{name}: the name asked for, with whether it is taken, then free ones like it.
     * @param {string} name
     */
    suggestions(name) {
      const label = labelOf(name)
      const suggestions = [{ name: `${label}${NAME_SUFFIX}`, registered: isTaken(label) }]
      for (let n = 1; suggestions.length <= SUGGESTION_COUNT; n++) {
        const candidate = `${label.slice(0, MAX_LABEL_LENGTH - String(n).length)}${n}`
        if (!isTaken(candidate)) suggestions.push({ name: `${candidate}${NAME_SUFFIX}`, registered: false })
      }
      return { suggestions }
    },

    /**
     * POST /v1/profile/account: `{ coin_type, address, message, signature }`, the message being the JSON text
     * `{ name, attributes, timestamp }` the account signed (spec §7).
     * @param {unknown} body
     */
    async register(body) {
      const { coinType, address, message, signature } = readRegistration(body)
      const chainId = coinType - EVM_COIN_TYPE_BASE
      const { name, timestamp } = readMessage(message)
      const label = labelOf(name)
      const now = Math.floor(Date.now() / 1000)
      if (timestamp < now - REGISTRATION_MAX_AGE_S || timestamp > now + REGISTRATION_MAX_SKEW_S) {
        throw new ApiError(400, 'message', 'The registration message has expired: sign a new one')
      }
      if (!(await signedBy(chainId, address, message, signature))) throw new ApiError(401, 'signature', 'Invalid signature')
      const fullName = `${label}${NAME_SUFFIX}`
      const holder = state.identityByName(fullName)
      if (holder && holder.address.toLowerCase() !== address.toLowerCase()) throw new ApiError(409, 'name', 'Name is already taken')
      const identity = state.setIdentity(address, { name: fullName, avatar: state.identity(address)?.avatar ?? null })
      await writer.setName(fullName, address)
      return identity
    },
  }

  /**
   * A devnet chain checks smart accounts' signatures too (EIP-1271, EIP-6492); another EVM chain, plain keys only.
   * @param {number} chainId
   * @param {`0x${string}`} address
   * @param {string} message
   * @param {`0x${string}`} signature
   */
  async function signedBy(chainId, address, message, signature) {
    const chain = chains.find((candidate) => candidate.id === chainId)
    try {
      if (!chain) return await verifyMessage({ address, message, signature })
      return await createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }).verifyMessage({ address, message, signature })
    } catch {
      return false
    }
  }
}

/**
 * @param {unknown} body
 * @returns {{ coinType: number, address: `0x${string}`, message: string, signature: `0x${string}` }}
 */
function readRegistration(body) {
  const input = /** @type {Record<string, unknown>} */ (typeof body === 'object' && body !== null ? body : {})
  const coinType = typeof input.coin_type === 'string' && /^\d{1,10}$/.test(input.coin_type) ? Number(input.coin_type) : input.coin_type
  if (typeof coinType !== 'number' || !Number.isInteger(coinType) || coinType < EVM_COIN_TYPE_BASE || coinType > 0xffff_ffff) {
    throw new ApiError(400, 'coin_type', 'coin_type must be an EVM chain’s coin type (0x80000000 | chainId)')
  }
  const { address, message, signature } = input
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) throw new ApiError(400, 'address', 'The address provided is invalid')
  if (typeof message !== 'string' || message.length > MAX_MESSAGE_LENGTH) throw new ApiError(400, 'message', 'message must be the signed JSON text')
  if (typeof signature !== 'string' || signature.length > MAX_SIGNATURE_LENGTH || !isHex(signature)) {
    throw new ApiError(400, 'signature', 'signature must be a hex string')
  }
  return { coinType, address: getAddress(address), message, signature }
}

/**
 * @param {string} message
 * @returns {{ name: string, timestamp: number }}
 */
function readMessage(message) {
  /** @type {unknown} */
  let parsed
  try {
    parsed = JSON.parse(message)
  } catch {
    throw new ApiError(400, 'message', 'message must be the signed JSON text')
  }
  const fields = /** @type {Record<string, unknown>} */ (typeof parsed === 'object' && parsed !== null ? parsed : {})
  const { name, attributes, timestamp } = fields
  if (typeof name !== 'string') throw new ApiError(400, 'message', 'The message names no name')
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp)) throw new ApiError(400, 'message', 'The message has no timestamp in seconds')
  const entries = typeof attributes === 'object' && attributes !== null && !Array.isArray(attributes) ? Object.values(attributes) : undefined
  if (!entries || entries.length > MAX_ATTRIBUTES || entries.some((value) => typeof value !== 'string')) {
    throw new ApiError(400, 'message', 'attributes must be an object of strings')
  }
  return { name, timestamp }
}
