import { address, createSolanaRpc } from '@solana/kit'
import { anySignal } from '../../kernel/index.js'
import { formatLamports } from './lamports.js'

/** Spec §9: RPC timeout 10 s. */
export const RPC_TIMEOUT_MS = 10_000

/**
 * An address's lamports over the cluster's RPC, each URL tried in order until one answers (spec §7: fallback
 * order), as whole SOL. `signal` ends the read (the account changed, the kit was destroyed).
 */
export async function getSolBalance(owner: string, urls: readonly string[], signal: AbortSignal): Promise<string> {
  const http = urls.filter((url) => /^https?:\/\//i.test(url))
  if (http.length === 0) throw new Error('No HTTP RPC URL for this cluster')
  let lastError: unknown
  for (const url of http) {
    signal.throwIfAborted()
    try {
      const { signal: abortSignal, release } = anySignal(signal, AbortSignal.timeout(RPC_TIMEOUT_MS))
      try {
        const { value } = await createSolanaRpc(url).getBalance(address(owner)).send({ abortSignal })
        return formatLamports(value)
      } finally {
        release()
      }
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}
