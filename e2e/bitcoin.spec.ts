import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_DEVNET } from '../devnet/bitcoin/ledger-constants.mjs'
import { BITCOIN_LEDGER_URL, BITCOIN_TEST_WALLET_NAME, installBitcoinWallet, type BitcoinTestWallet, type BitcoinWalletOptions } from './fixtures/bitcoin-wallet.js'
import { scanModal } from './fixtures/axe.js'
import { dialog, openConnect, status } from './fixtures/modal.js'
import { expect, test as base, TEST_WALLET_NAME } from './fixtures/test.js'

// The playground with its bip122 plugin on the devnet's regtest ledger ("Bitcoin Regtest (local)", 127.0.0.1:8794).
// The `bitcoinWallet` fixture is a WBIP004 provider (as Xverse injects) listed in `window.btc_providers`, holding
// Bitcoin dev accounts 0 and 1; it signs in Node with @scure/btc-signer and sends to the ledger.

const test = base.extend<{ bitcoinWalletOptions: BitcoinWalletOptions; bitcoinWallet: BitcoinTestWallet }>({
  bitcoinWalletOptions: [{}, { option: true }],
  bitcoinWallet: async ({ context, bitcoinWalletOptions }, use) => {
    await use(await installBitcoinWallet(context, bitcoinWalletOptions))
  },
})

const SIGNED_MESSAGE = 'Hello from the Tessera playground'
const [OWN, SECOND, RECEIVER] = BITCOIN_DEV_ACCOUNTS as unknown as readonly [(typeof BITCOIN_DEV_ACCOUNTS)[number], (typeof BITCOIN_DEV_ACCOUNTS)[number], (typeof BITCOIN_DEV_ACCOUNTS)[number]]
/** The playground's Send BTC default receiver and amount. */
const RECEIVER_ADDRESS = 'bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv'
const SENT_SATS = 100_000n

/** An address's confirmed and unconfirmed sats, from the ledger's esplora API. */
async function satsOf(address: string): Promise<bigint> {
  const body = (await (await fetch(`${BITCOIN_LEDGER_URL}/address/${address}`)).json()) as Record<'chain_stats' | 'mempool_stats', { funded_txo_sum: number; spent_txo_sum: number }>
  return BigInt(body.chain_stats.funded_txo_sum - body.chain_stats.spent_txo_sum + body.mempool_stats.funded_txo_sum - body.mempool_stats.spent_txo_sum)
}
/** How the playground shows a balance: `${balance} BTC`, the balance in whole BTC. */
const btc = (sats: bigint) => `${Number(sats) / 1e8} BTC`

async function connected(page: Page) {
  const connect = await openConnect(page)
  await connect.getByRole('button', { name: BITCOIN_TEST_WALLET_NAME }).click()
  await expect(status(page)).toHaveText('connected')
  await page.keyboard.press('Escape')
}

