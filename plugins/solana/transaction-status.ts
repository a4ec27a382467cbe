import { signature as toSignature } from '@solana/kit'
import type { CaipNetwork, TransactionStatusReader } from '../../kernel/index.js'
import { solanaRpc } from './rpc.js'

/**
 * A signature's status over the cluster's RPC, each URL tried in order: unknown or only processed is pending, an
 * error failed, confirmed or finalized confirmed.
 */
export function createSolanaTransactionStatus(rpcUrls: (network: CaipNetwork) => readonly string[]): TransactionStatusReader {
  return {
    async status({ caipNetwork, hash, signal }) {
      const urls = rpcUrls(caipNetwork).filter((url) => /^https?:\/\//i.test(url))
      if (urls.length === 0) throw new Error('No HTTP RPC URL for this cluster')
      let lastError: unknown
      for (const url of urls) {
        signal?.throwIfAborted()
        try {
          const { value } = await solanaRpc(url).getSignatureStatuses([toSignature(hash)]).send(signal ? { abortSignal: signal } : {})
          const found = value[0]
          if (!found || found.confirmationStatus === 'processed') return 'pending'
          return found.err === null ? 'confirmed' : 'failed'
        } catch (error) {
          lastError = error
        }
      }
      throw lastError
    },
    explorerUrl: ({ caipNetwork, hash }) => {
      const base = caipNetwork.blockExplorers?.default.url
      if (!base) return undefined
      const url = new URL(base)
      url.pathname = `${url.pathname.replace(/\/$/, '')}/tx/${encodeURIComponent(hash)}`
      return url.toString()
    },
  }
}
