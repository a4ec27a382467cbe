import type { Locator, Page } from '@playwright/test'
import { SOLANA_DEVNET } from '../devnet/solana/cluster.mjs'
import { scanModal } from './fixtures/axe.js'
import { dialog, openConnect, status, switchNetwork } from './fixtures/modal.js'
import { expect, test } from './fixtures/test.js'
import { opened, PHONE, recordWindowOpen } from './fixtures/window-open.js'

// Spec §7 deep links, on the playground with the devnet's wallet directory (which lists Phantom and Coinbase
// Wallet under their real directory ids). Neither wallet is injected here, as in a phone's ordinary browser.

/** Connect → All Wallets → search, and choose the wallet from the results. */
async function chooseFromDirectory(page: Page, connect: Locator, name: string): Promise<void> {
  await connect.getByTestId('all-wallets').click()
  const all = dialog(page, 'All Wallets')
  await all.getByRole('searchbox', { name: 'Search wallets' }).fill(name)
  await all.getByTestId('wallet-search-results').getByRole('button', { name, exact: true }).click()
}

const pairingUri = (page: Page) => page.evaluate(() => (window as unknown as { kit: { getState(): { walletconnect: { uri?: string } } } }).kit.getState().walletconnect.uri)

test.describe('on a phone', () => {
  test.use(PHONE)

  test("Phantom opens this page in Phantom's browser, carrying the page URL and origin, instead of pairing", async ({ page }) => {
    await recordWindowOpen(page)
    const connect = await openConnect(page, '/?from=phone#top')
    await chooseFromDirectory(page, connect, 'Phantom')
    const phantom = dialog(page, 'Phantom')
    await expect(phantom.getByText('Continue in Phantom')).toBeVisible()
    await scanModal(page)
    const { href, origin } = await page.evaluate(() => ({ href: location.href, origin: location.origin }))
    const expected = { href: `https://phantom.app/ul/browse/${encodeURIComponent(href)}?ref=${encodeURIComponent(origin)}`, target: '_self' }
    await expect.poll(() => opened(page)).toEqual([expected])
    expect(href).toContain('?from=phone#top')

    // Coming back (or a phone that asked first): a tap opens it again. No pairing was started for it.
    await phantom.getByRole('button', { name: 'Open Phantom' }).click()
    await expect.poll(() => opened(page)).toEqual([expected, expected])
    expect(await pairingUri(page)).toBeUndefined()
    await expect(status(page)).toHaveText('disconnected')
  })

  test('Coinbase Wallet pairs on an EVM network, and opens its dapp browser on Solana', async ({ page }) => {
    await recordWindowOpen(page)
    let connect = await openConnect(page)
    await chooseFromDirectory(page, connect, 'Coinbase Wallet')
    // EVM: the wallet's app gets a pairing URI, as any directory wallet does.
    await expect.poll(() => opened(page)).toHaveLength(1)
    const [pairing] = await opened(page)
    expect(pairing!.href).toMatch(/^cbwallet:\/\/wc\?uri=wc%3A/)

    await switchNetwork(page, SOLANA_DEVNET.name)
    await page.evaluate(() => (window.__opened = []))
    await page.keyboard.press('Escape')
    await page.getByTestId('connect-button').click()
    connect = dialog(page, 'Connect Wallet')
    await chooseFromDirectory(page, connect, 'Coinbase Wallet')
    await expect(dialog(page, 'Coinbase Wallet').getByText('Continue in Coinbase Wallet')).toBeVisible()
    const href = await page.evaluate(() => location.href)
    await expect.poll(() => opened(page)).toEqual([{ href: `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(href)}`, target: '_self' }])
  })
})

test('on a desktop, Phantom without its extension pairs with the code as other wallets do', async ({ page }) => {
  await recordWindowOpen(page)
  const connect = await openConnect(page)
  await chooseFromDirectory(page, connect, 'Phantom')
  await expect(dialog(page, 'Phantom').getByRole('img', { name: 'QR code to connect Phantom' })).toBeVisible()
  expect(await opened(page)).toEqual([])
})
