import { createPublicClient, fallback, formatUnits, http } from 'viem'
import type { CaipNetwork } from '../../kernel/index.js'

/** Spec §9: RPC timeout 10 s; spec §7: batches of up to 1000, each URL retried 3 times from 150 ms (viem honours Retry-After). */
const RPC_TIMEOUT_MS = 10_000

/**
 * The chain's native balance over its RPC. `signal` ends the request (the account changed, the kit was destroyed):
 * a client per read carries it, since viem takes fetch options per transport, not per call.
 */
export async function getNativeBalance(address: string, network: CaipNetwork, urls: readonly string[], signal: AbortSignal): Promise<{ balance: string; symbol: string }> {
  if (urls.length === 0) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
  const transports = urls.map((url) => http(url, { batch: { batchSize: 1000 }, timeout: RPC_TIMEOUT_MS, retryCount: 3, retryDelay: 150, fetchOptions: { signal } }))
  const client = createPublicClient({ transport: transports.length === 1 ? transports[0]! : fallback(transports) })
  const wei = await client.getBalance({ address: address as `0x${string}` })
  return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
