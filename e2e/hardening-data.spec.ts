import type { Locator, Page } from '@playwright/test'
import { expect, test, TEST_WALLET_NAME, type TestWallet } from './fixtures/data-api.js'

// The playground against the devnet's data API, whose test control lists filler tokens for an address
// (devnet/README.md "Test controls"). Wallet #1 holds ETH, DUSD, TSR and ZERO (decimals 0, dropped) on Devnet.

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const tokenRows = (account: Locator) => account.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
const unavailableToast = (page: Page) => page.getByRole('alert').filter({ hasText: 'Token Balance Unavailable' })
/** The rows the list renders at most (ui/parts/TokenList.tsx). */
const ROWS_SHOWN = 50
/** ETH, DUSD and TSR: the wallet's real holdings the kit lists. */
const REAL_TOKENS = 3

async function connect(page: Page, wallet: TestWallet) {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  return account
}

/** How long the page takes to run a task: a frozen main thread shows here first. */
async function roundTrip(page: Page): Promise<number> {
  const start = Date.now()
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  return Date.now() - start
}

async function disconnectsPromptly(page: Page, account: Locator) {
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected', { timeout: 3_000 })
}

test.describe('a data API answering more than any real account holds', () => {
  test('230,000 tokens: the answer is cut at the body limit, the chain balance shows, the page stays responsive', async ({ page, wallet, dataApi }) => {
    const errors: Error[] = []
    page.on('pageerror', (error) => errors.push(error))
    await dataApi.setExtraTokens(wallet.address, 230_000)

    const account = await connect(page, wallet)
    await expect(unavailableToast(page)).toBeVisible()
    await expect(account.getByText('1.234 ETH', { exact: true })).toBeVisible()
    // The RPC's native balance stands in for the refused list.
    await expect(tokenRows(account)).toHaveCount(1)
    expect(await roundTrip(page)).toBeLessThan(1_000)
    await disconnectsPromptly(page, account)
    expect(errors).toEqual([])
  })

  test(`1,500 tokens: under the body limit, over the list bound, refused the same way`, async ({ page, wallet, dataApi }) => {
    await dataApi.setExtraTokens(wallet.address, 1_500)
    const account = await connect(page, wallet)
    await expect(unavailableToast(page)).toBeVisible()
    await expect(tokenRows(account)).toHaveCount(1)
    await expect(account.getByText('1.234 ETH', { exact: true })).toBeVisible()
    await disconnectsPromptly(page, account)
  })

  test(`900 tokens: accepted, ${ROWS_SHOWN} rows rendered with the count, the total over all of them`, async ({ page, wallet, dataApi }) => {
    await dataApi.setExtraTokens(wallet.address, 900)
    const account = await connect(page, wallet)
    await expect(account.getByTestId('account-tokens-more')).toHaveText(`${ROWS_SHOWN} of ${REAL_TOKENS + 900} tokens shown`)
    await expect(tokenRows(account)).toHaveCount(ROWS_SHOWN)
    // $4338.66 of real holdings and 900 fillers at $0.01.
    await expect(account.getByTestId('account-tokens-total')).toHaveText(/^Total: \$4,34[67]\.\d\d$/)
    await expect(unavailableToast(page)).toHaveCount(0)
    expect(await roundTrip(page)).toBeLessThan(1_000)
    await disconnectsPromptly(page, account)
  })
})
