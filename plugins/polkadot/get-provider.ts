import type { Kit } from '../../kernel/index.js'
import type { PolkadotWalletProvider } from './polkadot-provider.js'

/** Whether `value` is what a Polkadot extension's connector hands out (its `getProvider()`). */
export function isPolkadotWalletProvider(value: unknown): value is PolkadotWalletProvider {
  if (typeof value !== 'object' || value === null) return false
  const p = value as Record<string, unknown>
  return typeof p.signRaw === 'function' && typeof p.signMessage === 'function' && (p.address === undefined || typeof p.address === 'string')
}

/**
 * The connected Polkadot extension, for host code that signs raw bytes; undefined while none is connected, or when
 * the Polkadot account is reached another way (a pairing hands out its UniversalProvider instead).
 */
export async function getPolkadotProvider(kit: Pick<Kit, 'getProvider'>): Promise<PolkadotWalletProvider | undefined> {
  const provider = await kit.getProvider('polkadot')
  return isPolkadotWalletProvider(provider) ? provider : undefined
}
