import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, MINIMAL_URL, test, TEST_WALLET_NAME } from './fixtures/test.js'

// The smallest host: createKit + eip155 + <ConnectButton />, no StrictMode, networks Devnet and Devnet B.
test.use({ baseURL: MINIMAL_URL })

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * The built chunks that carry viem (or its crypto): from the per-chunk module list the example build writes next to
 * Vite's manifest. viem is ~250 KiB; the kit promises a host never downloads it before a wallet is connected.
 */
function viemChunks(): string[] {
  const report = path.resolve(import.meta.dirname, '../dist/examples/minimal/.vite/size-modules.json')
  const chunks = JSON.parse(readFileSync(report, 'utf8')) as Record<string, Record<string, number>>
  return Object.entries(chunks)
    .filter(([, modules]) => Object.keys(modules).some((id) => /^(viem|ox|@noble|@scure|abitype)\//.test(id)))
    .map(([file]) => path.posix.basename(file))
}

declare global {
  interface Window {
    __clickToDialog?: { title?: number; wallets?: number }
  }
}

test('connects end to end, opens fast on the first click, and fetches no viem before connecting', async ({ page, wallet }) => {
  const viem = viemChunks()
  expect(viem.length, 'the build has viem chunks to look for').toBeGreaterThan(0)
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(path.posix.basename(new URL(request.url()).pathname)))
  const viemFetched = () => fetched.filter((file) => viem.includes(file))

  await page.goto('/')
  const button = page.getByTestId('connect-button')
  await expect(button).toHaveText('Connect Wallet')

  // Timed in the page: from the click event to the dialog's title, and to the wallet list, being on screen.
  await page.evaluate(() => {
    const marks: { title?: number; wallets?: number } = (window.__clickToDialog = {})
    document.addEventListener(
      'click',
      () => {
        const start = performance.now()
        const poll = () => {
          const card = document.querySelector('tessera-modal')?.shadowRoot?.querySelector('[role="dialog"]')
          if (card?.querySelector('h2')?.textContent === 'Connect Wallet') marks.title ??= performance.now() - start
          if (card?.querySelector('ul[aria-label="Wallets"] button')) marks.wallets ??= performance.now() - start
          if (marks.wallets === undefined) requestAnimationFrame(poll)
        }
        poll()
      },
      { capture: true, once: true },
    )
  })
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible()
  await page.waitForFunction(() => window.__clickToDialog?.wallets !== undefined)
  const marks = await page.evaluate(() => window.__clickToDialog!)
  console.log('click→dialog ms', Math.round(marks.title ?? marks.wallets!), '(wallet list', Math.round(marks.wallets!), 'ms)')
  expect(marks.wallets).toBeLessThan(3000)

  // Loading the page and opening the modal are free of viem.
  expect(viemFetched()).toEqual([])

  await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  await expect(account).toContainText('1.234 ETH')
  await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
  expect(wallet.requests.filter((method) => method === 'eth_requestAccounts')).toHaveLength(1)
  // …and connecting is what brings it in (so the check above could have failed).
  expect(viemFetched().length).toBeGreaterThan(0)
})

test('restores the connection on reload without prompting', async ({ page, wallet }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: TEST_WALLET_NAME }).click()
  await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
  wallet.clearRequests()

  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
  await expect(page.getByTestId('account-button')).toContainText('1.234 ETH')
  expect(wallet.requests).not.toContain('eth_requestAccounts')
})
