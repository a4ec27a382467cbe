import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.js'

// Wallets that answer late or badly, in the playground (e2e/connect.spec.ts has the ordinary journeys).

const SLOW = { name: 'Slow Wallet', rdns: 'dev.tessera.slow', account: 0 }
const QUICK = { name: 'Quick Wallet', rdns: 'dev.tessera.quick', account: 1 }

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

test.describe('two wallets, each with its own account', () => {
  test.use({ walletOptions: { wallets: [SLOW, QUICK] } })

  test('a wallet given up on that answers after another connected does not take over', async ({ page, wallet }) => {
    const [slowAddress, quickAddress] = [wallet.addresses[0]!, wallet.addresses[1]!]
    await page.goto('/')
    await page.getByTestId('connect-button').click()
    const connect = dialog(page, 'Connect Wallet')
    const slowPopup = wallet.holdNext('eth_requestAccounts')
    await connect.getByRole('button', { name: SLOW.name }).click()
    const connecting = dialog(page, SLOW.name)
    await expect(connecting.getByText(`Continue in ${SLOW.name}`)).toBeVisible()
    await expect.poll(() => wallet.calls.filter((c) => c.method === 'eth_requestAccounts').map((c) => c.rdns)).toEqual([SLOW.rdns])

    // The visitor gives up on the first wallet's popup and connects the other one.
    await connecting.getByRole('button', { name: 'Back' }).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: QUICK.name }).click()
    const account = dialog(page, 'Account')
    await expect(account.getByTitle(quickAddress)).toBeVisible()
    await expect(page.getByTestId('address')).toHaveText(quickAddress)

    // Now the first wallet's popup is approved.
    slowPopup.release()
    await expect.poll(() => wallet.calls.filter((c) => c.rdns === SLOW.rdns).map((c) => c.method)).toContain('wallet_revokePermissions')
    await expect(account.getByTitle(quickAddress)).toBeVisible()
    await expect(page.getByTestId('address')).toHaveText(quickAddress)
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(page.getByTestId('account-button')).not.toContainText(slowAddress.slice(-4))
    // The abandoned wallet was let go; the one in use keeps the site's access.
    expect(wallet.isAuthorised(SLOW.rdns)).toBe(false)
    expect(wallet.isAuthorised(QUICK.rdns)).toBe(true)
    expect(wallet.calls.filter((c) => c.rdns === QUICK.rdns).map((c) => c.method)).not.toContain('wallet_revokePermissions')
  })
})
