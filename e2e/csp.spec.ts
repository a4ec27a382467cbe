import path from 'node:path'
import type { Page } from '@playwright/test'
import { DEVNET_HOST } from '../devnet/chains.mjs'
import { DEFAULT_DATA_API_PORT } from '../devnet/data-api/service.mjs'
import { DEFAULT_FRAME_PORT } from '../devnet/frame/index.mjs'
import { serveStatic, type StaticServer } from '../devnet/static-server.mjs'
import { COLLECTOR_URL } from './fixtures/collector.js'
import { REGISTRY_URL, RELAY_URL } from './fixtures/dev-wallet.js'
import { devnetChains } from './fixtures/environment.js'
import { connectAndCheckAccount, dialog, expectKitButtonLook, reactButtonJourney, short, switchNetworkAndDisconnect, watchViolations } from './fixtures/csp.js'
import { expect, test } from './fixtures/test.js'
import { TEST_WALLET_PRIVATE_KEYS } from './fixtures/wallet-defaults.js'

// The built examples under the strict policy a security-minded host sends: nothing inline, no eval, and only the
// devnet's services to talk to. A page the kit styles with a <style> element or a style attribute, or that reaches
// anywhere else, gets a securitypolicyviolation event (and Chromium logs the refusal).

/** Where the playground was built to find the data API (examples/playground/src/kit.ts). */
const DATA_API_URL = `http://${DEVNET_HOST}:${DEFAULT_DATA_API_PORT}`
/** The embedded wallet's secure frame (its own origin; only the frame talks to the auth service). */
const FRAME_URL = `http://${DEVNET_HOST}:${DEFAULT_FRAME_PORT}`

function strictPolicy(): string {
  const rpcs = devnetChains().map((chain) => new URL(chain.rpcUrl).origin)
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${[...rpcs, DATA_API_URL, REGISTRY_URL, RELAY_URL, COLLECTOR_URL].join(' ')}`,
    // Wallet and network icons come as data: URLs; registry logos and token icons from their services.
    `img-src 'self' ${REGISTRY_URL} ${DATA_API_URL} data:`,
    `frame-src ${FRAME_URL}`,
  ].join('; ')
}

// Connect as test key #2: the data API names key #1 and gives it an avatar, and the Account view would then show
// that image instead of the identicon this spec wants to see styled.
test.use({ walletOptions: { privateKeys: [TEST_WALLET_PRIVATE_KEYS[1], TEST_WALLET_PRIVATE_KEYS[0]] } })

const EXAMPLES = ['minimal', 'playground', 'vanilla'] as const
type Example = (typeof EXAMPLES)[number]
const servers = new Map<Example, StaticServer>()

test.beforeAll(async () => {
  const headers = { 'content-security-policy': strictPolicy() }
  const dir = path.resolve(import.meta.dirname, '../dist/examples')
  // Free ports of their own: the global setup serves the same builds, without the policy, on fixed ones.
  for (const name of EXAMPLES) servers.set(name, await serveStatic({ root: path.join(dir, name), headers }))
})

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.close()))
  servers.clear()
})

async function open(page: Page, example: Example): Promise<() => Promise<string[]>> {
  const violations = await watchViolations(page)
  const response = await page.goto(servers.get(example)!.url)
  // The policy really is in force, or a clean result would mean nothing.
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'")
  return violations
}

test('minimal: the React button is styled, and a full journey reports no violation', async ({ page, wallet }) => {
  const violations = await open(page, 'minimal')
  await reactButtonJourney(page, wallet)
  expect(await violations()).toEqual([])
})

test('playground: every plugin (email login, registry grid, WalletConnect code) reports no violation', async ({ page, wallet }) => {
  const violations = await open(page, 'playground')
  await expectKitButtonLook(page.getByTestId('connect-button'))
  await expectKitButtonLook(page.getByTestId('network-button'))

  await page.getByTestId('connect-button').click()
  const connect = dialog(page, 'Connect Wallet')

  // Email login: the secure frame loads and the code is asked for.
  await connect.getByRole('textbox', { name: 'Email' }).fill(`csp-${Date.now()}@example.com`)
  await connect.getByRole('button', { name: 'Continue' }).click()
  const code = dialog(page, 'Confirm Email')
  await expect(code.getByRole('textbox', { name: 'Code' })).toBeVisible()
  await code.getByRole('button', { name: 'Back' }).click()

  // The pairing code, over the devnet relay.
  await connect.getByRole('button', { name: 'WalletConnect' }).click()
  const pairing = dialog(page, 'WalletConnect')
  const qr = pairing.getByRole('img', { name: 'QR code to connect a wallet with WalletConnect' })
  await expect(qr).toBeVisible()
  expect(await qr.evaluate((svg) => svg.getBoundingClientRect().width)).toBeGreaterThan(200)
  await pairing.getByRole('button', { name: 'Back' }).click()

  // All Wallets: registry logos, and the windowed grid laid out by classes and CSSOM properties.
  await connect.getByTestId('all-wallets').click()
  const all = dialog(page, 'All Wallets')
  const cells = all.getByTestId('wallet-grid').locator('[data-index]')
  await expect(cells.nth(4)).toBeVisible()
  const boxes = await cells.evaluateAll((elements) => elements.slice(0, 5).map((el) => el.getBoundingClientRect()))
  expect(boxes[1]!.top, 'cells of a row side by side').toBe(boxes[0]!.top)
  expect(boxes[1]!.left).toBeGreaterThan(boxes[0]!.right - 1)
  expect(boxes[4]!.top, 'the fifth cell starts the second row').toBeGreaterThan(boxes[0]!.bottom - 1)
  await all.getByRole('button', { name: 'Back' }).click()

  const account = await connectAndCheckAccount(page, wallet)
  await switchNetworkAndDisconnect(page, account)
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  expect(await violations()).toEqual([])
})

test('vanilla: <tessera-button> is styled in its shadow root, and a full journey reports no violation', async ({ page, wallet }) => {
  const violations = await open(page, 'vanilla')
  const button = page.locator('tessera-button').getByRole('button')
  await expect(button).toHaveText('Connect Wallet')
  await expectKitButtonLook(button)
  await expectKitButtonLook(page.locator('tessera-network-button').getByRole('button'))
  expect(await page.locator('tessera-button').evaluate((el) => el.shadowRoot!.querySelectorAll('style').length)).toBe(0)

  await button.click()
  const account = await connectAndCheckAccount(page, wallet)
  await expect(button).toContainText(short(wallet.address))
  await switchNetworkAndDisconnect(page, account)
  await expect(button).toHaveText('Connect Wallet')
  expect(await violations()).toEqual([])
})
