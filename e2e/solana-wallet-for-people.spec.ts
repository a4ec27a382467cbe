import { expect, test, type Dialog, type Page } from '@playwright/test'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../devnet/solana/cluster.mjs'
import { verifiesEd25519 } from './fixtures/ed25519.js'
import { dialog, openConnect, status } from './fixtures/modal.js'

// The wallet a person gets with ?solanaWallet: a script the devnet's dev wallet serves, holding Solana dev account 3
// and asking in the browser's confirm dialogs. Nothing here injects it: the page loads it as a person's would.

const NAME = 'Tessera Dev Wallet (Solana)'
const ACCOUNT = SOLANA_DEV_ACCOUNTS[3]!.address
const WALLET_SCRIPT = 'http://127.0.0.1:8793/solana-wallet.js'
const SIGNED_MESSAGE = 'Hello from the Tessera playground'
const RPC = `http://127.0.0.1:${SOLANA_DEVNET.defaultPort}`

/** The cluster's balance of `address` as the Account view shows it: whole SOL, truncated to 3 places. */
async function shownBalance(address: string): Promise<string> {
  const response = await fetch(RPC, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }) })
  const { result } = (await response.json()) as { result: { value: number } }
  const lamports = BigInt(result.value)
  // As the kit shows it in English: whole SOL grouped by thousands, 3 decimals truncated.
  return `${(lamports / 1_000_000_000n).toLocaleString('en-US')}.${(lamports % 1_000_000_000n).toString().padStart(9, '0').slice(0, 3)} SOL`
}

/** Answers the wallet's confirm dialogs as a person would, one answer per prompt, and keeps what each asked. */
function answerPrompts(page: Page) {
  const prompts: string[] = []
  const answers: ('accept' | 'dismiss')[] = []
  page.on('dialog', (prompt: Dialog) => {
    prompts.push(prompt.message())
    // A prompt the test did not expect is refused; the count of prompts each step checks then shows it.
    void (answers.shift() === 'accept' ? prompt.accept() : prompt.dismiss())
  })
  return {
    prompts,
    next: (...next: ('accept' | 'dismiss')[]) => answers.push(...next),
  }
}

test('?solanaWallet: the dev Solana wallet is listed; a person refuses, then accepts, sees the account and balance, and signs', async ({ page }) => {
  const person = answerPrompts(page)
  const connect = await openConnect(page, '/?solanaWallet')
  const row = connect.getByRole('list', { name: 'Wallets' }).locator('li[data-group="injected"]').getByRole('button', { name: NAME })
  await expect(row).toContainText('Installed')
  await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  expect(person.prompts).toEqual([])

  // Refused: the wallet's prompt named the site and the account, and the modal says the connection was declined.
  person.next('dismiss')
  await row.click()
  const connecting = dialog(page, NAME)
  await expect(connecting.getByText('Connection declined')).toBeVisible()
  expect(person.prompts).toHaveLength(1)
  expect(person.prompts[0]).toContain(`Connect ${new URL(page.url()).origin} to ${ACCOUNT}?`)
  await expect(status(page)).toHaveText('disconnected')

  person.next('accept')
  await connecting.getByRole('button', { name: 'Try again' }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTitle(ACCOUNT)).toBeVisible()
  await expect(account.locator('.balance')).toHaveText(await shownBalance(ACCOUNT))
  await expect(page.getByTestId('address')).toHaveText(ACCOUNT)
  await expect(page.getByTestId('network')).toHaveText(SOLANA_DEVNET.name)
  await expect(status(page)).toHaveText('connected')
  expect(person.prompts).toHaveLength(2)
  await page.keyboard.press('Escape')

  // Signed once the person accepts the prompt, which shows the message; checked as Ed25519 outside the browser.
  person.next('accept')
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  expect(person.prompts[2]).toContain(SIGNED_MESSAGE)
  expect(verifiesEd25519(ACCOUNT, SIGNED_MESSAGE, (await signature.textContent())!)).toBe(true)

  person.next('dismiss')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('alert')).toContainText('User rejected the request.')
  await expect(status(page)).toHaveText('connected')
  expect(person.prompts).toHaveLength(4)
})

test('?solanaWallet: a wallet script that arrives after the Connect view opened is listed there', async ({ page }) => {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(WALLET_SCRIPT, async (route) => {
    await released
    await route.continue()
  })
  // The held script holds the page's load event too, so no waiting for it.
  await page.goto('/?solanaWallet', { waitUntil: 'domcontentloaded' })
  await page.getByTestId('connect-button').click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: 'WalletConnect' })).toBeVisible()
  await expect(connect.getByRole('button', { name: NAME })).toHaveCount(0)
  release()
  await expect(connect.getByRole('button', { name: NAME })).toContainText('Installed')
})

test('without ?solanaWallet the page loads no wallet script', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  const connect = await openConnect(page, '/')
  await expect(connect.getByRole('button', { name: 'WalletConnect' })).toBeVisible()
  expect(requested).not.toContain(WALLET_SCRIPT)
  await expect(connect.getByRole('button', { name: NAME })).toHaveCount(0)
})
