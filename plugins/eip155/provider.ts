import * as z from 'zod/mini'

/** EIP-1193, as much of it as the kit uses. Wallet objects are untrusted: every answer is parsed. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

export const hexAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
/** More accounts than any wallet shows one site: a longer list is garbage, not a list to checksum or store. */
export const MAX_WALLET_ACCOUNTS = 1000
export const accountsSchema = z.array(hexAddress).check(z.maxLength(MAX_WALLET_ACCOUNTS))
export const chainIdSchema = z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/)), z.number().check(z.int(), z.positive())])

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'
}

/** A wallet answered something that is not what EIP-1193 promises: surface it as an error, never trust it. */
export class InvalidWalletResponseError extends Error {
  override name = 'InvalidWalletResponseError'
  constructor(method: string) {
    super(`The wallet returned an invalid response to ${method}`)
  }
}

export async function requestAccounts(provider: Eip1193Provider, method: 'eth_requestAccounts' | 'eth_accounts'): Promise<string[]> {
  const parsed = accountsSchema.safeParse(await provider.request({ method }))
  if (!parsed.success) throw new InvalidWalletResponseError(method)
  return parsed.data
}

export async function requestChainId(provider: Eip1193Provider): Promise<number> {
  return parseChainId(await provider.request({ method: 'eth_chainId' }), 'eth_chainId')
}

export function parseChainId(value: unknown, source = 'chainChanged'): number {
  const parsed = chainIdSchema.safeParse(value)
  if (!parsed.success) throw new InvalidWalletResponseError(source)
  const v = parsed.data
  return typeof v === 'number' ? v : v.startsWith('0x') ? Number.parseInt(v, 16) : Number(v)
}

export const toHexChainId = (id: number | string) => `0x${Number(id).toString(16)}`
