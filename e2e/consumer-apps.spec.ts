import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { freePort } from '../devnet/free-port.mjs'
import { serveStatic, type StaticServer } from '../devnet/static-server.mjs'
import { consumersDir } from '../scripts/consumers-dir.mjs'
import { devnetChains } from './fixtures/environment.js'
import { expectKitButtonLook, reactButtonJourney, short, watchViolations } from './fixtures/csp.js'
import { expect, test, TEST_WALLET_NAME } from './fixtures/test.js'

// The apps of consumers/, built from the packed tarball by scripts/consumers.mjs (a step of npm test, which sets
// TESSERA_CONSUMERS_REQUIRED so a missing build fails instead of skipping), driven as a visitor would.
const work = consumersDir(homedir())
const app = path.join(work, 'next')
const BUILDS = [
  { bundler: 'Turbopack', distDir: '.next' },
  { bundler: 'webpack', distDir: '.next-webpack' },
] as const

/** Skips when the app was not built and no test run requires it; fails when one does. */
function requireBuilt(file: string, testInfo: { skip(condition: boolean, description: string): void }): boolean {
  const built = existsSync(file)
  if (!built && !process.env.TESSERA_CONSUMERS_REQUIRED) {
    testInfo.skip(true, `${file} is not built: run node scripts/consumers.mjs`)
    return false
  }
  expect(built, `${file} is built`).toBe(true)
  return true
}

/** Serves a Vite app's build from the work folder for the describe block it is called in; `url` once it is up. */
function serveBuiltApp(folder: string): { readonly url: string } {
  let server: StaticServer | undefined
  test.beforeAll(async ({}, testInfo) => {
    const dist = path.join(work, folder, 'dist')
    if (!requireBuilt(path.join(dist, 'index.html'), testInfo)) return
    server = await serveStatic({ root: dist })
  })
  test.afterAll(async () => {
    await server?.close()
  })
  return {
    get url() {
      return server!.url
    },
  }
}

/**
 * Everything the page reports as going wrong: React's hydration errors arrive as console errors or page errors;
 * failed loads are listed by URL (the browser's own favicon probe aside) instead of by their bare console line.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico') errors.push(`${response.status()}: ${response.url()}`)
  })
  return errors
}

async function startNext(distDir: string, cspConnectSrc: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(app, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: app,
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', TESSERA_CSP_CONNECT_SRC: cspConnectSrc },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(url)).ok) return { url, process: child }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`next start did not answer within 20 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

for (const { bundler, distDir } of BUILDS) {
  test.describe(`Next.js app built with ${bundler}`, () => {
    let server: { url: string; process: ChildProcess } | undefined

    test.beforeAll(async ({}, testInfo) => {
      if (!requireBuilt(path.join(app, distDir, 'BUILD_ID'), testInfo)) return
      server = await startNext(distDir, devnetChains().map((chain) => new URL(chain.rpcUrl).origin).join(' '))
    })

    test.afterAll(() => {
      server?.process.kill()
    })

    test('hydrates the prerendered page without error, styles the button and the modal, connects, and reloads connected', async ({ page, wallet }) => {
      const errors = collectErrors(page)
      await page.goto(server!.url)
      const button = page.getByTestId('connect-button')
      await expect(button).toHaveText('Connect Wallet')
      // Styled by tessera/styles.css, imported in the layout: the class, not an inline style.
      await expect(button).toHaveCSS('border-radius', '12px')
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')

      await button.click()
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
      await expect(dialog.getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible()
      // The modal's sheet reached its shadow root: the card is not an unstyled, transparent box.
      expect(await dialog.evaluate((card) => getComputedStyle(card).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')

      await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
      await expect(page.getByRole('dialog', { name: 'Account' }).getByTitle(wallet.address)).toBeVisible()
      await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
      await expect(page.getByTestId('account-status')).toHaveText(`connected: ${wallet.address}`)
      expect(errors).toEqual([])

      // A reload hydrates the static page while the kit restores the stored connection: still no mismatch.
      await page.reload()
      await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
      await expect(page.getByTestId('account-status')).toHaveText(`connected: ${wallet.address}`)
      expect(errors).toEqual([])
    })

    test('renders the connected button on the server from the cookies after a reload, with no flash', async ({ page, wallet }) => {
      const errors = collectErrors(page)
      await page.goto(`${server!.url}/account`)
      await page.getByTestId('connect-button').click()
      await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: TEST_WALLET_NAME }).click()
      await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
      await page.keyboard.press('Escape')
      wallet.clearRequests()

      // Every text the button shows from the first parse on: a flash of 'Connect Wallet' or 'Connecting…' would be seen.
      await page.addInitScript(() => {
        const seen: string[] = ((window as { __buttonTexts?: string[] }).__buttonTexts = [])
        new MutationObserver(() => {
          const text = document.querySelector('main button')?.textContent
          if (text && seen.at(-1) !== text) seen.push(text)
        }).observe(document, { subtree: true, childList: true, characterData: true })
      })
      const response = await page.reload()
      const html = (await response?.text()) ?? ''
      // The server's own HTML already holds the account: the address in the button, before any script ran.
      expect(/<button[^>]*data-testid="account-button"[^>]*>[^<]*<\/button>/.exec(html)?.[0]).toContain(short(wallet.address))
      await expect(page.getByTestId('account-status')).toHaveText(`connected: ${wallet.address}`)
      await expect(page.getByTestId('account-button')).toContainText('1.234 ETH')
      const texts = await page.evaluate(() => (window as { __buttonTexts?: string[] }).__buttonTexts ?? [])
      expect(texts.length).toBeGreaterThan(0)
      for (const text of texts) expect(text).toContain(short(wallet.address))
      expect(wallet.requests).not.toContain('eth_requestAccounts')
      expect(errors).toEqual([])
    })

    test('under a strict CSP (scripts by nonce, no inline style), a full journey reports no violation', async ({ page, wallet }) => {
      const errors = collectErrors(page)
      const violations = await watchViolations(page)
      const response = await page.goto(`${server!.url}/strict`)
      // The policy really is in force (consumers/next/proxy.ts), or a clean result would mean nothing.
      expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self'(;|$)/)
      await reactButtonJourney(page, wallet)
      expect(await violations()).toEqual([])
      expect(errors).toEqual([])
    })
  })
}

test.describe('React 18 app', () => {
  const server = serveBuiltApp('react18')

  test('opens the modal and connects with the test wallet under React 18', async ({ page, wallet }) => {
    const errors = collectErrors(page)
    await page.goto(server.url)
    expect(await page.evaluate(() => document.querySelector('[data-testid="status"]')?.textContent)).toBe('disconnected')
    await page.getByTestId('connect-button').click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect(page.getByRole('dialog', { name: 'Account' }).getByTitle(wallet.address)).toBeVisible()
    await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
    await expect(page.getByTestId('status')).toHaveText(`connected ${wallet.address}`)
    expect(errors).toEqual([])
  })
})

test.describe('custom elements page', () => {
  const server = serveBuiltApp('elements')

  test('<tessera-button> from the installed package opens the modal and connects', async ({ page, wallet }) => {
    const errors = collectErrors(page)
    await page.goto(server.url)
    const button = page.locator('tessera-button').getByRole('button')
    await expect(button).toHaveText('Connect Wallet')
    await expectKitButtonLook(button)
    await button.click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect(page.getByRole('dialog', { name: 'Account' }).getByTitle(wallet.address)).toBeVisible()
    await expect(button).toContainText(short(wallet.address))
    expect(errors).toEqual([])
  })
})
