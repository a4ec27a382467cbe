import type { Page } from '@playwright/test'
import { scanModal } from './fixtures/axe.js'
import { expect, test, THIRD_PARTY_URL, TEST_WALLET_NAME, type TestWallet } from './fixtures/test.js'

// examples/third-party-plugin: createKit with eip155 and a plugin written against the public contract only. It adds
// a Connect-view section, an Account-view feature button with its own view, and an after-connect step that asks the
// visitor to accept (or decline) before the connection counts.
test.use({ baseURL: THIRD_PARTY_URL, reducedMotion: 'reduce' })

const DECLINED = 'You declined the greeter’s house rules'
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const status = (page: Page) => page.getByTestId('status')
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const count = (wallet: TestWallet, method: string) => wallet.requests.filter((m) => m === method).length

async function openConnect(page: Page) {
  await page.goto('/')
  await expect(status(page)).toHaveText('disconnected')
  await page.getByTestId('connect-button').click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  return connect
}

/** Chooses the test wallet and waits for the plugin's step to ask. */
async function chooseWallet(page: Page) {
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
  const welcome = dialog(page, 'Welcome')
  await expect(welcome).toBeVisible()
  return welcome
}

test('the plugin’s section follows the wallets in the Connect view, and opens the plugin’s own view', async ({ page, wallet }) => {
  const connect = await openConnect(page)
  await expect(connect.getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible()
  // Spec order email, social, wallet; a plugin's own section comes after the ones the order names.
  await expect(connect.locator('[data-section]')).toHaveCount(2)
  expect(await connect.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')))).toEqual(['wallet', 'greeter'])
  await expect(connect.getByText('Connect to get your first greeting.')).toBeVisible()

  await connect.getByRole('button', { name: 'Say hello first' }).click()
  const hello = dialog(page, 'Hello, visitor')
  await expect(hello).toContainText('This view, its state slice and its event come from a third-party plugin.')
  await hello.getByRole('button', { name: 'Back' }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  expect(count(wallet, 'eth_requestAccounts')).toBe(0)
})

test('the after-connect step: the visitor must answer; declining rolls back with its message, accepting connects', async ({ page, wallet }) => {
  await openConnect(page)
  const welcome = await chooseWallet(page)
  await expect(welcome).toContainText(`${short(wallet.address)} is about to connect`)
  // The wallet answered, but the visitor does not count as connected until the step passes.
  await expect(status(page)).toHaveText('connecting')
  await expect(page.getByTestId('connect-button')).toHaveText('Connecting…')

  // Closing is refused while the step waits: no close or back button, Esc and the overlay only shake the card.
  await expect(welcome.getByRole('button', { name: 'Back' })).toHaveCount(0)
  await expect(welcome.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(welcome).toHaveClass(/shake/)
  await expect(welcome).toBeVisible()
  await page.locator('tessera-modal').evaluate((host) => (host.shadowRoot!.querySelector('.overlay') as HTMLElement).click())
  await expect(welcome).toBeVisible()

  await welcome.getByRole('button', { name: 'Decline' }).click()
  const connecting = dialog(page, TEST_WALLET_NAME)
  const alert = connecting.getByRole('alert').filter({ hasText: 'Connection declined' })
  await expect(alert).toContainText('Connection declined')
  await expect(alert).toContainText(DECLINED)
  await expect(status(page)).toHaveText('disconnected')
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  await expect(page.getByTestId('count')).toHaveText('0 greeting(s)')
  expect(count(wallet, 'eth_requestAccounts')).toBe(1)

  await connecting.getByRole('button', { name: 'Try again' }).click()
  const again = dialog(page, 'Welcome')
  await expect(again).toBeVisible()
  await again.getByRole('button', { name: 'Accept and connect' }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  await expect(status(page)).toHaveText('connected')
  await expect(page.getByTestId('count')).toHaveText(`1 greeting(s), last to ${wallet.address}`)
  expect(count(wallet, 'eth_requestAccounts')).toBe(2)
})

test('the plugin’s Account button opens its view; a reload restores the connection without asking again', async ({ page, wallet }) => {
  await openConnect(page)
  await (await chooseWallet(page)).getByRole('button', { name: 'Accept and connect' }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTitle(wallet.address)).toBeVisible()

  const features = account.getByRole('list', { name: 'Wallet features' })
  await features.getByRole('button', { name: 'Greet' }).click()
  const hello = dialog(page, 'Hello, friend')
  await expect(hello.getByTestId('greetings')).toHaveText('Greetings so far: 1')
  await hello.getByRole('button', { name: 'Greet again' }).click()
  await expect(hello.getByTestId('greetings')).toHaveText('Greetings so far: 2')
  await expect(page.getByTestId('count')).toHaveText('2 greeting(s), last to friend')

  // The count is the plugin's own stored key; the step does not run again for a restored connection.
  const before = wallet.requests.length
  await page.reload()
  await expect(status(page)).toHaveText('connected')
  await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
  await expect(page.getByTestId('count')).toHaveText(`3 greeting(s), last to ${wallet.address}`)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(wallet.requests.slice(before)).not.toContain('eth_requestAccounts')
  expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/greeter_greetings'))).toBe('3')
})

test('the plugin’s parts of the core screens have no serious or critical axe violations', async ({ page, wallet }) => {
  const connect = await openConnect(page)
  await expect(connect.getByRole('button', { name: 'Say hello first' })).toBeVisible()
  await scanModal(page)
  const welcome = await chooseWallet(page)
  await expect(welcome.getByRole('button', { name: 'Decline' })).toBeVisible()
  await scanModal(page)
  await welcome.getByRole('button', { name: 'Accept and connect' }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  await expect(account.getByRole('button', { name: 'Greet' })).toBeVisible()
  await scanModal(page)
})

test('a third-party plugin brings its own Japanese: its step’s title, its Account button, its view', async ({ page, wallet }) => {
  await page.goto('/?locale=ja')
  await expect(status(page)).toHaveText('disconnected')
  await page.getByTestId('connect-button').click()
  await dialog(page, 'ウォレットを接続').getByRole('button', { name: TEST_WALLET_NAME }).click()
  // Its title is its own key, read from its own Japanese chunk; the text it left in English stays English.
  await dialog(page, 'ようこそ').getByRole('button', { name: 'Accept and connect' }).click()
  const account = dialog(page, 'アカウント')
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  await account.getByRole('button', { name: '挨拶する' }).click()
  const hello = dialog(page, 'Hello, friend')
  await expect(hello.getByTestId('greetings')).toHaveText('これまでの挨拶: 1')
  await hello.getByRole('button', { name: 'もう一度挨拶する' }).click()
  await expect(hello.getByTestId('greetings')).toHaveText('これまでの挨拶: 2')
})
