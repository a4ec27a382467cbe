// @ts-check
import { isAddress } from 'viem'
import { ApiError } from './http.mjs'

// CAIP-2: namespace (3–8 of [-a-z0-9]) and reference (1–32 of [-_a-zA-Z0-9]); CAIP-10 adds an account.
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CAIP10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

/**
 * @param {string} value
 * @param {string} field
 */
export function requireCaip2(value, field) {
  if (!CAIP2.test(value)) throw new ApiError(400, field, `${field} must be a CAIP-2 network id such as eip155:31337`)
  return value
}

/**
 * @param {string} value
 * @returns {{ network: string, address: string }}
 */
export function parseCaip10(value) {
  const match = CAIP10.exec(value)
  if (!match) throw new ApiError(400, 'addresses', `${value} is not a CAIP-10 address such as eip155:31337:0x…`)
  return { network: /** @type {string} */ (match[1]), address: /** @type {string} */ (match[2]) }
}

/**
 * An EVM address from a path segment, any case.
 * @param {string | undefined} value
 * @returns {`0x${string}`}
 */
export function requireEvmAddress(value) {
  if (!value || !isAddress(value, { strict: false })) throw new ApiError(400, 'address', 'The address provided is invalid')
  return value
}
