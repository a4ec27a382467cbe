import { readableBytes, type EmbeddedWalletRules } from '../../kernel/index.js'
import { decodeBase58 } from './base58.js'

/** Spec §6 for Solana accounts an embedded wallet holds: every signing call is approved; reads go to the cluster, not the wallet. */
export const solanaEmbeddedWalletRules: EmbeddedWalletRules = {
  safeMethods: [],
  unsafeMethods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
  describeRequest({ method, params }) {
    if (method !== 'solana_signMessage') return undefined
    const message = params && typeof params === 'object' ? (params as { message?: unknown }).message : undefined
    const bytes = typeof message === 'string' ? decodeBase58(message) : undefined
    return [{ label: 'Message', value: bytes ? readableBytes(bytes) : String(message), labelText: { key: 'solana.approval.message' } }]
  },
}
