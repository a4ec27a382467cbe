import type { Page } from '@playwright/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { hexToString, verifyMessage, type Address, type Hex } from 'viem'
import { signIn } from './fixtures/embedded-wallet.js'
import { dialog, openConnect, status } from './fixtures/modal.js'
import { expect, test, TEST_WALLET_NAME, type DevWallet, type TestWallet } from './fixtures/data-api.js'

// The playground with its sign-in toggle: `?siwx` asks after connecting, `?siwx=required` disconnects a visitor who
// cancels. The devnet's data API issues the nonces and verifies each signature for the page's own origin.

const SIGN_IN = 'Sign In'
const SESSIONS_KEY = '@appkit-wallet/siwx_sessions'

interface StoredSession {
  data: { chainId: string; accountAddress: string; domain: string; uri: string; nonce: string; expirationTime?: string }
  message: string
  signature: Hex
}

const storedSessions = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredSession[], SESSIONS_KEY)
const signInStatus = (page: Page) => page.getByTestId('siwx-status')
const personalSigns = (wallet: TestWallet) => wallet.calls.filter((call) => call.method === 'personal_sign')

/** Connect → the test wallet; the kit then asks to sign in before it counts the wallet as connected. */
async function connectUntilAsked(page: Page, path = '/?siwx') {
  const connect = await openConnect(page, path)
  // The installed wallet's row: the registry lists a wallet of the same name to pair with, until the browser's announces.
  await connect.locator('li[data-group="injected"]').getByRole('button', { name: TEST_WALLET_NAME }).click()
  const ask = dialog(page, SIGN_IN)
  await expect(ask.getByText('Tessera playground needs to connect to your wallet')).toBeVisible()
  await expect(status(page)).not.toHaveText('connected')
  return ask
}

/** The one session kept, checked the way a verifier would: its signature over its exact text, with viem. */
async function expectSignedSession(page: Page, address: Address, chainId: string) {
  const [session, ...others] = await storedSessions(page)
  expect(others).toEqual([])
  expect(session!.data).toMatchObject({ chainId, accountAddress: address, domain: '127.0.0.1:4173', uri: 'http://127.0.0.1:4173/' })
  expect(session!.message).toMatch(/^127\.0\.0\.1:4173 wants you to sign in with your Ethereum account:\n/)
  expect(await verifyMessage({ address, message: session!.message, signature: session!.signature })).toBe(true)
  return session!
}

test.describe('sign-in with the injected wallet', () => {
  test('after connecting, the visitor signs an EIP-4361 message the data API verified; the session is kept and the modal closes', async ({ page, wallet, dataApi }) => {
    const ask = await connectUntilAsked(page)
    await ask.getByRole('button', { name: 'Sign', exact: true }).click()

    await expect(status(page)).toHaveText('connected')
    await expect(signInStatus(page)).toHaveText('signedIn')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const [call] = personalSigns(wallet)
    const text = hexToString((call!.params as [Hex, Address])[0])
    expect(text).toContain(`\n${wallet.address}\n\nSign in to the Tessera playground\n\nURI: http://127.0.0.1:4173/\nVersion: 1\nChain ID: 31337\nNonce: `)
    const session = await expectSignedSession(page, wallet.address, 'eip155:31337')
    expect(session.message).toBe(text)
    // The nonce is the one the verifier issued, and the verifier accepted the session for this page.
    const calls = await dataApi.requests({ pathPrefix: '/v1/sessions' })
    expect(calls.map((c) => [c.method, decodeURIComponent(c.path), c.status, c.origin])).toEqual([
      ['POST', '/v1/sessions/nonce', 200, 'http://127.0.0.1:4173'],
      ['POST', `/v1/sessions/eip155:31337:${wallet.address}`, 201, 'http://127.0.0.1:4173'],
    ])
    expect(text).toContain(`\nNonce: ${session.data.nonce}\n`)
  })

  test("a declined signature shows 'Signature declined' and the view stays; signing again connects", async ({ page, wallet }) => {
    const ask = await connectUntilAsked(page)
    wallet.rejectNext('personal_sign')
    await ask.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(page.getByText('Signature declined')).toBeVisible()
    await expect(ask).toBeVisible()
    await expect(status(page)).not.toHaveText('connected')

    await ask.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(status(page)).toHaveText('connected')
    await expect(signInStatus(page)).toHaveText('signedIn')
  })

  test('cancelling an optional sign-in closes the modal and stays connected, signed out', async ({ page, wallet }) => {
    const ask = await connectUntilAsked(page)
    await ask.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(status(page)).toHaveText('connected')
    await expect(signInStatus(page)).toHaveText('signedOut')
    expect(personalSigns(wallet)).toEqual([])
  })

  test('required: the view cannot be closed; cancelling disconnects and Connect shows', async ({ page, wallet }) => {
    const ask = await connectUntilAsked(page, '/?siwx=required')
    await expect(ask.getByText('Cancelling will disconnect you.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(ask).toBeVisible()

    await ask.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page, 'Connect Wallet')).toBeVisible()
    await expect(status(page)).toHaveText('disconnected')
    expect(personalSigns(wallet)).toEqual([])
  })

  test('a reload with a current session asks nothing; with an expired one it asks again', async ({ page, wallet }) => {
    const ask = await connectUntilAsked(page)
    await ask.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(signInStatus(page)).toHaveText('signedIn')

    await page.reload()
    await expect(status(page)).toHaveText('connected')
    await expect(signInStatus(page)).toHaveText('signedIn')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(personalSigns(wallet)).toHaveLength(1)

    // The stored session runs out (its expiration time moved to the past): the next visit asks again.
    await page.evaluate((key) => {
      const sessions = JSON.parse(localStorage.getItem(key)!) as { data: { expirationTime?: string } }[]
      sessions[0]!.data.expirationTime = new Date(Date.now() - 1000).toISOString()
      localStorage.setItem(key, JSON.stringify(sessions))
    }, SESSIONS_KEY)
    await page.reload()
    const again = dialog(page, SIGN_IN)
    await again.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(status(page)).toHaveText('connected')
    await expect(signInStatus(page)).toHaveText('signedIn')
    expect(personalSigns(wallet)).toHaveLength(2)
    await expectSignedSession(page, wallet.address, 'eip155:31337')
  })
})

