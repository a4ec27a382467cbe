import * as z from 'zod/mini'
import type { CaipNetwork, Http } from '../../kernel/index.js'

/** Wei as decimal text; 78 digits hold any uint256. */
const wei = z.string().check(z.regex(/^\d{1,78}$/))
/** GET /v1/convert/gas-price: the chain's gas prices in wei, slowest to fastest. */
export const gasPriceResponseSchema = z.object({ standard: wei, fast: wei, instant: wei })

/**
 * Spec §7: the gas price from the data API where it serves the network; undefined where it does not (or no API
 * is configured), and the caller then asks the chain itself.
 */
export async function dataApiGasPrice(http: Http, caipNetwork: CaipNetwork, signal?: AbortSignal): Promise<bigint | undefined> {
  if (!(await http.isSupported(caipNetwork.caipNetworkId))) return undefined
  const answer = await http.request({
    service: 'api',
    path: '/v1/convert/gas-price',
    query: { chainId: caipNetwork.caipNetworkId },
    schema: gasPriceResponseSchema,
    caipNetworkId: caipNetwork.caipNetworkId,
    ...(signal ? { signal } : {}),
  })
  return BigInt(answer.standard)
}
