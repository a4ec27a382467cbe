import { formatUnits } from 'viem'
import type { CaipNetwork } from '../../kernel/index.js'
import { rpcClient } from './rpc-client.js'

/** The chain's native balance over its RPC; `signal` ends the request. */
export async function getNativeBalance(address: string, network: CaipNetwork, urls: readonly string[], signal: AbortSignal): Promise<{ balance: string; symbol: string }> {
  if (urls.length === 0) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
  const wei = await rpcClient(urls, signal).getBalance({ address: address as `0x${string}` })
  return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
