import { createPublicClient, fallback, formatUnits, http, type PublicClient } from 'viem'
import type { CaipNetwork } from '../../kernel/index.js'

/** Spec §9: RPC timeout 10 s; spec §7: batches of up to 1000, each URL retried 3 times from 150 ms (viem honours Retry-After). */
const RPC_TIMEOUT_MS = 10_000

export interface BalanceReader {
  getNativeBalance(address: string, network: CaipNetwork, urls: readonly string[]): Promise<{ balance: string; symbol: string }>
}

/** One reader per kit: its clients' requests are aborted with the kit (`signal`), so nothing outlives destroy(). */
export function createBalanceReader(signal: AbortSignal): BalanceReader {
  const clients = new Map<string, PublicClient>()
  const clientFor = (urls: readonly string[]) => {
    const key = urls.join(' ')
    let client = clients.get(key)
    if (!client) {
      const transports = urls.map((url) =>
        http(url, { batch: { batchSize: 1000 }, timeout: RPC_TIMEOUT_MS, retryCount: 3, retryDelay: 150, fetchOptions: { signal } }),
      )
      client = createPublicClient({ transport: transports.length === 1 ? transports[0]! : fallback(transports) }) as PublicClient
      clients.set(key, client)
    }
    return client
  }
  return {
    async getNativeBalance(address, network, urls) {
      if (urls.length === 0) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
      const wei = await clientFor(urls).getBalance({ address: address as `0x${string}` })
      return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
    },
  }
}
