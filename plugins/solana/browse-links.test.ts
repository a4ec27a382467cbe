import { describe, expect, it } from 'vitest'
import { COINBASE_WALLET_ID, PHANTOM_WALLET_ID, walletBrowseLink } from './browse-links.js'

const page = { href: 'https://dapp.example/swap?from=SOL&to=USDC#top', origin: 'https://dapp.example' }

describe('wallet browse links (spec §7)', () => {
  it("opens the current page, query and fragment included, in Phantom's browser with the page's origin as ref", () => {
    const link = walletBrowseLink({ id: PHANTOM_WALLET_ID, name: 'Phantom' }, page, 'eip155')
    expect(link).toBe('https://phantom.app/ul/browse/https%3A%2F%2Fdapp.example%2Fswap%3Ffrom%3DSOL%26to%3DUSDC%23top?ref=https%3A%2F%2Fdapp.example')
    const url = new URL(link!)
    expect(decodeURIComponent(url.pathname.slice('/ul/browse/'.length))).toBe(page.href)
    expect(url.searchParams.get('ref')).toBe(page.origin)
  })

  it('knows Phantom by directory id, rdns or name, and Coinbase Wallet only on Solana', () => {
    expect(walletBrowseLink({ id: 'x', name: ' PHANTOM ' }, page, undefined)).toMatch(/^https:\/\/phantom\.app\/ul\/browse\//)
    expect(walletBrowseLink({ id: 'x', name: 'Ghost', rdns: 'app.phantom' }, page, 'solana')).toMatch(/^https:\/\/phantom\.app\//)
    const coinbase = { id: COINBASE_WALLET_ID, name: 'Coinbase Wallet' }
    const link = walletBrowseLink(coinbase, page, 'solana')
    expect(link).toBe(`https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page.href)}`)
    expect(new URL(link!).searchParams.get('cb_url')).toBe(page.href)
    expect(walletBrowseLink(coinbase, page, 'eip155')).toBeUndefined()
    expect(walletBrowseLink(coinbase, page, undefined)).toBeUndefined()
  })

  it('leaves every other wallet to pairing, however its name tries to look like one of these', () => {
    expect(walletBrowseLink({ id: 'trust', name: 'Trust Wallet' }, page, 'solana')).toBeUndefined()
    expect(walletBrowseLink({ id: 'x', name: 'Phantom Pro' }, page, 'solana')).toBeUndefined()
    expect(walletBrowseLink({ id: 'x', name: 'Coinbase Wallet Lite', rdns: 'com.coinbase.wallet.lite' }, page, 'solana')).toBeUndefined()
  })
})
