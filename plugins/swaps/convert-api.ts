import * as z from 'zod/mini'
import { assertGasPriceSupported, assertSwapsSupported, usdSchema, type CaipNetworkId, type Http } from '../../kernel/index.js'
import type { BuiltTransaction } from './swap-run.js'

/** More tokens than any swap list needs; a longer answer is garbage. */
export const MAX_SWAP_TOKENS = 500
const text = (max: number) => z.string().check(z.maxLength(max))
const units = z.string().check(z.regex(/^\d{1,78}$/))
const caip10 = z.string().check(z.regex(/^eip155:\d{1,32}:0x[0-9a-fA-F]{40}$/))
const hexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2}){0,20000}$/))

const tokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: text(200),
      symbol: text(40),
      address: caip10,
      decimals: z.number().check(z.int(), z.minimum(0), z.maximum(36)),
      logoUri: z.optional(text(2000)),
    }),
  ).check(z.maxLength(MAX_SWAP_TOKENS)),
})
const quotesSchema = z.object({
  quotes: z.array(z.object({ fromAmount: units, fromAccount: caip10, toAmount: units, toAccount: caip10 })).check(z.minLength(1), z.maxLength(10)),
})
const allowanceSchema = z.object({ allowance: units })
const txSchema = z.object({
  tx: z.object({
    from: caip10,
    to: caip10,
    data: hexData,
    value: z.optional(units),
    amount: z.optional(units),
    eip155: z.object({ gas: units, gasPrice: units }),
  }),
})
const gasPriceSchema = z.object({ standard: units, fast: units, instant: units })
const pricesSchema = z.object({
  fungibles: z.array(z.object({ address: text(200), price: usdSchema })).check(z.maxLength(MAX_SWAP_TOKENS)),
})

export type SwapToken = z.output<typeof tokensSchema>['tokens'][number]

export interface SwapRequest {
  readonly caipNetworkId: CaipNetworkId
  /** CAIP-10 of the tokens (the 0xeee…e placeholder for the network's coin) and of the account. */
  readonly from: string
  readonly to: string
  readonly userAddress: string
  /** Base units of `from`. */
  readonly amount: bigint
}

/**
 * The data API's `/v1/convert/*` calls (spec §7), parsed and bounded. Each first checks that the data API serves the
 * network and throws spec §8's 'Network not supported for Swaps' (for the gas price: '… for Gas Price') when not.
 */
export function createConvertApi(http: Http, projectId: string) {
  const get = async <S extends z.ZodMiniType>(caipNetworkId: CaipNetworkId, path: string, query: Record<string, string>, schema: S, signal?: AbortSignal) => {
    await (path === '/v1/convert/gas-price' ? assertGasPriceSupported : assertSwapsSupported)(http, caipNetworkId)
    return http.request({ service: 'api', path, query, schema, ...(signal ? { signal } : {}) })
  }
  const built = ({ tx }: z.output<typeof txSchema>): BuiltTransaction & { readonly gasPrice: bigint } => ({
    to: tx.to.split(':')[2] ?? '',
    data: tx.data,
    value: BigInt(tx.amount ?? tx.value ?? '0'),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
  })
  return {
    async tokens(caipNetworkId: CaipNetworkId, signal?: AbortSignal): Promise<readonly SwapToken[]> {
      return (await get(caipNetworkId, '/v1/convert/tokens', { chainId: caipNetworkId }, tokensSchema, signal)).tokens
    },
    /** The amount out, in base units of `to`. */
    async quote(request: SwapRequest, signal?: AbortSignal): Promise<bigint> {
      const { from, to, userAddress, amount, caipNetworkId } = request
      const { quotes } = await get(caipNetworkId, '/v1/convert/quotes', { from, to, userAddress, amount: String(amount) }, quotesSchema, signal)
      return BigInt(quotes[0]?.toAmount ?? '0')
    },
    /** Per wei, the chain's standard gas price. */
    async gasPrice(caipNetworkId: CaipNetworkId, signal?: AbortSignal): Promise<bigint> {
      return BigInt((await get(caipNetworkId, '/v1/convert/gas-price', { chainId: caipNetworkId }, gasPriceSchema, signal)).standard)
    },
    /** USD per whole token, by lowercased CAIP-10 address; a token without a price is absent (never fails). */
    async prices(caipNetworkId: CaipNetworkId, addresses: readonly string[], signal?: AbortSignal): Promise<ReadonlyMap<string, number>> {
      if (addresses.length === 0) return new Map()
      const body = { currency: 'usd', addresses, projectId }
      const answer = await http
        .request({ service: 'api', method: 'POST', idempotent: true, path: '/v1/fungible/price', body, schema: pricesSchema, caipNetworkId, ...(signal ? { signal } : {}) })
        .catch(() => ({ fungibles: [] }))
      return new Map(answer.fungibles.map(({ address, price }) => [address.toLowerCase(), price]))
    },
    async allowance({ caipNetworkId, from, userAddress }: SwapRequest): Promise<bigint> {
      return BigInt((await get(caipNetworkId, '/v1/convert/allowance', { tokenAddress: from, userAddress }, allowanceSchema)).allowance)
    },
    async buildApprove({ caipNetworkId, from, to, userAddress }: SwapRequest) {
      return built(await get(caipNetworkId, '/v1/convert/build-approve', { from, to, userAddress }, txSchema))
    },
    /** The swap paying at least the quote less `slippagePercent` (spec §9: 1 by default). */
    async buildSwap({ caipNetworkId, from, to, userAddress, amount }: SwapRequest, slippagePercent: number) {
      await assertSwapsSupported(http, caipNetworkId)
      const body = { amount: String(amount), from, to, userAddress, projectId, disableEstimate: true, eip155: { slippage: String(slippagePercent) } }
      return built(await http.request({ service: 'api', method: 'POST', path: '/v1/convert/build-transaction', body, schema: txSchema }))
    },
  }
}

export type ConvertApi = ReturnType<typeof createConvertApi>
