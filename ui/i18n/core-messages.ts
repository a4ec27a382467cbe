import type { MessageSource } from '../../kernel/index.js'
import { BASE_MESSAGES, type BaseMessageKey } from './base-messages.js'
import { loadCoreLocale } from './core-locales.js'
import { useMessages, type Messages } from './use-messages.js'
import { directionOf } from './direction.js'
import { KNOWN_MESSAGES, type KnownMessageKey } from './known-messages.js'

/**
 * The modal's own texts in English, in the modal's chunk. Spec messages are quoted word for word. Keys name the
 * screen or part first ('connect.…', 'account.…'), so a host overriding one finds it by where it shows.
 */
export const MODAL_MESSAGES = {
  'modal.label': 'Wallet',
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.dismiss': 'Dismiss',
  'modal.loading': 'Loading',
  'modal.error': 'Something went wrong',
  'modal.tryAgain': 'Try again',
  'modal.viewMissing': 'This screen is not available',
  'modal.viewMissingHint': 'No view is registered as "{view}". The plugin that provides it may be missing from the kit\'s plugins.',
  'title.connect': 'Connect Wallet',
  'title.connecting': 'Connecting',
  'title.selectChain': 'Select Chain',
  'title.account': 'Account',
  'title.switchAccount': 'Switch Account',
  'title.networks': 'Choose Network',
  'title.unsupportedChain': 'Switch Network',
  'connect.wallets': 'Wallets',
  'connect.allWallets': 'All Wallets',
  'connect.recent': 'Recent',
  'connect.installed': 'Installed',
  'connect.noWallets': 'No wallets found',
  'connect.noWalletsHint': 'Install a wallet extension in this browser, then reload the page to connect.',
  'connect.legal': 'By connecting your wallet, you agree to our {links}.',
  'connect.legalAnd': ' and ',
  'connect.terms': 'Terms of Service',
  'connect.privacy': 'Privacy Policy',
  'connect.walletUnavailable': 'Wallet not available',
  'connect.walletUnavailableHint': 'This wallet is no longer available in this browser. Choose another way to connect.',
  'connect.continueIn': 'Continue in {wallet}',
  'connect.accept': 'Accept the connection request in the wallet',
  'connect.declined': 'Connection declined',
  'connect.declinedHint': 'Connection can be declined if a previous request is still active',
  'connect.failed': 'Connection failed',
  'connect.chains': 'Chains',
  'connect.multiChain': '{wallet} supports several chains. Choose the one to connect.',
  'account.none': 'No account connected',
  'account.noneHint': 'Connect a wallet to see your account.',
  'account.copyAddress': 'Copy address',
  'account.copied': 'Address copied',
  'account.copyUnavailable': 'Copying is not available here',
  'account.smartDeployed': 'Smart account · Deployed',
  'account.smartNotDeployed': 'Smart account · Not deployed yet',
  'account.explorer': 'Block explorer',
  'account.features': 'Wallet features',
  'account.switch': 'Switch account',
  'account.accounts': 'Accounts',
  'account.network': 'Network',
  'account.networkLabel': 'Network: ',
  'account.tabs': 'Account',
  'account.signedInWith': 'Signed in with {provider}',
  'account.disconnect': 'Disconnect',
  'tokens.title': 'Tokens',
  'tokens.total': 'Total: ',
  'tokens.totalUnavailable': 'Total unavailable',
  'tokens.valueUnavailable': 'value unavailable',
  'tokens.more': '{shown} of {total} tokens shown',
  'networks.search': 'Search networks',
  'networks.noMatch': 'No network matches your search.',
  'networks.none': 'No networks are available.',
  'networks.list': 'Networks',
  'networks.switchDeclined': 'Switch declined',
  'networks.unsupportedIntro': "This app doesn't support your current network. Switch to an available option to continue.",
  'accountType.eoa': 'Account',
  'accountType.smartAccount': 'Smart account',
  'accountType.payment': 'Payment',
  'accountType.ordinal': 'Ordinals',
  'accountType.stx': 'Stacks',
  'qr.drawing': 'Drawing the QR code',
  'qr.unavailable': 'The QR code could not be drawn. Copy the link instead.',
  'qr.unavailableLabel': '{label} (unavailable)',
} as const

type ModalMessageKey = keyof typeof MODAL_MESSAGES
export type CoreMessageKey = BaseMessageKey | ModalMessageKey | KnownMessageKey
/** What every locale file holds: each core key, no other (tsc and core-locales.test.ts both check). */
export type CoreCatalogue = Readonly<Record<CoreMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<ModalMessageKey | KnownMessageKey, string> {}
}

export const CORE_MESSAGES: CoreCatalogue = { ...BASE_MESSAGES, ...MODAL_MESSAGES, ...KNOWN_MESSAGES }

export const coreMessages: MessageSource<CoreMessageKey> = { english: CORE_MESSAGES, load: loadCoreLocale }

/** The modal's texts in the kit's locale, for the kit's own views and parts. */
export function useCoreMessages(): Messages<CoreMessageKey> & { readonly dir: 'ltr' | 'rtl' } {
  const messages = useMessages(coreMessages)
  return { ...messages, dir: directionOf(messages.lang) }
}
