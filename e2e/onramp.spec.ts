import { createPublicClient, http, parseEther } from 'viem'
import { ONRAMP_EVM_TREASURY } from '../devnet/onramp/credit-evm.mjs'
import { SOLANA_DEVNET } from '../devnet/solana/cluster.mjs'
import { scanModal } from './fixtures/axe.js'
import { connectTestWallet } from './fixtures/connect-test-wallet.js'
import { dialog } from './fixtures/modal.js'
import { expect, test, TEST_WALLET_BALANCE, TEST_WALLET_NAME } from './fixtures/test.js'

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

test('buys SOL through Devnet Pay with a Solana wallet: the local cluster credits it and Activity lists it', async ({ page, solanaWallet }) => {
  const lamports = async () => {
    const response = await fetch(`http://127.0.0.1:${SOLANA_DEVNET.defaultPort}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [solanaWallet.address] }) })
    return BigInt(((await response.json()) as { result: { value: number } }).result.value)
  }
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTitle(solanaWallet.address)).toBeVisible()
  const before = await lamports()
  await account.getByRole('button', { name: 'Buy crypto' }).click()
  const view = dialog(page, 'Buy crypto')
  // An account on Solana is offered what sells there only: no ETH.
  await expect(view.getByRole('combobox', { name: 'Currency' }).locator('option')).toHaveText(['DUSD — Devnet USD', 'SOL — Solana'])
  await view.getByRole('combobox', { name: 'Currency' }).selectOption('SOL')
  await expect(view.getByRole('combobox', { name: 'Network' })).toHaveValue(SOLANA_DEVNET.caipNetworkId)
  // Devnet Card sells on eip155 only; 98 USD at 150 USD a SOL.
  await expect(view.getByTestId('onramp-quote-devnet-card')).toHaveCount(0)
  await expect(view.getByTestId('onramp-quote-devnet-pay')).toContainText('0.653333 SOL')
  const popupOpened = page.waitForEvent('popup')
  await view.getByRole('button', { name: 'Continue' }).click()
  const provider = await popupOpened
  await provider.waitForURL(/\/buy\/devnet-pay\?/)
  await expect(provider.getByTestId('onramp-wallet')).toHaveText(solanaWallet.address)
  await provider.getByLabel('Card number').fill('4242424242424242')
  await provider.getByLabel('Expiry (MM/YY)').fill('01/29')
  await provider.getByLabel('CVC').fill('4321')
  await provider.getByRole('button', { name: 'Pay 100 USD' }).click()
  await expect(provider.getByRole('heading', { name: 'Purchase complete' })).toBeVisible()
  await expect(view.getByTestId('onramp-done')).toContainText('SOL from Devnet Pay arrived in your wallet.', { timeout: 15_000 })
  expect(await lamports()).toBe(before + 653_333_000n)
  await page.getByRole('button', { name: 'Back' }).click()
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByTestId('activity-item').first()).toHaveAttribute('aria-label', /^Bought, \+0\.653 SOL, from /)
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

test('the Buy crypto view, with its quotes, has no serious or critical axe violations', async ({ page, wallet }) => {
  const account = await connectTestWallet(page, wallet)
  await account.getByRole('button', { name: 'Buy crypto' }).click()
  const view = dialog(page, 'Buy crypto')
  await expect(view.getByTestId('onramp-quote-devnet-pay')).toBeVisible()
  await scanModal(page)
  await view.getByRole('textbox', { name: 'Amount' }).fill('5')
  await expect(view.getByTestId('onramp-limit')).toHaveText('Enter between 10.00 and 7500.00 USD for card')
  await scanModal(page)
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
