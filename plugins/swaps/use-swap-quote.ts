import { useEffect, useState } from 'react'
import { toKitError } from '../../kernel/index.js'
import type { ConvertApi, SwapRequest } from './convert-api.js'
import { DEFAULT_SLIPPAGE_PERCENT, priceImpactPercent } from './quote-math.js'
import type { SwapListToken } from './swap-tokens.js'

/** What a quote shows: the amount out (base units of `to`), the network fee (of the coin) and the price impact. */
export interface SwapQuote {
  readonly out: bigint
  readonly fee?: bigint
  readonly impact?: number
}

export type QuoteState =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'ready'; readonly key: string; readonly quote: SwapQuote }
  | { readonly status: 'failed'; readonly message: string }

/** Typing pauses this long before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 300

/**
 * The quote for `request`, asked again (after a pause in typing) whenever it changes or `nonce` moves ("Get new
 * quote"): the router's amount out, `/v1/convert/gas-price` × the built swap's gas, and the price impact at the
 * data API's prices (the balance list's where it has them).
 */
export function useSwapQuote(convert: ConvertApi, request: SwapRequest | undefined, tokens: { readonly from?: SwapListToken; readonly to?: SwapListToken }, nonce: number): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'idle' })
  const key = request && tokens.from && tokens.to ? `${request.from}/${request.to}/${request.amount}/${nonce}` : undefined
  useEffect(() => {
    const { from, to } = tokens
    if (!key || !request || !from || !to) return setState({ status: 'idle' })
    setState({ status: 'loading' })
    const controller = new AbortController()
    const { signal } = controller
    const timer = setTimeout(() => {
      void (async () => {
        const unpriced = [from, to].filter((token) => !(token.price > 0)).map((token) => token.address)
        const [out, gasPrice, built, prices] = await Promise.all([
          convert.quote(request, signal),
          convert.gasPrice(request.caipNetworkId, signal).catch(() => undefined),
          convert.buildSwap(request, DEFAULT_SLIPPAGE_PERCENT).catch(() => undefined),
          convert.prices(request.caipNetworkId, unpriced, signal),
        ])
        const priceOf = (token: SwapListToken) => (token.price > 0 ? token.price : (prices.get(token.address.toLowerCase()) ?? 0))
        const impact = priceImpactPercent({ amount: request.amount, decimals: from.decimals, price: priceOf(from) }, { amount: out, decimals: to.decimals, price: priceOf(to) })
        const quote: SwapQuote = { out, ...(gasPrice !== undefined && built ? { fee: gasPrice * built.gas } : {}), ...(impact !== undefined ? { impact } : {}) }
        if (!signal.aborted) setState({ status: 'ready', key, quote })
      })().catch((failure: unknown) => !signal.aborted && setState({ status: 'failed', message: toKitError(failure).shortMessage }))
    }, QUOTE_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for the request and the tokens
  }, [convert, key])
  return state
}
