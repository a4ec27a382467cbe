import type { Page, Request } from '@playwright/test'
import { formatEther, numberToHex, parseEther, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEFAULT_RPC_PROXY_PORT } from '../devnet/rpc-proxy.mjs'
import { REGISTRY_URL } from './fixtures/dev-wallet.js'
import { connectTestWallet } from './fixtures/connect-test-wallet.js'
import { dialog } from './fixtures/modal.js'
import { expect, test, type TestWallet } from './fixtures/test.js'

/** The playground lists the devnet's RPC proxy first for each chain, the chain's own node second. */
const PROXY = `http://127.0.0.1:${process.env.DEVNET_RPC_PROXY_PORT || DEFAULT_RPC_PROXY_PORT}`
const PRIMARY = `${PROXY}/31337`
const SECOND = 'http://127.0.0.1:8545/'
/** Spec §9: the fallback is ranked every 1 s over the last 10 samples: the window a move must happen in. */
const RANK_WINDOW_MS = 10_000
/** Balances read from the chains' RPC, not the data API. */
const PATH = '/?noDataApi'

const control = async (body: { mode: 'ok' | 'slow' | 'fail'; delayMs?: number }) => {
  const response = await fetch(`${PROXY}/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chainId: 31337, ...body }) })
  expect(response.ok).toBe(true)
}

/** Each eth_getBalance the page sends: to which URL, for which address, and when. */
function watchBalanceReads(page: Page) {
  const reads: { url: string; address: string; at: number }[] = []
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST') return
    let body: unknown
    try {
      body = JSON.parse(request.postData() ?? '')
    } catch {
      return
    }
    for (const call of Array.isArray(body) ? body : [body]) {
      const { method, params } = call as { method?: string; params?: unknown[] }
      if (method === 'eth_getBalance') reads.push({ url: request.url(), address: String(params?.[0]).toLowerCase(), at: Date.now() })
    }
  })
  /** The URLs asked for one address's balance, in order. */
  const urlsFor = (address: string) => reads.filter((r) => r.address === address.toLowerCase()).map((r) => r.url)
  return { reads, urlsFor }
}

/** Accounts of the wallet, each with its own balance, so the account button tells which account's balance it shows. */
const KEYS = Array.from({ length: 24 }, () => generatePrivateKey())
const balanceOf = (i: number) => parseEther(`1.${String(i + 1).padStart(3, '0')}`)
const shown = (i: number) => `${Number(formatEther(balanceOf(i))).toFixed(3)} ETH`

async function fundAccounts(request: (chainId: number, method: string, params?: unknown[]) => Promise<unknown>, addresses: readonly Address[]) {
  await Promise.all(addresses.map((address, i) => request(31337, 'anvil_setBalance', [address, numberToHex(balanceOf(i))])))
}

/**
 * Switches the wallet to one account after another (each switch reads its balance over RPC) until `done(i)` says
 * the read for account i moved, checking each time that the account button shows that account's balance.
 */
async function switchAccountsUntil(page: Page, wallet: TestWallet, from: number, done: (i: number) => boolean): Promise<number> {
  for (let i = from; i < KEYS.length; i++) {
    await wallet.emitAccountsChanged([wallet.addresses[i]!])
    await expect(page.getByTestId('account-button')).toContainText(shown(i), { timeout: 8_000 })
    if (done(i)) return i
  }
  throw new Error('the reads never moved')
}

test.describe('the ranked RPC fallback (spec §7, §9)', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ walletOptions: { privateKeys: KEYS } })
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await control({ mode: 'ok' })
  })

  for (const { mode, delayMs } of [
    { mode: 'slow', delayMs: 3_000 },
    { mode: 'fail', delayMs: undefined },
  ] as const) {
    test(`a ${mode === 'slow' ? 'slow (3 s)' : 'failing (HTTP 503)'} primary RPC: reads move to the second URL within the rank window, the balance still shown`, async ({ page, wallet, devnet }) => {
      test.setTimeout(90_000)
      await fundAccounts(devnet.request, wallet.addresses)
      // First the chain's own node answers 150 ms late in this page, so the ranking settles on the proxy.
      await page.route(SECOND, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 150))
        await route.continue().catch(() => {})
      })
      const { reads, urlsFor } = watchBalanceReads(page)
      await connectTestWallet(page, wallet, PATH)
      await expect(page.getByTestId('account-button')).toContainText(shown(0))
      const only = (url: string) => (i: number) => urlsFor(wallet.addresses[i]!).join(' ') === url
      let last = await switchAccountsUntil(page, wallet, 1, only(PRIMARY))

      // Now the primary turns slow (or fails) and the node is fast again.
      await page.unroute(SECOND)
      await control({ mode, ...(delayMs === undefined ? {} : { delayMs }) })
      const turned = Date.now()
      // Moved: an account's balance is read from the second URL alone, the primary not even tried first.
      last = await switchAccountsUntil(page, wallet, last + 1, only(SECOND))
      const movedAfter = reads.filter((r) => r.address === wallet.addresses[last]!.toLowerCase())[0]!.at - turned
      console.log(`rpc: reads moved away from the ${mode} primary ${movedAfter} ms after it turned ${mode}`)
      expect(movedAfter).toBeLessThan(RANK_WINDOW_MS)
      // And they stay there: the next account's balance comes straight from the second URL too.
      await wallet.emitAccountsChanged([wallet.addresses[last + 1]!])
      await expect(page.getByTestId('account-button')).toContainText(shown(last + 1))
      expect(urlsFor(wallet.addresses[last + 1]!)).toEqual([SECOND])
    })
  }
})

test.describe('debug alerts (spec §8)', () => {
  test.afterEach(async () => {
    expect((await fetch(`${REGISTRY_URL}/__devnet/origins`, { method: 'DELETE' })).ok).toBe(true)
  })

  test("a page the project does not allow sees 'Invalid App Configuration' once, and an unknown network 'Network Not Found' once", async ({ page }) => {
    expect((await fetch(`${REGISTRY_URL}/__devnet/origins?origin=${encodeURIComponent('https://*.example.com')}`, { method: 'PUT' })).ok).toBe(true)
    await page.goto('/?debug')
    await page.getByTestId('connect-button').click()
    const connect = dialog(page, 'Connect Wallet')
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' })
    await expect(alert).toBeVisible()
    await alert.getByRole('button', { name: 'Dismiss' }).click()
    await expect(alert).toHaveCount(0)

    const switchToUnknown = () =>
      page.evaluate(async () => {
        const { kit } = window as unknown as { kit: { getState(): { activeCaipNetwork?: object }; switchNetwork(n: object): Promise<void> } }
        const unknown = { ...kit.getState().activeCaipNetwork, id: 424242, caipNetworkId: 'eip155:424242', name: 'Nowhere' }
        return kit.switchNetwork(unknown).then(
          () => 'switched',
          (e: Error) => e.message,
        )
      })
    expect(await switchToUnknown()).toContain('Chain is not supported')
    const notFound = page.getByRole('alert').filter({ hasText: 'Network Not Found' })
    await expect(notFound).toBeVisible()
    await notFound.getByRole('button', { name: 'Dismiss' }).click()
    // The same cause again: no second alert.
    expect(await switchToUnknown()).toContain('Chain is not supported')
    await page.waitForTimeout(300)
    await expect(notFound).toHaveCount(0)
    await expect(alert).toHaveCount(0)
  })
})
