import type { EmbeddedWalletRules } from '../../kernel/index.js'

/**
 * Spec §6: what the embedded wallet does with a request, by the namespace's rules. Safe methods read (or broadcast
 * what is already signed) and pass straight to the frame; unsafe ones sign or grant, so the visitor approves each
 * (ApproveTransaction); anything else is refused ('Requested RPC call is not allowed').
 */
export type RpcMethodKind = 'safe' | 'unsafe' | 'unknown'

export function rpcMethodKind(method: string, rules: Pick<EmbeddedWalletRules, 'safeMethods' | 'unsafeMethods'>): RpcMethodKind {
  if (rules.safeMethods.includes(method)) return 'safe'
  if (rules.unsafeMethods.includes(method)) return 'unsafe'
  return 'unknown'
}

/** Spec §8: a refused call is logged at once and shown after this delay. */
export const RPC_NOT_ALLOWED_DELAY_MS = 300
