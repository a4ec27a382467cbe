/**
 * CAIP-2 network ids (`namespace:reference`) and CAIP-10 account ids (`namespace:reference:address`), the
 * chain-neutral keys the kernel uses everywhere so that it never needs to know what a chain id looks like.
 */
import { KitError } from './errors.js'

export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type Namespace = (typeof NAMESPACES)[number]

export type CaipNetworkId = `${Namespace}:${string}`
export type CaipAddress = `${Namespace}:${string}:${string}`

export interface ParsedCaipNetworkId {
  readonly namespace: Namespace
  readonly reference: string
}

export interface ParsedCaipAddress {
  readonly namespace: Namespace
  readonly chainId: string
  readonly address: string
}

export function isNamespace(value: unknown): value is Namespace {
  return (NAMESPACES as readonly unknown[]).includes(value)
}

/**
 * Spec §5 asks only for two non-empty parts; the known namespace is required as well because the
 * `CaipNetworkId` type promises it, and a guard that lies about its type is worse than a strict one.
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  const parts = nonEmptyParts(value, 2)
  return parts !== undefined && isNamespace(parts[0])
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  const parts = nonEmptyParts(value, 3)
  return parts !== undefined && isNamespace(parts[0])
}

export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parts = nonEmptyParts(id, 2)
  if (!parts) {
    throw new KitError(`Invalid CAIP-2 network id ${quote(id)}`, {
      metaMessages: ['Expected namespace:reference, e.g. eip155:1, with both parts non-empty.'],
    })
  }
  const [namespace, reference] = parts as [string, string]
  if (!isNamespace(namespace)) throw unknownNamespace(namespace, id)
  return { namespace, reference }
}

export function parseCaipAddress(address: string): ParsedCaipAddress {
  const parts = nonEmptyParts(address, 3)
  if (!parts) {
    throw new KitError(`Invalid CAIP-10 address ${quote(address)}`, {
      metaMessages: ['Expected namespace:chainId:address, e.g. eip155:1:0xab…, with all three parts non-empty.'],
    })
  }
  const [namespace, chainId, account] = parts as [string, string, string]
  if (!isNamespace(namespace)) throw unknownNamespace(namespace, address)
  return { namespace, chainId, address: account }
}

export function toCaipNetworkId<const N extends Namespace>(namespace: N, reference: string | number): `${N}:${string}` {
  const id = `${namespace}:${reference}`
  // Validate the built id: a malformed key would silently miss every lookup made with it.
  parseCaipNetworkId(id)
  return id as `${N}:${string}`
}

export function toCaipAddress<const N extends Namespace>(
  namespace: N,
  reference: string | number,
  address: string,
): `${N}:${string}:${string}` {
  const caipAddress = `${namespace}:${reference}:${address}`
  parseCaipAddress(caipAddress)
  return caipAddress as `${N}:${string}:${string}`
}

function nonEmptyParts(value: unknown, count: number): string[] | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  return parts.length === count && parts.every((part) => part !== '') ? parts : undefined
}

function unknownNamespace(namespace: string, value: unknown): KitError {
  return new KitError(`Unknown namespace ${quote(namespace)} in ${quote(value)}`, {
    metaMessages: [`Known namespaces: ${NAMESPACES.join(', ')}.`],
  })
}

// Inputs may come from storage or a wallet, so they are quoted safely and kept short in messages.
function quote(value: unknown): string {
  if (typeof value !== 'string') return `(${value === null ? 'null' : typeof value})`
  return JSON.stringify(value.length > 120 ? `${value.slice(0, 117)}...` : value)
}
