import { formatBalance, formatUnits, nativeTokenBalance, type CaipNetwork, type TokenBalance } from '../../kernel/index.js'
import { localizeDecimal } from '../../ui/i18n/format-number.js'
import type { SwapToken } from './convert-api.js'

/** Spec §9: where a token address is expected, eip155 names its native coin with the all-e address. */
export const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** How many rows the picker shows at once; the search narrows the rest. */
export const PICKER_ROWS = 50

/** A token of the convert list with what the account holds of it (base units) and its USD price (0: unknown). */
export interface SwapListToken extends SwapToken {
  readonly balance: bigint
  readonly price: number
}

const tail = (address: string) => address.slice(address.lastIndexOf(':') + 1).toLowerCase()

/**
 * Decimal text ('1250.5', '.5') in base units of a token with `decimals`; digits past them are dropped for a
 * balance (`truncate`) and make a typed amount unreadable (undefined), as does anything that is not a number.
 */
export function toBaseUnits(text: string, decimals: number, { truncate = false } = {}): bigint | undefined {
  const parts = /^(\d{0,80})(?:\.(\d{0,80}))?$/.exec(text.trim())
  if (!parts || (parts[1] === '' && (parts[2] ?? '') === '')) return undefined
  const fraction = (parts[2] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals && !truncate) return undefined
  return BigInt(`${parts[1] ?? ''}${fraction.slice(0, decimals).padEnd(decimals, '0')}` || '0')
}

/** Base units as the amount field writes them: whole units, no trailing zeros ('0.25'). */
export const unitsText = (value: bigint, decimals: number): string => formatUnits(value, decimals)

/** Spec §9's 3-decimal quantity with its symbol, for balances and quotes, written as `locale` writes numbers. */
export const quantityText = (value: bigint, token: Pick<SwapToken, 'decimals' | 'symbol'>, locale: string): string =>
  `${localizeDecimal(formatBalance(formatUnits(value, token.decimals)), locale)} ${token.symbol}`

/**
 * The convert list with the account's balances and prices from the kit's balance list on `network` (the
 * network's own balance when the list lacks its coin); a token the account does not hold has 0.
 */
export function withBalances(tokens: readonly SwapToken[], balances: readonly TokenBalance[], network: CaipNetwork, nativeBalance: string | undefined): SwapListToken[] {
  const onNetwork = balances.filter((token) => token.chainId === network.caipNetworkId || token.chainId === String(network.id))
  const held = new Map(onNetwork.map((token) => [tail(token.address ?? NATIVE_PLACEHOLDER), token]))
  if (!held.has(NATIVE_PLACEHOLDER) && nativeBalance !== undefined) held.set(NATIVE_PLACEHOLDER, nativeTokenBalance(network, nativeBalance))
  return tokens.map((token) => {
    const balance = held.get(tail(token.address))
    return { ...token, balance: balance ? (toBaseUnits(balance.quantity.numeric, token.decimals, { truncate: true }) ?? 0n) : 0n, price: balance?.price ?? 0 }
  })
}

/** The token a `kit.open` argument names: its symbol (any case) or its address (bare or CAIP-10). */
export function findSwapToken<T extends SwapToken>(tokens: readonly T[], wanted: string | undefined): T | undefined {
  if (!wanted) return undefined
  const lower = wanted.trim().toLowerCase()
  return tokens.find((token) => token.symbol.toLowerCase() === lower) ?? tokens.find((token) => tail(token.address) === tail(lower))
}

/** The picker's search: symbol or name containing the text, or the address it starts; the held tokens first. */
export function searchTokens<T extends SwapListToken>(tokens: readonly T[], query: string): T[] {
  const text = query.trim().toLowerCase().slice(0, 100)
  const found = text === '' ? [...tokens] : tokens.filter((t) => t.symbol.toLowerCase().includes(text) || t.name.toLowerCase().includes(text) || tail(t.address).startsWith(tail(text)))
  return found.sort((a, b) => Number(b.balance > 0n) - Number(a.balance > 0n)).slice(0, PICKER_ROWS)
}

/** A fee in spec §9's 3 decimals of the network's coin; one too small for them reads '< 0.001', never a free 0.000. */
export function feeText(fee: bigint, network: CaipNetwork, locale: string): string {
  const shown = formatBalance(formatUnits(fee, network.nativeCurrency.decimals))
  const figure = fee > 0n && /^0\.0+$/.test(shown) ? `< ${localizeDecimal('0.001', locale)}` : localizeDecimal(shown, locale)
  return `${figure} ${network.nativeCurrency.symbol}`
}
