// @ts-check
import { requireCaip2 } from '../caip.mjs'
import { ApiError } from '../http.mjs'

/**
 * GET /v1/convert/gas-price?chainId=eip155:31337 — the chain's gas price, read from it at call time, in wei as
 * decimal text: `standard` is eth_gasPrice, `fast` and `instant` add 10% and 25% as a hosted API's tiers would.
 * A chain this server does not run is a 400 (spec §7: gas calls for an unsupported network fail).
 * @param {import('../server.mjs').HandlerContext} context
 * @returns {Promise<import('../http.mjs').Reply>}
 */
export async function gasPrice(context) {
  const { query, reader } = context
  const chainId = query.get('chainId')
  const chain = reader.chain(requireCaip2(chainId ?? '', 'chainId'))
  if (!chain) throw new ApiError(400, 'unsupported_chain', `Network not supported for Gas Price: ${chainId}`)
  let wei
  try {
    wei = await reader.gasPrice(chain)
  } catch (error) {
    throw new ApiError(503, 'unreachable', `Failed to read the gas price from the chain: ${error instanceof Error ? error.message : error}`)
  }
  return { json: { standard: String(wei), fast: String((wei * 110n) / 100n), instant: String((wei * 125n) / 100n) } }
}
