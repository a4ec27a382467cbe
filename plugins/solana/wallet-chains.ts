import { STANDARD_CHAIN_NAMES } from './networks.js'
import { solanaChainReference } from './chain-reference.js'

/**
 * Wallet Standard wallets name clusters 'solana:mainnet', 'solana:devnet'…, while the kit keys them by CAIP-2
 * ('solana:5eykt4…'). Both forms are read; the wallet is spoken to in the form it lists.
 */
const BY_STANDARD_NAME = new Map(Object.entries(STANDARD_CHAIN_NAMES).map(([caip, name]) => [name, caip.slice('solana:'.length)]))

/** The CAIP-2 reference a wallet's chain stands for, or undefined for one the kit cannot place. */
export function referenceOfWalletChain(chain: string): string | undefined {
  return BY_STANDARD_NAME.get(chain) ?? (chain.startsWith('solana:') ? solanaChainReference(chain) : undefined)
}

/** Whether a list of wallet chains holds the cluster with this reference, in either form. */
export function listsCluster(chains: readonly string[], reference: string): boolean {
  return chains.some((chain) => referenceOfWalletChain(chain) === reference)
}

/** The identifier to send a wallet for a cluster: the one it lists itself, else the standard name, else CAIP-2. */
export function walletChainFor(walletChains: readonly string[], reference: string): `solana:${string}` {
  const caip = `solana:${reference}` as const
  const listed = walletChains.find((chain) => referenceOfWalletChain(chain) === reference)
  if (listed?.startsWith('solana:')) return listed as `solana:${string}`
  return (STANDARD_CHAIN_NAMES[caip] as `solana:${string}` | undefined) ?? caip
}
