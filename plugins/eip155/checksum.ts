import { getAddress } from 'viem'

/** EIP-55 checksums; loaded on first connect so viem stays out of the host's initial bundle. */
export function checksumAll(addresses: readonly string[]): string[] {
  return addresses.map((a) => getAddress(a))
}
