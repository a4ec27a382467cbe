import { address } from '@solana/kit'
import { formatLamports } from './lamports.js'
import { solanaRpc } from './rpc.js'

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
      // Each URL under the RPC rules (10 s a try, 3 retries), then the next.
      const { value } = await solanaRpc(url).getBalance(address(owner)).send({ abortSignal: signal })
      return formatLamports(value)
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}
