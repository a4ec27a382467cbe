/**
 * An EVM chain id as wallets report it — a number, '0x7a69', '31337' or 'eip155:31337' — as its CAIP-2 reference
 * ('31337'), or undefined when it is none of these. EVM chain ids are positive integers (EIP-155), kept to what
 * JavaScript numbers hold exactly.
 */
export function evmChainReference(chainId: unknown): string | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? String(chainId) : undefined
  if (typeof chainId !== 'string') return undefined
  const parts = chainId.split(':')
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'eip155')) return undefined
  const reference = parts.at(-1)!
  const value = /^0x[0-9a-fA-F]{1,14}$/.test(reference) ? Number.parseInt(reference, 16) : /^[1-9]\d{0,15}$/.test(reference) ? Number(reference) : undefined
  return value !== undefined && Number.isSafeInteger(value) && value > 0 ? String(value) : undefined
}
