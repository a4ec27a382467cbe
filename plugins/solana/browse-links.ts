import type { Namespace, WalletListEntry } from '../../kernel/index.js'

/** The wallet directory's ids (spec §7 Explorer API) of the two wallets whose in-app browsers spec §7 names. */
export const PHANTOM_WALLET_ID = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
export const COINBASE_WALLET_ID = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfa6b12ba66d27e0'

type Wallet = Pick<WalletListEntry, 'id' | 'name' | 'rdns'>
type Page = Pick<Location, 'href' | 'origin'>

const named = (wallet: Wallet, id: string, rdns: string, names: readonly string[]) =>
  wallet.id.toLowerCase() === id || wallet.rdns?.toLowerCase() === rdns || names.includes(wallet.name.trim().toLowerCase())

/**
 * Spec §7 deep links: on a phone where the wallet is not injected, Phantom (for any chain) and Coinbase Wallet (on
 * Solana) open the current page in their in-app browser, where the page finds them injected. Other wallets: none.
 */
export function walletBrowseLink(wallet: Wallet, page: Page, namespace: Namespace | undefined): string | undefined {
  if (named(wallet, PHANTOM_WALLET_ID, 'app.phantom', ['phantom']))
    return `https://phantom.app/ul/browse/${encodeURIComponent(page.href)}?ref=${encodeURIComponent(page.origin)}`
  if (namespace === 'solana' && named(wallet, COINBASE_WALLET_ID, 'com.coinbase.wallet', ['coinbase wallet', 'coinbase']))
    return `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page.href)}`
  return undefined
}