test.describe('a Bitcoin browser wallet (WBIP004)', () => {
  test('listed in Connect; connects with the payment address first, on the regtest ledger, with its BTC balance', async ({ page, bitcoinWallet }) => {
    expect(RECEIVER.payment.address).toBe(RECEIVER_ADDRESS)
    const connect = await openConnect(page)
    const row = connect.getByRole('button', { name: BITCOIN_TEST_WALLET_NAME })
    await expect(row).toContainText('Installed')
    expect(bitcoinWallet.requests).toEqual([])

    await row.click()
    const account = dialog(page, 'Account')
    await expect(account.getByTitle(OWN.payment.address)).toBeVisible()
    await expect(account.locator('.balance')).toHaveText(/^[\d,]+\.\d{3} BTC$/)
    // Regtest has no public explorer: no link to one.
    await expect(account.getByRole('link', { name: 'Block explorer' })).toHaveCount(0)
    await expect(page.getByTestId('address')).toHaveText(OWN.payment.address)
    await expect(page.getByTestId('network')).toHaveText(BITCOIN_DEVNET.name)
    await expect(page.getByRole('region', { name: 'Account' }).getByText(`${BITCOIN_DEVNET.caipNetworkId}:${OWN.payment.address}`, { exact: true })).toBeVisible()
    const accounts = await page.evaluate(() => (window as unknown as { kit: { getAccount(ns: string): { allAccounts: unknown[] } } }).kit.getAccount('bip122').allAccounts)
    expect(accounts).toEqual([
      { namespace: 'bip122', address: OWN.payment.address, type: 'payment', publicKey: OWN.payment.publicKey, path: OWN.payment.path },
      { namespace: 'bip122', address: OWN.ordinals.address, type: 'ordinal', publicKey: OWN.ordinals.publicKey, path: OWN.ordinals.path },
    ])
    await expect(page.getByRole('region', { name: 'Account' }).getByText(btc(await satsOf(OWN.payment.address)), { exact: true })).toBeVisible()
  })

  test('a declined connection says so, and Try again connects', async ({ page, bitcoinWallet }) => {
    bitcoinWallet.rejectNext('wallet_connect')
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: BITCOIN_TEST_WALLET_NAME }).click()
    const connecting = dialog(page, BITCOIN_TEST_WALLET_NAME)
    await expect(connecting.getByText('Connection declined')).toBeVisible()
    await expect(status(page)).toHaveText('disconnected')
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await expect(dialog(page, 'Account').getByTitle(OWN.payment.address)).toBeVisible()
  })

  test('signs a BIP-322 message that bip322-js verifies; a declined signature shows the spec’s message', async ({ page, bitcoinWallet }) => {
    await connected(page)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^[A-Za-z0-9+/]+={0,2}$/)
    const text = (await signature.textContent())!
    expect(Verifier.verifySignature(OWN.payment.address, SIGNED_MESSAGE, text)).toBe(true)
    expect(Verifier.verifySignature(OWN.payment.address, `${SIGNED_MESSAGE}!`, text)).toBe(false)

    bitcoinWallet.rejectNext('signMessage')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByRole('alert')).toContainText('User rejected the request.')
    await expect(status(page)).toHaveText('connected')
  })

  test('the Account view switches to the ordinals address, which then signs (BIP-322, taproot)', async ({ page, bitcoinWallet }) => {
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: BITCOIN_TEST_WALLET_NAME }).click()
    const account = dialog(page, 'Account')
    await account.getByRole('button', { name: /Payment.*Switch account/ }).click()
    const accounts = dialog(page, 'Switch Account').getByRole('list', { name: 'Accounts' })
    await expect(accounts.getByRole('button')).toHaveText([/^Payment/, /^Ordinals/])
    await scanModal(page)
    await accounts.getByRole('button', { name: /^Ordinals/ }).click()
    await expect(page.getByTestId('address')).toHaveText(OWN.ordinals.address)
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^[A-Za-z0-9+/]+={0,2}$/)
    const signature = (await page.getByTestId('signature').textContent())!
    expect(Verifier.verifySignature(OWN.ordinals.address, SIGNED_MESSAGE, signature)).toBe(true)
    expect(Verifier.verifySignature(SECOND.ordinals.address, SIGNED_MESSAGE, signature)).toBe(false)
    expect(bitcoinWallet.requests.filter((method) => method === 'wallet_connect')).toHaveLength(1)
    // The choice is remembered: a reload shows the ordinals address again.
    await page.reload()
    await expect(page.getByTestId('address')).toHaveText(OWN.ordinals.address)
  })

  test('a reload reconnects without a prompt; Disconnect ends the session in the wallet', async ({ page, bitcoinWallet }) => {
    await connected(page)
    bitcoinWallet.clearRequests()
    await page.reload()
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(OWN.payment.address)
    expect(bitcoinWallet.requests).toContain('wallet_getAccount')
    expect(bitcoinWallet.requests).not.toContain('wallet_connect')

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(status(page)).toHaveText('disconnected')
    expect(bitcoinWallet.requests).toContain('wallet_disconnect')
    await page.reload()
    await expect(page.getByTestId('connect-button')).toBeVisible()
    await expect(status(page)).toHaveText('disconnected')
  })

  test('follows an account change in the wallet, and the wallet’s disconnect', async ({ page, bitcoinWallet }) => {
    await connected(page)
    await bitcoinWallet.switchAccount(1)
    await expect(page.getByTestId('address')).toHaveText(SECOND.payment.address)
    await bitcoinWallet.disconnectFromWallet()
    await expect(status(page)).toHaveText('disconnected')
    // Revoked: a reload finds no authorisation and stays disconnected.
    await page.reload()
    await expect(status(page)).toHaveText('disconnected')
  })

  test('host code sends sats through the kit; the ledger has them and the balance follows', async ({ page, bitcoinWallet }) => {
    test.slow()
    await connected(page)
    const before = await satsOf(RECEIVER_ADDRESS)
    const senderBefore = await satsOf(bitcoinWallet.address)
    await expect(page.getByRole('region', { name: 'Account' }).getByText(btc(senderBefore), { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Send 0.001 BTC' }).click()
    await expect(page.getByTestId('btc-transfer')).toHaveText(/^[0-9a-f]{64}$/, { timeout: 15_000 })
    expect(bitcoinWallet.requests).toContain('sendTransfer')
    expect(await satsOf(RECEIVER_ADDRESS)).toBe(before + SENT_SATS)
    const senderAfter = await satsOf(bitcoinWallet.address)
    expect(senderAfter).toBeLessThan(senderBefore - SENT_SATS)
    // The kit refreshes balances every 30 s while the visitor looks at the account.
    await page.getByRole('button', { name: 'Open modal' }).click()
    await expect(dialog(page, 'Account')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Account' }).getByText(btc(senderAfter), { exact: true })).toBeVisible({ timeout: 45_000 })
  })
})

test.describe('one wallet serving EVM and Bitcoin (as Xverse does)', () => {
  test.use({ bitcoinWalletOptions: { name: TEST_WALLET_NAME } })

  test('shows once, asks which chain family to connect, and connects Bitcoin', async ({ page, wallet, bitcoinWallet }) => {
    const connect = await openConnect(page)
    const rows = connect.getByRole('button', { name: TEST_WALLET_NAME })
    await expect(rows).toHaveCount(1)
    await rows.click()
    const select = dialog(page, 'Select Chain')
    await expect(select.getByRole('list', { name: 'Chains' }).locator('.list-item-name')).toHaveText(['EVM Networks', 'Bitcoin'])
    await select.getByRole('button', { name: 'Bitcoin' }).click()
    await expect(dialog(page, 'Account').getByTitle(OWN.payment.address)).toBeVisible()
    expect(bitcoinWallet.requests).toContain('wallet_connect')
    expect(wallet.requests).not.toContain('eth_requestAccounts')
  })
})
