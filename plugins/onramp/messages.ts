import type { MessageSource } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'

/** The onramp plugin's texts in English; each other locale is a chunk of its own (`locales/`). */
export const ONRAMP_MESSAGES = {
  'onramp.title': 'Buy crypto',
  'onramp.feature': 'Buy crypto',
  'onramp.restricted': 'Buying crypto is not available in your region',
  'onramp.noAccount': 'No account connected',
  'onramp.loading': 'Loading…',
  'onramp.unavailableNetwork': 'Buying crypto is not available on this network',
  'onramp.loadingProviders': 'Loading providers…',
  'onramp.fallback': 'Showing built-in options: the providers could not be loaded. Try again later to buy.',
  'onramp.currency': 'Currency',
  'onramp.network': 'Network',
  'onramp.payWith': 'Pay with',
  'onramp.paymentMethod': 'Payment method',
  'onramp.card': 'Card',
  'onramp.bank': 'Bank transfer',
  'onramp.amount': 'Amount',
  'onramp.presets': 'Preset amounts',
  'onramp.amountEmpty': 'Enter an amount',
  'onramp.amountDecimals': 'Enter an amount with at most 2 decimals',
  'onramp.limitCard': 'Enter between {min} and {max} {currency} for card',
  'onramp.limitBank': 'Enter between {min} and {max} {currency} for bank transfer',
  'onramp.noProvider': 'No provider can sell this right now',
  'onramp.continue': 'Continue',
  'onramp.gettingQuotes': 'Getting quotes…',
  'onramp.providers': 'Providers',
  'onramp.fee': 'Fee {fee} {currency} ({percent})',
  'onramp.estimate': 'Estimate (no provider quoted): fee about {fee} {currency} ({percent})',
  'onramp.estimateWithAmount': 'Estimate (no provider quoted): fee about {fee} {currency} ({percent}), about {amount} {symbol}',
  'onramp.waiting': 'Waiting for {provider}',
  'onramp.waitingText': 'Complete the payment of {amount} {currency} in the {provider} window. Your {symbol} arrives here once it is sent.',
  'onramp.stopWaiting': 'Stop waiting',
  'onramp.done': 'Purchase complete',
  'onramp.doneText': '{amount} {symbol} from {provider} arrived in your wallet.',
  'onramp.buyMore': 'Buy more',
  'onramp.failed': 'The purchase did not go through',
  'onramp.timeout': 'No purchase arrived. If you paid, it will show in Activity once the provider sends it.',
  'onramp.popupBlocked': 'The provider’s window was closed or blocked. Allow pop-ups for this site and try again.',
  'onramp.invalidUrl': 'The provider’s URL is not a valid URL',
  'onramp.notHttpUrl': 'The provider’s URL is not an http(s) URL',
  'onramp.tryAgain': 'Try again',
} as const

export type OnrampMessageKey = keyof typeof ONRAMP_MESSAGES
export type OnrampCatalogue = Readonly<Record<OnrampMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<OnrampMessageKey, string> {}
}

export const onrampMessages: MessageSource<OnrampMessageKey> = {
  english: ONRAMP_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: OnrampCatalogue }>),
}
