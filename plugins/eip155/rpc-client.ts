import { createClient, custom, fallback, http, type Client, type EIP1193RequestFn, type Transport } from 'viem'
import { retryAfterMs, type CaipNetwork } from '../../kernel/index.js'

/** Spec §9: RPC timeout 10 s, per attempt. */
export const RPC_TIMEOUT_MS = 10_000
/** Spec §7: JSON-RPC batches of up to 1000 calls. */
export const RPC_BATCH_SIZE = 1000
/** Spec §7: 3 retries, backing off exponentially from 150 ms (viem: 150, 300, 600 ms, or the server's Retry-After). */
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_DELAY_MS = 150
/** Spec §9 fallback polling: how often block and receipt watchers ask. */
export const RPC_POLLING_MS = 4_000
/** Spec §9: rank the fallback URLs every 1 s over the last 10 samples, 0.7 stability and 0.3 latency. */
export const RPC_RANK = Object.freeze({ interval: 1_000, sampleCount: 10, timeout: RPC_TIMEOUT_MS, weights: Object.freeze({ stability: 0.7, latency: 0.3 }) })
/** Networks a page reads at once are few; past this the least recently used client stops ranking and is dropped. */
export const MAX_RPC_CLIENTS = 16

/**
 * viem waits whatever Retry-After a server names; a 3600 would hold the visitor's read for an hour. The header is
 * rewritten to the kernel's cap (30 s), everything else passes through untouched.
 */
export function capRetryAfter(base: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init)
    const header = response.headers.get('retry-after')
    if (response.ok || header === null) return response
    const ms = retryAfterMs(header, Date.now())
    const headers = new Headers(response.headers)
    if (ms === undefined) headers.delete('retry-after')
    else headers.set('retry-after', String(Math.ceil(ms / 1000)))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

/**
 * The transport over a network's URLs. One URL retries itself (3 times from 150 ms, on the statuses of spec §7,
 * which are viem's own list, honouring Retry-After). Several are ranked (spec §9) and each tried once per round in
 * rank order, the round retried 3 times: a failing URL hands over to the next at once instead of after its own
 * retries. Ranking pings every URL with eth_blockNumber until `stopped` aborts.
 */
export function rankedTransport(urls: readonly string[], stopped: AbortSignal, baseFetch?: typeof fetch): Transport {
  const fetchFn = capRetryAfter(baseFetch)
  const single = urls.length === 1
  const transports = urls.map((url) =>
    http(url, { batch: { batchSize: RPC_BATCH_SIZE }, timeout: RPC_TIMEOUT_MS, retryCount: single ? RPC_RETRY_COUNT : 0, retryDelay: RPC_RETRY_DELAY_MS, fetchFn }),
  )
  if (single) return transports[0]!
  return fallback(transports, {
    retryCount: RPC_RETRY_COUNT,
    retryDelay: RPC_RETRY_DELAY_MS,
    rank: {
      ...RPC_RANK,
      // viem's ranking loop has no stop: once stopped, a ping that never settles ends it with no timer left behind.
      ping: ({ transport }) => (stopped.aborted ? new Promise<never>(() => {}) : transport.request({ method: 'eth_blockNumber' }, { signal: stopped })),
    },
  })
}

export interface RpcClients {
  /** The network's long-lived client (its ranking keeps its samples); `signal` ends this use's requests only. */
  client(network: CaipNetwork, urls: readonly string[], signal?: AbortSignal): Client
  /** Stops every client's ranking; later `client` calls throw. */
  dispose(): void
}

interface Entry {
  readonly client: Client
  readonly stop: AbortController
}

/** One client per network and URL list, kept while the kit lives (bounded), so rank samples accumulate. */
export function createRpcClients(options: { readonly fetchFn?: typeof fetch } = {}): RpcClients {
  const entries = new Map<string, Entry>()
  let disposed = false

  function shared(network: CaipNetwork, urls: readonly string[]): Client {
    const key = `${network.caipNetworkId} ${urls.join(' ')}`
    const found = entries.get(key)
    if (found) {
      // Most recently used last: eviction takes the first.
      entries.delete(key)
      entries.set(key, found)
      return found.client
    }
    const stop = new AbortController()
    const client = createClient({ transport: rankedTransport(urls, stop.signal, options.fetchFn), pollingInterval: RPC_POLLING_MS })
    entries.set(key, { client, stop })
    if (entries.size > MAX_RPC_CLIENTS) {
      const [oldest, entry] = entries.entries().next().value!
      entries.delete(oldest)
      entry.stop.abort()
    }
    return client
  }

  return {
    client(network, urls, signal) {
      if (disposed) throw new Error('The RPC clients were disposed')
      if (urls.length === 0) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
      const client = shared(network, urls)
      if (!signal) return client
      // viem's actions take no signal, but its request function does: a thin client per use passes this one along.
      const request = client.request as EIP1193RequestFn
      return createClient({
        transport: custom({ request: (args) => request(args, { signal }) }, { retryCount: 0 }),
        pollingInterval: RPC_POLLING_MS,
      })
    },
    dispose() {
      disposed = true
      for (const entry of entries.values()) entry.stop.abort()
      entries.clear()
    },
  }
}
