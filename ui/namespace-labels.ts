import type { Namespace } from '../kernel/index.js'

/** How a visitor knows each chain family: by its best-known chain, or as AppKit names EVM chains together. */
const LABELS: Record<Namespace, string> = {
  eip155: 'EVM Networks',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

export function namespaceLabel(namespace: Namespace): string {
  return LABELS[namespace]
}
