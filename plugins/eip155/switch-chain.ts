import type { CaipNetwork } from '../../kernel/index.js'
import { ErrorCode, isUserRejection } from '../../kernel/index.js'
import { toHexChainId, type Eip1193Provider } from './provider.js'

/**
 * Codes wallets use for "I don't know this chain": 4902 is the standard one; some mobile wallets answer the
 * generic 5000 or the internal-error codes with the chain in the message (spec §4, §8).
 */
const UNKNOWN_CHAIN_CODES = new Set<number>([ErrorCode.UNRECOGNIZED_CHAIN_ID, ErrorCode.DEFAULT, ErrorCode.INVALID_CHAIN_ID, -32603])

function errorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } }; cause?: unknown }
  const nested = e.data?.originalError?.code
  if (typeof nested === 'number') return nested
  if (typeof e.code === 'number') return e.code
  return errorCode(e.cause)
}

/** Spec §4 EVM network switch: switch; on an unknown chain add it (then switch); errors go to the caller. */
export async function switchEvmChain(provider: Eip1193Provider, network: CaipNetwork, rpcUrls: readonly string[]): Promise<void> {
  const chainId = toHexChainId(network.id)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    return
  } catch (error) {
    if (isUserRejection(error)) throw error
    const code = errorCode(error)
    if (code === undefined || !UNKNOWN_CHAIN_CODES.has(code)) throw error
  }
  await provider.request({
    method: 'wallet_addEthereumChain',
    params: [
      {
        chainId,
        chainName: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: [...rpcUrls],
        blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
      },
    ],
  })
  // Most wallets switch as part of adding; asking again is a no-op for them and finishes the job for the rest.
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
}
