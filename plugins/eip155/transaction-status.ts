import { createPublicClient, fallback, http, TransactionReceiptNotFoundError } from 'viem'
import type { CaipNetwork, TransactionStatusReader } from '../../kernel/index.js'

/** Spec §9: RPC timeout 10 s. */
const RPC_TIMEOUT_MS = 10_000

/** A transaction's receipt over the network's RPC: none yet is pending, status 1 confirmed, 0 failed (reverted). */
export function createEvmTransactionStatus(rpcUrls: (network: CaipNetwork) => readonly string[]): TransactionStatusReader {
  return {
    async status({ caipNetwork, hash, signal }) {
      const urls = rpcUrls(caipNetwork)
      if (urls.length === 0) throw new Error(`No RPC URL for ${caipNetwork.caipNetworkId}`)
      const transports = urls.map((url) => http(url, { timeout: RPC_TIMEOUT_MS, retryCount: 3, retryDelay: 150, ...(signal ? { fetchOptions: { signal } } : {}) }))
      const client = createPublicClient({ transport: transports.length === 1 ? transports[0]! : fallback(transports) })
      try {
        const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
        return receipt.status === 'success' ? 'confirmed' : 'failed'
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return 'pending'
        throw error
      }
    },
    explorerUrl: ({ caipNetwork, hash }) =>
      caipNetwork.blockExplorers ? `${caipNetwork.blockExplorers.default.url.replace(/\/$/, '')}/tx/${hash}` : undefined,
  }
}
