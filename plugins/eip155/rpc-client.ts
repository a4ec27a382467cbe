import { createPublicClient, fallback, http, type PublicClient } from 'viem'

/** Spec §9: RPC timeout 10 s; spec §7: batches of up to 1000, each URL retried 3 times from 150 ms (viem honours Retry-After). */
export const RPC_TIMEOUT_MS = 10_000

/**
 * A client over the network's RPC URLs, in fallback order. `signal` ends its requests (the account changed, the
 * kit was destroyed): a client per use carries it, since viem takes fetch options per transport, not per call.
 */
export function rpcClient(urls: readonly string[], signal?: AbortSignal): PublicClient {
  if (urls.length === 0) throw new Error('No RPC URL for this network')
  const fetchOptions = signal ? { signal } : {}
  const transports = urls.map((url) => http(url, { batch: { batchSize: 1000 }, timeout: RPC_TIMEOUT_MS, retryCount: 3, retryDelay: 150, fetchOptions }))
  return createPublicClient({ transport: transports.length === 1 ? transports[0]! : fallback(transports) })
}
