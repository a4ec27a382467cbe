import { formatUnits, type Client } from 'viem'
import { getBalance } from 'viem/actions'
import { toRpcError, type CaipNetwork } from '../../kernel/index.js'

/** The chain's native balance over its RPC client; a JSON-RPC failure reads as its typed error (spec §8 codes). */
export async function getNativeBalance(address: string, network: CaipNetwork, client: Client): Promise<{ balance: string; symbol: string }> {
  let wei: bigint
  try {
    wei = await getBalance(client, { address: address as `0x${string}` })
  } catch (error) {
    throw toRpcError(error)
  }
  return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