test.describe('sign-in over other wallets', () => {
  test('a WalletConnect wallet signs in over its session', async ({ page, devWallet }) => {
    await page.goto('/?siwx')
    await page.getByTestId('connect-button').click()
    const connect = dialog(page, 'Connect Wallet')
    await connect.locator('li[data-group="walletConnect"]').getByRole('button', { name: 'WalletConnect' }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { kit: { getState(): { walletconnect: { uri?: string } } } }).kit.getState().walletconnect.uri ?? '')).toMatch(/^wc:/)
    const uri = await page.evaluate(() => (window as unknown as { kit: { getState(): { walletconnect: { uri: string } } } }).kit.getState().walletconnect.uri)
    await (devWallet as DevWallet).pair(uri)

    const ask = dialog(page, SIGN_IN)
    await ask.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(status(page)).toHaveText('connected')
    await expect(signInStatus(page)).toHaveText('signedIn')
    expect(devWallet.requests.map((r) => r.method)).toContain('personal_sign')
    await expectSignedSession(page, devWallet.address as Address, (await storedSessions(page))[0]!.data.chainId)
  })

  test('a Solana wallet signs in with the Solana form of the message, checked with Ed25519', async ({ page, solanaWallet, dataApi }) => {
    const connect = await openConnect(page, '/?siwx')
    await connect.locator('li[data-group="injected"]').getByRole('button', { name: TEST_WALLET_NAME }).click()
    await dialog(page, SIGN_IN).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(status(page)).toHaveText('connected')
    await expect(signInStatus(page)).toHaveText('signedIn')
    expect(solanaWallet.requests).toContain('solana:signMessage')

    const [session] = await storedSessions(page)
    const address = session!.data.accountAddress
    expect(session!.data.chainId).toMatch(/^solana:/)
    expect(session!.message).toMatch(new RegExp(`^127\\.0\\.0\\.1:4173 wants you to sign in with your Solana account:\n${address}\n\nSign in to the Tessera playground\n\nURI: http://127\\.0\\.0\\.1:4173/\nVersion: 1\nChain ID: ${session!.data.chainId.split(':')[1]}\nNonce: `))
    expect(ed25519.verify(base58.decode(session!.signature), new TextEncoder().encode(session!.message), base58.decode(address))).toBe(true)
    const recorded = await dataApi.requests({ pathPrefix: '/v1/sessions/solana' })
    expect(recorded.map((c) => c.status)).toEqual([201])
  })

  test('the embedded wallet signs in after the email code, with the approval it asks for', async ({ page }) => {
    const email = `siwx-${Date.now()}@example.com`
    await signIn(page, email, { path: '/?siwx', waitForConnected: false })
    const ask = dialog(page, SIGN_IN)
    await ask.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog(page, 'Approve Transaction').getByRole('button', { name: 'Approve' }).click()
    await expect(status(page)).toHaveText('connected')
    await expect(signInStatus(page)).toHaveText('signedIn')
    const [session] = await storedSessions(page)
    expect(await verifyMessage({ address: session!.data.accountAddress as Address, message: session!.message, signature: session!.signature })).toBe(true)
  })
})
