import type { Kit } from '../../kernel/index.js'
import type { BitcoinWalletProvider } from './bitcoin-provider.js'

/** Whether `value` is what a Bitcoin browser wallet's connector hands out (its `getProvider()`). */
export function isBitcoinWalletProvider(value: unknown): value is BitcoinWalletProvider {
  if (typeof value !== 'object' || value === null) return false
  const p = value as Record<string, unknown>
  return ['signMessage', 'sendTransfer', 'signPsbt'].every((key) => typeof p[key] === 'function') && Array.isArray(p.accounts)
}

/**
 * The connected Bitcoin browser wallet, for host code that sends bitcoin or signs PSBTs; undefined while none is
 * connected, or when the account is reached another way (a pairing hands out its own provider).
 */
export async function getBitcoinProvider(kit: Pick<Kit, 'getProvider'>): Promise<BitcoinWalletProvider | undefined> {
  const provider = await kit.getProvider('bip122')
  return isBitcoinWalletProvider(provider) ? provider : undefined
}
