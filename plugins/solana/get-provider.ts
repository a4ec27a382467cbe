import type { Kit } from '../../kernel/index.js'
import type { SolanaWalletProvider } from './solana-provider.js'

/** Whether `value` is what a Solana browser wallet's connector hands out (its `getProvider()`). */
export function isSolanaWalletProvider(value: unknown): value is SolanaWalletProvider {
  if (typeof value !== 'object' || value === null) return false
  const p = value as Record<string, unknown>
  return ['signMessage', 'signTransaction', 'signAndSendTransaction'].every((key) => typeof p[key] === 'function') && (p.publicKey === undefined || typeof p.publicKey === 'string')
}

/**
 * The connected Solana browser wallet, for host code that sends transactions; undefined while none is connected,
 * or when the Solana account is reached another way (a pairing hands out its UniversalProvider instead).
 */
export async function getSolanaProvider(kit: Pick<Kit, 'getProvider'>): Promise<SolanaWalletProvider | undefined> {
  const provider = await kit.getProvider('solana')
  return isSolanaWalletProvider(provider) ? provider : undefined
}
