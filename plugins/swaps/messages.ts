import { ErrorMessages, type MessageSource } from '../../kernel/index.js'
import { englishKeyOf } from '../../ui/i18n/english-key.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'
import { SwapMessages } from './swap-run.js'

/** The swaps plugin's texts in English; each other locale is a chunk of its own (`locales/`). */
export const SWAPS_MESSAGES = {
  'swaps.title': 'Swap',
  'swaps.feature': 'Swap',
  'swaps.noAccount': 'No account connected',
  'swaps.loading': 'Loading…',
  'swaps.networkUnsupported': ErrorMessages.SWAPS_NETWORK_UNSUPPORTED,
  'swaps.connectorNotConnected': ErrorMessages.CONNECTOR_NOT_CONNECTED,
  'swaps.fromToken': 'From: {token}',
  'swaps.toToken': 'To: {token}',
  'swaps.fromNone': 'From: select a token',
  'swaps.toNone': 'To: select a token',
  'swaps.amount': 'Amount',
  'swaps.balance': 'Balance: {balance}',
  'swaps.max': 'Max',
  'swaps.switchTokens': 'Switch tokens',
  'swaps.sameTokens': 'Choose two different tokens',
  'swaps.invalidAmount': 'Enter a valid amount',
  'swaps.zeroAmount': 'Enter an amount above 0',
  'swaps.insufficient': 'Insufficient balance',
  'swaps.quoting': 'Getting a quote…',
  'swaps.receiveAbout': 'You receive about {amount}',
  'swaps.priceImpact': 'Price impact: {percent}%',
  'swaps.networkFee': 'Network fee: {fee}',
  'swaps.minimum': 'Minimum received: {amount}',
  'swaps.minimumAtSlippage': 'Minimum received: {amount} (slippage {percent}%)',
  'swaps.slippage': 'Slippage (%)',
  'swaps.slippageInvalid': 'Enter a slippage between 0 and {max}%',
  'swaps.slippageTooHigh': 'Slippage above {max}% is not allowed',
  'swaps.review': 'Review swap',
  'swaps.confirm': 'Swap',
  'swaps.back': 'Back',
  'swaps.steps': 'Swap steps',
  'swaps.stepApprove': 'Approve {symbol}',
  'swaps.stepSwap': 'Swap {from} for {to}',
  'swaps.stepSigning': 'Confirm in your wallet',
  'swaps.stepPending': 'Waiting for the network',
  'swaps.stepDone': 'Done',
  'swaps.stepFailed': 'Failed',
  'swaps.slippageMoved': SwapMessages.slippage,
  'swaps.priceMoved': SwapMessages.priceMoved,
  'swaps.approveFailed': SwapMessages.approveFailed,
  'swaps.swapFailed': SwapMessages.swapFailed,
  'swaps.checkFailed': SwapMessages.checkFailed,
  'swaps.rejected': SwapMessages.rejected,
  'swaps.newQuote': 'Get new quote',
  'swaps.tryAgain': 'Try again',
  'swaps.complete': 'Swap complete',
  'swaps.updatingBalances': 'Updating balances…',
  'swaps.newBalances': 'New balances: {from}, {to}',
  'swaps.again': 'Swap again',
  'swaps.pickFrom': 'Swap from',
  'swaps.pickTo': 'Swap to',
  'swaps.search': 'Search tokens',
  'swaps.noMatch': 'No token matches',
  'swaps.cancel': 'Cancel',
} as const

export type SwapsMessageKey = keyof typeof SWAPS_MESSAGES
export type SwapsCatalogue = Readonly<Record<SwapsMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<SwapsMessageKey, string> {}
}

export const swapsMessages: MessageSource<SwapsMessageKey> = {
  english: SWAPS_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: SwapsCatalogue }>),
}

/** The key of a sentence the plugin or the spec wrote (its English text), if it is one: the view shows it translated. */
export const swapsMessageKey = englishKeyOf<SwapsMessageKey>(SWAPS_MESSAGES, [
  'swaps.networkUnsupported',
  'swaps.connectorNotConnected',
  'swaps.slippageMoved',
  'swaps.priceMoved',
  'swaps.approveFailed',
  'swaps.swapFailed',
  'swaps.checkFailed',
  'swaps.rejected',
])
