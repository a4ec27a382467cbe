import type { CaipNetwork } from '../../kernel/index.js'

/** An explorer page (`address/…`, `tx/…`), keeping the explorer's cluster query (`?cluster=devnet`) after the path. */
function explorerUrl(network: CaipNetwork, kind: 'address' | 'tx', id: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${kind}/${encodeURIComponent(id)}`
  return url.toString()
}

export const explorerAddressUrl = (network: CaipNetwork, address: string): string | undefined => explorerUrl(network, 'address', address)
export const explorerTransactionUrl = (network: CaipNetwork, signature: string): string | undefined => explorerUrl(network, 'tx', signature)
