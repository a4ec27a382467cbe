import type { CaipNetworkId, Namespace, PluginContext, Slice, TimerId } from '../../kernel/index.js'
import { fetchOptions, fetchPurchases, fetchQuotes, generateCheckoutUrl, type CheckoutAsk, type OnrampOptions, type OnrampQuote, type QuoteAsk } from './api.js'
import type { OnrampState } from './plugin.js'

/** How often the account's purchases are asked for while one is awaited, and for how long. */
export const PURCHASE_POLL_MS = 2_000
export const PURCHASE_WAIT_MS = 15 * 60_000
export const PURCHASE_TIMEOUT_MESSAGE = 'No purchase arrived. If you paid, it will show in Activity once the provider sends it.'
export const POPUP_BLOCKED_MESSAGE = 'The provider’s window was closed or blocked. Allow pop-ups for this site and try again.'

export interface OnrampService {
  /** Spec §6 namespaces the plugin serves (the host's choice). */
  readonly namespaces: readonly Namespace[]
  options(signal?: AbortSignal): Promise<OnrampOptions>
  quotes(ask: QuoteAsk, signal?: AbortSignal): Promise<readonly OnrampQuote[]>
  /**
   * Sends the visitor to the provider: `target` is the window the click opened (before any await, so no popup
   * blocker stops it), navigated to the generator's URL; then the purchase is awaited on the account's history.
   */
  checkout(target: Window | null, ask: CheckoutAsk & { readonly providerName: string; readonly namespace: Namespace }): Promise<void>
  /** Forgets the purchase shown (done, failed, or one the visitor no longer waits for). */
  dismiss(): void
}

export function createOnrampService(ctx: PluginContext, slice: Slice<OnrampState>, namespaces: readonly Namespace[]): OnrampService {
  let watching: AbortController | undefined
  let timer: TimerId | undefined
  const stop = () => {
    watching?.abort()
    watching = undefined
    ctx.clock.clearTimeout(timer)
  }
  ctx.onDispose(stop)

  const fail = (message: string) => {
    ctx.track('ONRAMP_ERROR', { message })
    slice.set((s) => {
      if (s.purchase) s.purchase = { ...s.purchase, status: 'failed', message }
    })
  }

  /** Polls the account's purchases through the provider until one the visitor had not made before appears. */
  function watch(ask: { readonly address: string; readonly network: CaipNetworkId; readonly provider: string; readonly namespace: Namespace }, known: ReadonlySet<string>) {
    const controller = (watching = new AbortController())
    const deadline = ctx.clock.now() + PURCHASE_WAIT_MS
    const poll = async () => {
      if (controller.signal.aborted) return
      const purchases = await fetchPurchases(ctx.http, ask, controller.signal).catch((error: unknown) => {
        if (!controller.signal.aborted) ctx.log.warn('could not read the onramp purchases', error)
        return []
      })
      if (controller.signal.aborted) return
      const landed = purchases.find((purchase) => !known.has(purchase.hash))
      if (landed) {
        watching = undefined
        slice.set((s) => {
          if (s.purchase) s.purchase = { ...s.purchase, status: 'done', hash: landed.hash, ...(landed.amount ? { received: landed.amount } : {}) }
        })
        ctx.track('ONRAMP_SUCCESS', { provider: ask.provider, network: ask.network, hash: landed.hash })
        void ctx.connection.refreshAccountData(ask.namespace, { forceUpdate: true }).catch(() => {})
        // Activity lists what the kit tells it about and then reads the indexer's page again, where the
        // purchase is a 'buy'.
        ctx.bus.emit('transaction:sent', {
          namespace: ask.namespace,
          caipNetworkId: ask.network,
          hash: landed.hash,
          from: ask.address,
          to: ask.address,
          ...(landed.amount ? { amount: landed.amount } : {}),
          ...(landed.symbol ? { symbol: landed.symbol } : {}),
          sentAt: Number.isFinite(landed.minedAt) ? landed.minedAt : ctx.clock.now(),
        })
        return
      }
      if (ctx.clock.now() >= deadline) {
        watching = undefined
        return fail(PURCHASE_TIMEOUT_MESSAGE)
      }
      timer = ctx.clock.setTimeout(() => void poll(), PURCHASE_POLL_MS)
    }
    void poll()
  }

  return {
    namespaces,
    options: (signal) => fetchOptions(ctx.http, signal),
    quotes: (ask, signal) => fetchQuotes(ctx.http, ask, signal),
    async checkout(target, ask) {
      stop()
      slice.set((s) => {
        s.purchase = {
          status: 'waiting',
          provider: ask.provider,
          providerName: ask.providerName,
          caipNetworkId: ask.network,
          symbol: ask.symbol,
          amount: ask.amount,
          paymentCurrency: ask.paymentCurrency,
        }
      })
      ctx.track('ONRAMP_CONTINUE', { provider: ask.provider, network: ask.network, symbol: ask.symbol, amount: ask.amount, paymentCurrency: ask.paymentCurrency })
      try {
        const lookup = { address: ask.address, network: ask.network, provider: ask.provider, namespace: ask.namespace }
        const [url, before] = await Promise.all([generateCheckoutUrl(ctx.http, ask, ctx.signal), fetchPurchases(ctx.http, lookup, ctx.signal).catch(() => [])])
        if (!target || target.closed) throw new Error(POPUP_BLOCKED_MESSAGE)
        target.location.href = url
        watch(lookup, new Set(before.map((purchase) => purchase.hash)))
      } catch (error) {
        target?.close()
        fail(error instanceof Error ? error.message : String(error))
      }
    },
    dismiss() {
      stop()
      slice.set((s) => {
        delete s.purchase
      })
    },
  }
}
