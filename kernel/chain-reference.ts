import type { Namespace } from './caip.js'
import type { ChainAdapter } from './types.js'

/** CAIP-2 bounds a reference to 1–32 of these characters. */
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/** A chain id as CAIP-2 reads it: a non-negative integer, a reference, or a `namespace:reference` id of this namespace. */
export function genericChainReference(namespace: Namespace, chainId: unknown): string | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId >= 0 ? String(chainId) : undefined
  if (typeof chainId !== 'string') return undefined
  const parts = chainId.split(':')
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== namespace)) return undefined
  const reference = parts.at(-1)!
  return REFERENCE.test(reference) ? reference : undefined
}

/** The namespace's own reading (an adapter knows '0x7a69' is 31337), else CAIP-2's. */
export function chainReferenceOf(adapter: ChainAdapter | undefined, namespace: Namespace, chainId: unknown): string | undefined {
  return adapter?.chainReference ? adapter.chainReference(chainId) : genericChainReference(namespace, chainId)
}
