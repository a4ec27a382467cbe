import type { CaipNetwork, PluginContext, SentTransaction } from '../../kernel/index.js'
import { fromApi } from './activity-item.js'
import { historyPageSchema } from './history-schema.js'
import { addSent, localTransactionsSchema, settle, type LocalTransaction } from './local-transactions.js'
import { historyMessages } from './messages.js'
import type { HistoryFeed, HistoryService } from './plugin.js'

/** Spec §8. */
export const FETCH_FAILED_MESSAGE = 'Failed to fetch transactions'
/** How often a pending transaction is looked up on its chain. */
export const STATUS_POLL_MS = 2_000

const EMPTY_FEED: HistoryFeed = { transactions: [], loading: false, failed: false, empty: false }

export function setupHistory(ctx: PluginContext): void {
  if (!ctx.options.features.history) return
  ctx.messages.add(historyMessages)
  const stored = ctx.storage.declare('history_transactions', localTransactionsSchema)
  const slice = ctx.store.register('history', { feed: EMPTY_FEED, local: stored.get() ?? [] })
  const source = ctx.http.isConfigured('api') ? 'api' : 'local'

  const inView = () => {
    const state = ctx.store.get()
    const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
    const network = chain?.networkState.caipNetwork
    const address = chain?.accountState.status === 'connected' ? chain.accountState.address : undefined
    return network && address ? { network, address, key: `${network.caipNetworkId}|${address}` } : undefined
  }

  // --- The data API's pages ------------------------------------------------------------------------------------
  let inflight: AbortController | undefined
  const fetchPage = (target: { network: CaipNetwork; address: string; key: string }, cursor: string | undefined) => {
    inflight?.abort()
    const controller = (inflight = new AbortController())
    slice.set((s) => {
      s.feed.loading = true
      s.feed.failed = false
    })
    ctx.http
      .request({
        service: 'api',
        path: `/v1/account/${encodeURIComponent(target.address)}/history`,
        query: { chainId: target.network.caipNetworkId, ...(cursor ? { cursor } : {}) },
        schema: historyPageSchema,
        empty: { data: [], next: null },
        caipNetworkId: target.network.caipNetworkId,
        signal: controller.signal,
      })
      .then(
        (page) => {
          if (inflight !== controller) return
          inflight = undefined
          const rows = fromApi(page.data, target.network.caipNetworkId)
          const known = cursor ? slice.get().feed.transactions : []
          const feed: HistoryFeed = {
            key: target.key,
            transactions: [...known, ...rows.filter((row) => !known.some((k) => k.hash === row.hash))],
            ...(page.next ? { next: page.next } : {}),
            loading: false,
            failed: false,
            empty: !cursor && rows.length === 0 && !page.next,
          }
          slice.set((s) => ({ ...s, feed }))
        },
        (error: unknown) => {
          if (inflight !== controller || ctx.signal.aborted) return
          inflight = undefined
          ctx.log.warn('could not fetch the transactions', error)
          slice.set((s) => {
            s.feed.loading = false
            s.feed.failed = true
          })
          ctx.modal.showToast(FETCH_FAILED_MESSAGE, 'error', { key: 'history.fetchFailed' })
        },
      )
  }
  // The account or network moved: the pages in hand are another account's.
  ctx.store.select(
    () => inView()?.key,
    () => {
      inflight?.abort()
      inflight = undefined
      slice.set((s) => ({ ...s, feed: EMPTY_FEED }))
    },
  )
  ctx.onDispose(() => inflight?.abort())

  const service: HistoryService = {
    source,
    load() {
      const target = inView()
      const { feed } = slice.get()
      if (source !== 'api' || !target || feed.loading || feed.failed || feed.key === target.key) return
      fetchPage(target, undefined)
    },
    loadMore() {
      const target = inView()
      const { feed } = slice.get()
      if (source !== 'api' || !target || feed.loading || feed.failed || feed.key !== target.key || !feed.next) return
      fetchPage(target, feed.next)
    },
    retry() {
      const target = inView()
      const { feed } = slice.get()
      if (source !== 'api' || !target || feed.loading) return
      fetchPage(target, feed.key === target.key ? feed.next : undefined)
    },
  }
  ctx.services.provide('history', () => service)

  // --- This browser's own sends -----------------------------------------------------------------------------
  const writeLocal = (next: readonly LocalTransaction[]) => {
    slice.set((s) => ({ ...s, local: next }))
    stored.set(next)
  }
  let timer: ReturnType<typeof ctx.clock.setTimeout> | undefined
  let checking = false
  const schedule = (ms: number) => {
    ctx.clock.clearTimeout(timer)
    timer = slice.get().local.some((t) => t.status === 'pending') ? ctx.clock.setTimeout(() => void checkPending(), ms) : undefined
  }
  async function checkPending() {
    if (checking) return
    checking = true
    try {
      for (const pending of slice.get().local.filter((t) => t.status === 'pending')) {
        const status = await statusOf(pending).catch((error: unknown) => {
          if (!ctx.signal.aborted) ctx.log.warn('could not read a transaction status', error)
          return 'pending' as const
        })
        if (ctx.signal.aborted) return
        if (status === 'pending') continue
        writeLocal(settle(slice.get().local, pending.hash, pending.caipNetworkId, status))
        // The data API may list it now: the first page again, so the row is the indexer's.
        const target = inView()
        if (source === 'api' && target?.network.caipNetworkId === pending.caipNetworkId && slice.get().feed.key === target.key) fetchPage(target, undefined)
      }
    } finally {
      checking = false
      if (!ctx.signal.aborted) schedule(STATUS_POLL_MS)
    }
  }
  const statusOf = async (transaction: LocalTransaction) => {
    const namespace = transaction.caipNetworkId.split(':')[0] ?? ''
    const state = ctx.store.get().chains[namespace as keyof ReturnType<typeof ctx.store.get>['chains']]
    const network = state?.caipNetworks.find((n) => n.caipNetworkId === transaction.caipNetworkId)
    const reader = await ctx.adapters.list().find((adapter) => adapter.namespace === namespace)?.transactionStatus?.()
    if (!reader || !network) return 'pending'
    return reader.status({ caipNetwork: network, hash: transaction.hash, signal: ctx.signal })
  }
  ctx.bus.on('transaction:sent', (sent: SentTransaction) => {
    writeLocal(addSent(slice.get().local, sent))
    schedule(0)
  })
  schedule(0)
  ctx.onDispose(() => ctx.clock.clearTimeout(timer))

  ctx.slots.register('account.tab', {
    id: 'activity',
    labelKey: 'history.tab',
    // Spec §6: activity for eip155; solana too, from the devnet's index or this browser's sends.
    namespaces: ['eip155', 'solana'],
    load: () => import('./views/ActivityTab.js'),
  })
}
