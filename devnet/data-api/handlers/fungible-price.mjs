// @ts-check
import { isAddress } from 'viem'
import { DEVNET_TOKENS, NATIVE_CURRENCY } from '../../tokens.mjs'
import { tokenIconUrl } from '../assets.mjs'
import { parseCaip10 } from '../caip.mjs'
import { ApiError } from '../http.mjs'
import { requireCurrency } from './currency.mjs'

// How the kit names a chain's native coin where a token address is expected (spec §9).
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * POST /v1/fungible/price, body `{ currency: 'usd', addresses: ['eip155:31337:0x…'], projectId }`.
 * Answers the known tokens among `addresses`, each under the address it was asked by; others are left out.
 * @param {import('../server.mjs').HandlerContext} context
 * @returns {import('../http.mjs').Reply}
 */
export function fungiblePrice({ body, reader, state, baseUrl }) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'body', 'Expected a JSON body { currency, addresses, projectId }')
  }
  const { currency, addresses } = /** @type {Record<string, unknown>} */ (body)
  requireCurrency(currency)
  if (!Array.isArray(addresses) || addresses.length === 0 || !addresses.every((entry) => typeof entry === 'string')) {
    throw new ApiError(400, 'addresses', 'addresses must be a non-empty list of CAIP-10 addresses')
  }

  const fungibles = /** @type {string[]} */ (addresses).flatMap((caipAddress) => {
    const { network, address } = parseCaip10(caipAddress)
    if (!network.startsWith('eip155:') || !isAddress(address, { strict: false })) {
      throw new ApiError(400, 'addresses', `${caipAddress} is not an EVM token address`)
    }
    if (!reader.chain(network)) return []
    const lower = address.toLowerCase()
    const known =
      lower === NATIVE_PLACEHOLDER
        ? NATIVE_CURRENCY
        : DEVNET_TOKENS.find((token) => token.address.toLowerCase() === lower)
    if (!known) return []
    return [
      {
        name: known.name,
        symbol: known.symbol,
        iconUrl: tokenIconUrl(baseUrl, known.symbol),
        price: state.price(known.symbol),
        decimals: known.decimals,
        address: caipAddress,
      },
    ]
  })
  return { json: { fungibles } }
}
