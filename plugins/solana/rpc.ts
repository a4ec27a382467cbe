import { createDefaultRpcTransport, createSolanaRpcFromTransport, type createSolanaRpc, type RpcTransport } from '@solana/kit'
import { isNetworkError, RETRY_STATUSES, withRpcRetries, type RetryVerdict } from '../../kernel/index.js'

export type SolanaRpc = ReturnType<typeof createSolanaRpc>

/** @solana/kit's HTTP failure (SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR), read structurally to keep its error table out. */
const TRANSPORT_HTTP_ERROR = 8100002

/** Retry a network error or one of spec §7's statuses, after the cluster's Retry-After when it names one. */
export function solanaRetryVerdict(error: unknown): RetryVerdict {
  const context = (error as { context?: { __code?: unknown; statusCode?: unknown; headers?: unknown } } | null)?.context
  if (context?.__code === TRANSPORT_HTTP_ERROR && typeof context.statusCode === 'number') {
    const headers = context.headers instanceof Headers ? context.headers : undefined
    return { retry: RETRY_STATUSES.has(context.statusCode), retryAfter: headers?.get('retry-after') }
  }
  return { retry: isNetworkError(error) }
}

/**
 * A cluster's RPC over @solana/kit's own HTTP transport (its bigint-safe JSON kept), under the chain RPC rules of
 * spec §7 and §9: 10 s a try, 3 retries from 150 ms on network errors and the retryable statuses.
 */
export function solanaRpc(url: string): SolanaRpc {
  const base = createDefaultRpcTransport({ url })
  const transport: RpcTransport = (config) => withRpcRetries((signal) => base({ ...config, signal }), { url, signal: config.signal, verdict: solanaRetryVerdict })
  return createSolanaRpcFromTransport(transport) as unknown as SolanaRpc
}
