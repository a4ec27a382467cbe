import { createPublicClient, http, parseEther } from 'viem'
import { ONRAMP_EVM_TREASURY } from '../devnet/onramp/credit-evm.mjs'
import { connectTestWallet } from './fixtures/connect-test-wallet.js'
import { dialog } from './fixtures/modal.js'
import { expect, test, TEST_WALLET_BALANCE } from './fixtures/test.js'

// "Buy crypto" in the playground against the devnet's onramp providers (devnet/onramp): the data API lists and
// quotes them, its generator makes the checkout URL, and the provider's page credits anvil from its treasury.

const truncated = (address: string) => new RegExp(`from ${address.slice(0, 6)}`, 'i')

test('buys ETH through Devnet Card: the card form in the provider’s window, the balance credited on anvil and in the kit, Activity lists it', async ({ page, wallet, devnet }) => {
  const account = await connectTestWallet(page, wallet)
  await expect(account.locator('.balance')).toHaveText('1.234 ETH')
  await account.getByRole('button', { name: 'Buy crypto' }).click()
  const view = dialog(page, 'Buy crypto')
  await expect(view.getByRole('combobox', { name: 'Currency' })).toHaveValue('ETH')
  await expect(view.getByRole('combobox', { name: 'Network' })).toHaveValue('eip155:31337')
  await expect(view.getByRole('textbox', { name: 'Amount' })).toHaveValue('100')
  // Both providers quote, at the data API's 2500 USD an ETH: 1 % and 2 % fees.
  await expect(view.getByTestId('onramp-quote-devnet-card')).toContainText('Fee 1.00 USD (1%)')
  await expect(view.getByTestId('onramp-quote-devnet-card')).toContainText('0.0396 ETH')
  await expect(view.getByTestId('onramp-quote-devnet-pay')).toContainText('Fee 2.00 USD (2%)')

  const popupOpened = page.waitForEvent('popup')
  await view.getByRole('button', { name: 'Continue' }).click()
  const provider = await popupOpened
  await provider.waitForURL(/\/buy\/devnet-card\?/)
  await expect(view.getByTestId('onramp-waiting')).toContainText('Waiting for Devnet Card')
  await expect(provider.getByTestId('onramp-wallet')).toHaveText(wallet.address)
  await expect(provider.getByTestId('onramp-network')).toHaveText('Devnet')
  await expect(provider.getByTestId('onramp-amount')).toHaveText('100 USD')
  await expect(provider.getByTestId('onramp-fee')).toHaveText('1.00 USD')
  await provider.getByLabel('Card number').fill('4242 4242 4242 4242')
  await provider.getByLabel('Expiry (MM/YY)').fill('12/30')
  await provider.getByLabel('CVC').fill('123')
  await provider.getByRole('button', { name: 'Pay 100 USD' }).click()
  await expect(provider.getByRole('heading', { name: 'Purchase complete' })).toBeVisible()
  const hash = (await provider.getByTestId('onramp-hash').textContent())!

  await expect(view.getByTestId('onramp-done')).toContainText('0.0396 ETH from Devnet Card arrived in your wallet.', { timeout: 15_000 })
  await expect(view.getByTestId('onramp-hash')).toHaveText(hash)
  const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
  expect(await client.getBalance({ address: wallet.address })).toBe(TEST_WALLET_BALANCE + parseEther('0.0396'))
  const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
  expect([receipt.status, receipt.from.toLowerCase()]).toEqual(['success', ONRAMP_EVM_TREASURY.address.toLowerCase()])

  await page.getByRole('button', { name: 'Back' }).click()
  await expect(account.locator('.balance')).toHaveText('1.274 ETH')
  await account.getByRole('tab', { name: 'Activity' }).click()
  const first = account.getByTestId('activity-item').first()
  await expect(first).toHaveAttribute('aria-label', /^Bought, \+0\.0\d+ ETH, /)
  await expect(first).toHaveAttribute('aria-label', truncated(ONRAMP_EVM_TREASURY.address))
})

test('with the data API’s onramp calls failing: the built-in options and a labelled estimate', async ({ page, wallet }) => {
  await page.route('**/v1/onramp/options?**', (route) => route.abort())
  await page.route('**/v1/onramp/quote?**', (route) => route.fulfill({ status: 400, json: { status: 'FAILED', reasons: [{ field: '', description: 'down' }] } }))
  const account = await connectTestWallet(page, wallet)
  await account.getByRole('button', { name: 'Buy crypto' }).click()
  const view = dialog(page, 'Buy crypto')
  await expect(view.getByTestId('onramp-fallback')).toBeVisible()
  await expect(view.getByRole('combobox', { name: 'Currency' }).locator('option')).toHaveText(['USDC — USD Coin', 'ETH — Ether'])
  await expect(view.getByRole('combobox', { name: 'Network' }).locator('option')).toHaveText(['Ethereum', 'Polygon'])
  await expect(view.getByRole('combobox', { name: 'Pay with' }).locator('option')).toHaveText(['USD', 'EUR'])
  await expect(view.getByTestId('onramp-estimate')).toHaveText(/^Estimate \(no provider quoted\): fee about 2\.00 USD \(1–2%\)/)
  await expect(view.getByRole('button', { name: 'Continue' })).toBeDisabled()
})

test.describe('in a restricted time zone (spec §9)', () => {
  test.use({ timezoneId: 'Asia/Shanghai' })

  test('the Account view offers no Buy button', async ({ page, wallet }) => {
    const account = await connectTestWallet(page, wallet)
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai')
    await expect(account.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
    await expect(account.getByRole('button', { name: 'Buy crypto' })).toHaveCount(0)
  })
})
