import type { MessageSource, MessageVars } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'

/**
 * The embedded wallet's texts in English; each other locale is a chunk of its own (`locales/`). Spec messages
 * (the toasts, the cooldown, the frame's failures) are quoted word for word.
 */
export const EMBEDDED_WALLET_MESSAGES = {
  'embeddedWallet.title.otp': 'Confirm Email',
  'embeddedWallet.title.verifyDevice': 'Register Device',
  'embeddedWallet.title.approve': 'Approve Transaction',
  'embeddedWallet.title.updateEmail': 'Change Email',
  'embeddedWallet.title.accountType': 'Smart Account',
  'embeddedWallet.title.continueWith': 'Continue with {provider}',
  'embeddedWallet.title.farcaster': 'Sign in with Farcaster',
  'embeddedWallet.feature.changeEmail': 'Change email',
  'embeddedWallet.feature.switchToEoa': 'Switch to your EOA',
  'embeddedWallet.feature.switchToSmart': 'Switch to your smart account',
  'embeddedWallet.email': 'Email',
  'embeddedWallet.continue': 'Continue',
  'embeddedWallet.code': 'Code',
  'embeddedWallet.confirm': 'Confirm',
  'embeddedWallet.cancel': 'Cancel',
  'embeddedWallet.tryAgain': 'Try again',
  'embeddedWallet.otp.prompt': 'Enter the code we sent to {email}',
  'embeddedWallet.device.title': 'Register this device',
  'embeddedWallet.device.prompt': 'Approve the login link we sent to {email} to continue.',
  'embeddedWallet.approve': 'Approve',
  'embeddedWallet.reject': 'Reject',
  'embeddedWallet.row.request': 'Request',
  'embeddedWallet.row.details': 'Details',
  'embeddedWallet.update.newEmail': 'New email',
  'embeddedWallet.update.emailPrompt': 'Enter the address you want to use',
  'embeddedWallet.update.currentCode': 'Enter the code we sent to your current email',
  'embeddedWallet.update.newCode': 'Enter the code we sent to your new email',
  'embeddedWallet.update.done': 'Email updated',
  'embeddedWallet.update.signInWith': 'You now sign in with {email}.',
  'embeddedWallet.update.signInWithNew': 'You now sign in with your new email.',
  'embeddedWallet.account.none': 'No account connected',
  'embeddedWallet.account.noneHint': 'Connect a wallet to see your account.',
  'embeddedWallet.account.smart': 'Smart account',
  'embeddedWallet.account.smartInUse': 'Smart account (in use)',
  'embeddedWallet.account.smartUnavailable': 'Not available on this network',
  'embeddedWallet.account.deployed': 'Deployed',
  'embeddedWallet.account.notDeployed': 'Not deployed yet',
  'embeddedWallet.account.eoa': 'EOA',
  'embeddedWallet.account.eoaInUse': 'EOA (in use)',
  'embeddedWallet.account.copyAddress': 'Copy address',
  'embeddedWallet.social.list': 'Sign in with',
  'embeddedWallet.social.failed': 'Could not sign in with {provider}',
  'embeddedWallet.social.failedNoProvider': 'Could not sign you in',
  'embeddedWallet.social.signingIn': 'Signing you in',
  'embeddedWallet.social.settingUp': 'Setting up your wallet…',
  'embeddedWallet.social.continueIn': 'Continue in the {provider} window',
  'embeddedWallet.social.windowHint': 'Sign in there; the window closes by itself when you are done.',
  'embeddedWallet.farcaster.preparing': 'Preparing the Farcaster link',
  'embeddedWallet.farcaster.qr': 'QR code to sign in with Farcaster',
  'embeddedWallet.farcaster.scan': 'Scan with your phone',
  'embeddedWallet.farcaster.hint': 'Scan the code with a Farcaster app, or open the link, and approve the sign-in.',
  'embeddedWallet.farcaster.open': 'Open the Farcaster link',
  'embeddedWallet.farcaster.copy': 'Copy link',
  'embeddedWallet.farcaster.copied': 'Link copied',
  'embeddedWallet.error.invalidEmail': 'Enter a valid email address',
  'embeddedWallet.error.invalidOtp': 'Enter the 6-digit code',
  'embeddedWallet.error.cooldown': 'Please try again after {seconds} seconds',
  'embeddedWallet.error.windowClosed': 'The sign-in window was closed before you finished. Try again.',
  'embeddedWallet.error.loadFailed': 'Network Error - Could not load embedded wallet',
  'embeddedWallet.error.timedOut': 'Embedded Wallet Request Timed Out',
  'embeddedWallet.error.appConfiguration': 'Invalid App Configuration',
  'embeddedWallet.error.projectId': 'Invalid Project ID',
  'embeddedWallet.error.unknown': 'An error occurred',
  'embeddedWallet.error.generic': 'Something went wrong',
  'embeddedWallet.toast.rpcNotAllowed': 'Requested RPC call is not allowed',
  'embeddedWallet.toast.smartAccountsUnsupported': 'This application might not support Smart Accounts',
} as const

export type EmbeddedWalletMessageKey = keyof typeof EMBEDDED_WALLET_MESSAGES
export type EmbeddedWalletCatalogue = Readonly<Record<EmbeddedWalletMessageKey, string>>
/** One of this plugin's texts, with its placeholders' values. */
export interface EmbeddedWalletText {
  readonly key: EmbeddedWalletMessageKey
  readonly vars?: MessageVars
}

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<EmbeddedWalletMessageKey, string> {}
}

export const embeddedWalletMessages: MessageSource<EmbeddedWalletMessageKey> = {
  english: EMBEDDED_WALLET_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: EmbeddedWalletCatalogue }>),
}
