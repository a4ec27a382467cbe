import type { Namespace } from '../../kernel/index.js'

/** Spec §6: where the kit offers onramp. Data, so a host (or a test) can narrow it without code naming namespaces. */
export const ONRAMP_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']

/**
 * Spec §9: onramp is not offered in these time zones (Shanghai, Urumqi, Chongqing, Harbin, Kashgar, Macau, Hong
 * Kong, Beijing). IANA has no Asia/Beijing zone: Beijing is Asia/Shanghai; PRC is the old alias of it.
 */
export const RESTRICTED_TIME_ZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Macao',
  'Asia/Hong_Kong',
  'Hongkong',
  'PRC',
]

/** The browser's time zone, as spec §9 reads it; '' when the platform will not say. */
export function currentTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
  } catch {
    return ''
  }
}

export const isRestrictedTimeZone = (timeZone: string): boolean => RESTRICTED_TIME_ZONES.includes(timeZone)

export type PaymentMethod = 'card' | 'bank'

/** Spec §9 fallback buy limits, in the payment currency. */
export const BUY_LIMITS: Readonly<Record<PaymentMethod, { readonly min: string; readonly max: string }>> = {
  card: { min: '10.00', max: '7500.00' },
  bank: { min: '10.00', max: '25000.00' },
}

/** The amounts offered as one click, in the payment currency. */
export const PRESET_AMOUNTS: readonly string[] = ['50', '100', '250']

/** Spec §9: the chains a card onramp serves, and the one used when the visitor's is not among them. */
export const CARD_ONRAMP_CHAINS: readonly string[] = ['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base']
export const CARD_ONRAMP_FALLBACK_CHAIN = 'ethereum'

/** A network's card onramp chain name (its name, lower case, dashed), or spec §9's fallback. */
export function cardOnrampChain(networkName: string): string {
  const slug = networkName.trim().toLowerCase().replace(/\s+/g, '-')
  return CARD_ONRAMP_CHAINS.find((chain) => slug === chain || slug.startsWith(`${chain}-`)) ?? CARD_ONRAMP_FALLBACK_CHAIN
}

/** Which rule a typed amount breaks: none typed, not money with at most 2 decimals, or outside the limits. */
export type AmountProblem = 'empty' | 'decimals' | 'range'
export type AmountCheck = { readonly ok: true; readonly amount: string } | { readonly ok: false; readonly problem: AmountProblem; readonly message: string }

const FIAT = /^\d{1,12}(\.\d{1,2})?$/

/** A typed amount against the payment method's limits: the limit message names the range and the currency. */
export function checkAmount(typed: string, method: PaymentMethod, currency: string, limits = BUY_LIMITS[method]): AmountCheck {
  const text = typed.trim()
  if (text === '') return { ok: false, problem: 'empty', message: 'Enter an amount' }
  if (!FIAT.test(text)) return { ok: false, problem: 'decimals', message: 'Enter an amount with at most 2 decimals' }
  const cents = toCents(text)
  if (cents < toCents(limits.min) || cents > toCents(limits.max)) {
    const label = method === 'card' ? 'card' : 'bank transfer'
    return { ok: false, problem: 'range', message: `Enter between ${limits.min} and ${limits.max} ${currency} for ${label}` }
  }
  return { ok: true, amount: text }
}

/** Fiat decimal text (at most 2 decimals) as whole cents. */
export function toCents(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
}

export const centsText = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
