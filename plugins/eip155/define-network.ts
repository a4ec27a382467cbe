import type { CaipNetwork, NativeCurrency } from '../../kernel/index.js'

export interface EvmNetworkParameters {
  readonly id: number
  readonly name: string
  readonly nativeCurrency?: NativeCurrency
  readonly rpcUrls: readonly string[]
  readonly blockExplorer?: { readonly name: string; readonly url: string }
  readonly imageUrl?: string
  readonly testnet?: boolean
}

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** A spec §3 Network for an EVM chain. */
export function defineEvmNetwork(p: EvmNetworkParameters): CaipNetwork {
  return {
    id: p.id,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${p.id}`,
    name: p.name,
    nativeCurrency: p.nativeCurrency ?? ETHER,
    rpcUrls: { default: { http: p.rpcUrls } },
    ...(p.blockExplorer ? { blockExplorers: { default: p.blockExplorer } } : {}),
    ...(p.imageUrl ? { assets: { imageUrl: p.imageUrl } } : {}),
    ...(p.testnet ? { testnet: true } : {}),
  }
}

/** A small self-contained network badge, so no image host is contacted for it. */
export function networkBadge(color: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${color}"/><text x="20" y="26" font-family="system-ui,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
