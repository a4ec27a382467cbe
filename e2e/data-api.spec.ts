import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import type { Locator, Page } from '@playwright/test'
import { DEV_ACCOUNT_0 } from '../devnet/dev-accounts.mjs'
import { DEVNET_TOKENS } from '../devnet/tokens.mjs'
import { expect, MINIMAL_URL, PLAYGROUND_URL, test, TEST_WALLET_NAME, type DataApiControls, type LoggedRequest, type TestWallet } from './fixtures/data-api.js'
import { answerRpc } from './fixtures/answer-rpc.js'
import { connectTestWallet } from './fixtures/connect-test-wallet.js'

// The playground against the devnet's data API (devnet/README.md "Data API"): apiUrl http://127.0.0.1:8790, networks
// Devnet and Devnet B (served by the API) and Ethereum, Sepolia, Base (not served). The default test wallet is #1,
// which the data API names tessera-tester.eth and which holds 1250.5 DUSD, 3.5 TSR and 7 ZERO on Devnet; the wallet
// fixture gives it 1.234567 ETH.

const NAME = 'tessera-tester.eth'
const PROJECT_ID = 'tessera-devnet-project'
/** The data API's seeded USD prices (devnet/data-api/state.mjs). */
const PRICE = { ETH: 2500, DUSD: 1, TSR: 0.5 } as const
const DUSD = DEVNET_TOKENS.find((token) => token.symbol === 'DUSD')!

/** The kit's display rule (spec §5): truncated, never rounded, to `places` decimals. */
function truncate(value: number, places: number): string {
  const [integer, fraction = ''] = value.toFixed(places + 6).split('.')
  return `${integer}.${fraction.slice(0, places)}`
}
/** English figures as Intl writes them: thousands grouped with commas. */
const grouped = (text: string) => text.replace(/^\d+/, (integer) => integer.replace(/\B(?=(\d{3})+$)/g, ','))
const usd = (value: number) => `$${grouped(truncate(value, 2))}`
/** A token row's accessible name, e.g. "DUSD: 1,250.500, $1,250.50"; an unpriced token has no value part. */
const tokenName = (symbol: string, quantity: number, price?: number) =>
  `${symbol}: ${grouped(truncate(quantity, 3))}${price ? `, ${usd(quantity * price)}` : ''}`

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const tokenRows = (account: Locator) => account.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
const unavailableToast = (page: Page) => page.getByRole('alert').filter({ hasText: 'Token Balance Unavailable' })

/** Open the modal and connect the injected test wallet, ending on the Account view. */
const connect = connectTestWallet

/** Uncaught errors in the page, checked at the end of a test. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  return errors
}

const isBalanceCall = (request: LoggedRequest) => /^\/v1\/account\/[^/]+\/balance$/.test(request.path)

/**
 * Drives the page's fake clock (installed before navigation) once it is paused. Timers then only fire in runFor,
 * while answers still arrive in real time: before each jump every call must be answered, or its 10 s timeout
 * would fire inside the jump.
 */
function fakeTime(page: Page, account: Locator, wallet: TestWallet, dataApi: DataApiControls) {
  const now = () => page.evaluate(() => Date.now())
  const balanceCalls = async () => (await dataApi.requests({ pathPrefix: '/v1/account/' })).filter(isBalanceCall)
  return {
    now,
    balanceCalls,
    runTo: async (time: number) => page.clock.runFor(time - (await now())),
    /**
     * Waits until `count` balance calls are answered and the native balance line is read. runFor(1) runs the
     * zero-delay timer viem batches its RPC calls with (set during a timer's callback, it is due 1 ms later).
     */
    async settle(count: number) {
      await expect.poll(async () => (await balanceCalls()).map((call) => call.status !== null)).toEqual(Array(count).fill(true))
      await expect(async () => {
        await page.clock.runFor(1)
        await expect(account.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 200 })
      }).toPass()
    },
    /**
     * Token reads started so far. Each starts by asking the wallet for asset discovery (spec §7), in the timer
     * that fires it; after a round trip to the page, a read that started has reached the wallet.
     */
    async readsStarted() {
      await page.evaluate(() => 0)
      return wallet.requests.filter((method) => method === 'wallet_getCapabilities').length
    },
  }
}

test.describe('wallet #1 on Devnet', () => {
  test('shows its name, avatar, tokens priced in USD and their total; every call carries projectId, st, sv', async ({ page, wallet, dataApi }) => {
    const errors = pageErrors(page)
    const account = await connect(page, wallet)

    await expect(account.getByTestId('account-name')).toHaveText(NAME)
    const avatar = account.getByTestId('account-avatar')
    await expect(avatar).toBeVisible()
    await expect(avatar).toHaveAttribute('src', `${dataApi.url}/v1/assets/avatar/tessera-tester.svg`)
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: 'the avatar loaded' }).toBe(true)
    await expect(page.getByTestId('account-button')).toHaveText(`1.234 ETH · ${NAME}`)

    // Largest value first, as the data API lists them; ZERO (decimals '0') is dropped (spec §5).
    const rows = tokenRows(account)
    const expected = [
      { symbol: 'ETH', quantity: 1.234567, price: PRICE.ETH },
      { symbol: 'DUSD', quantity: 1250.5, price: PRICE.DUSD },
      { symbol: 'TSR', quantity: 3.5, price: PRICE.TSR },
    ]
    await expect(rows).toHaveCount(expected.length)
    for (const [i, { symbol, quantity, price }] of expected.entries()) {
      await expect(rows.nth(i)).toHaveAccessibleName(tokenName(symbol, quantity, price))
      await expect(rows.nth(i)).toContainText(grouped(truncate(quantity, 3)))
      await expect(rows.nth(i)).toContainText(usd(quantity * price))
    }
    expect(expected.map(({ quantity }) => truncate(quantity, 3))).toEqual(['1.234', '1250.500', '3.500'])
    await expect(account.getByTestId('account-tokens')).not.toContainText('ZERO')
    const total = expected.reduce((sum, { quantity, price }) => sum + quantity * price, 0)
    expect(usd(total)).toBe('$4,338.66')
    await expect(account.getByTestId('account-tokens-total')).toHaveText(`Total: ${usd(total)}`)

    // Images (avatar, token icons) need no project id (devnet/README.md); every other call is the kit's fetch.
    const calls = (await dataApi.requests()).filter((request) => !request.path.startsWith('/v1/assets/'))
    const paths = calls.map((request) => request.path.toLowerCase())
    expect(paths).toContain('/v1/supported-chains')
    expect(paths).toContain(`/v1/account/${wallet.address.toLowerCase()}/balance`)
    expect(paths).toContain(`/v1/identity/${wallet.address.toLowerCase()}`)
    for (const call of calls) {
      expect(call.origin, `${call.method} ${call.path}`).toBe(PLAYGROUND_URL)
      expect(call.query, `${call.method} ${call.path}`).toMatchObject({ projectId: PROJECT_ID, st: expect.stringMatching(/.+/), sv: expect.stringMatching(/.+/) })
      expect(call.status, `${call.method} ${call.path}`).toBe(200)
    }
    expect(errors).toEqual([])
  })

  test('balances are re-read every 30 s while the modal is open, never sooner, and show a transfer', async ({ page, wallet, dataApi, devnet }) => {
    // Fake timers, flowing in real time until paused: the kit's Clock is Date.now and setTimeout.
    await page.clock.install()
    const account = await connect(page, wallet)
    const dusd = tokenRows(account).filter({ hasText: 'DUSD' })
    await expect(dusd).toHaveAccessibleName(tokenName('DUSD', 1250.5, PRICE.DUSD))

    const { now, runTo, balanceCalls, settle, readsStarted } = fakeTime(page, account, wallet, dataApi)
    await expect(account.getByTestId('account-name')).toHaveText(NAME)
    await settle(1)

    // Stop the clock 31 s after the connect's read: the refresh due at 30 s fires as it stops, at a known time.
    await page.clock.pauseAt((await now()) + 31_000)
    const refreshedAt = await now()
    await settle(2)
    const started = await readsStarted()

    await runTo(refreshedAt + 29_000)
    expect(await readsStarted(), 'no read started 29 s after the last one').toBe(started)
    expect(await balanceCalls()).toHaveLength(2)
    await expect(dusd).toHaveAccessibleName(tokenName('DUSD', 1250.5, PRICE.DUSD))

    await runTo(refreshedAt + 30_000)
    expect(await readsStarted(), 'a read started 30 s after the last one').toBe(started + 1)
    await settle(3)

    // 100 DUSD from dev account 0 to the wallet, mined at once; the next refresh shows it.
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [wallet.address, parseUnits('100', DUSD.decimals)] })
    await devnet.request(31337, 'eth_sendTransaction', [{ from: DEV_ACCOUNT_0.address, to: DUSD.address, data: transfer }])
    await runTo(refreshedAt + 59_000)
    expect(await readsStarted()).toBe(started + 1)
    await expect(dusd).toHaveAccessibleName(tokenName('DUSD', 1250.5, PRICE.DUSD))
    expect(await balanceCalls()).toHaveLength(3)

    await runTo(refreshedAt + 60_000)
    await expect(dusd).toHaveAccessibleName(tokenName('DUSD', 1350.5, PRICE.DUSD))
    await expect(dusd).toContainText('1,350.500')
    await settle(4)
    await expect(account.getByTestId('account-tokens-total')).toHaveText(`Total: ${usd(1.234567 * PRICE.ETH + 1350.5 + 3.5 * PRICE.TSR)}`)
  })

  test('a failed refresh: the toast and the chain balance, no new read for 30 s, then the tokens come back', async ({ page, wallet, dataApi }) => {
    await page.clock.install()
    const account = await connect(page, wallet)
    const rows = tokenRows(account)
    await expect(rows).toHaveCount(3)
    await expect(account.getByTestId('account-name')).toHaveText(NAME)
    const { now, runTo, balanceCalls, settle, readsStarted } = fakeTime(page, account, wallet, dataApi)
    await settle(1)

    // The refresh due 30 s after the connect's read fires as the clock stops, and gets a cut-off answer.
    await dataApi.injectFault({ mode: 'malformed', pathPrefix: '/v1/account/' })
    await page.clock.pauseAt((await now()) + 31_000)
    const refreshedAt = await now()
    await settle(2)
    await expect(unavailableToast(page)).toBeVisible()
    await expect(account.getByText('1.234 ETH', { exact: true })).toBeVisible()
    await expect(rows).toHaveCount(1)
    await expect(rows).toHaveAccessibleName(tokenName('ETH', 1.234567, PRICE.ETH))
    // The failure was noted between refreshedAt and now (the RPC fallback needed a few 1 ms steps).
    const failedBy = await now()
    const started = await readsStarted()

    await runTo(refreshedAt + 29_000)
    expect(await readsStarted(), 'no read within 30 s of the failure').toBe(started)
    expect(await balanceCalls()).toHaveLength(2)

    await runTo(failedBy + 30_000)
    expect(await readsStarted(), 'a read 30 s after the failure').toBe(started + 1)
    await settle(3)
    await expect(rows).toHaveCount(3)
    await expect(rows.filter({ hasText: 'DUSD' })).toHaveAccessibleName(tokenName('DUSD', 1250.5, PRICE.DUSD))
    await expect(page.getByText('Token Balance Unavailable')).toHaveCount(0)
    expect((await balanceCalls()).map((call) => call.fault ?? 'ok')).toEqual(['ok', 'malformed', 'ok'])
  })
})

test.describe('data API faults', () => {
  test('two 503s with Retry-After: 1: the kit waits about 1 s each time, the tokens appear, no toast', async ({ page, wallet, dataApi }) => {
    await dataApi.injectFault({ mode: 'status', status: 503, retryAfter: 1, pathPrefix: '/v1/account/', count: 2 })
    const account = await connect(page, wallet)

    await expect(tokenRows(account)).toHaveCount(3)
    await expect(tokenRows(account).filter({ hasText: 'DUSD' })).toHaveAccessibleName(tokenName('DUSD', 1250.5, PRICE.DUSD))
    await expect(page.getByText('Token Balance Unavailable')).toHaveCount(0)

    const calls = (await dataApi.requests({ pathPrefix: '/v1/account/' })).filter(isBalanceCall)
    expect(calls.map((call) => call.status)).toEqual([503, 503, 200])
    // Retry-After honoured: not the 150 ms backoff, not much more than the second asked for.
    const gaps = calls.slice(1).map((call, i) => call.at - calls[i]!.at)
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(990)
      expect(gap).toBeLessThan(2_000)
    }
  })

  test('a malformed balance answer: the toast, the chain balance still shown, the modal still usable', async ({ page, wallet, dataApi }) => {
    const errors = pageErrors(page)
    await dataApi.injectFault({ mode: 'malformed', pathPrefix: '/v1/account/' })
    const account = await connect(page, wallet)

    await expect(unavailableToast(page)).toBeVisible()
    await expect(account.getByText('1.234 ETH', { exact: true })).toBeVisible()
    // The token list falls back to the RPC's native balance, priced by the data API's price call.
    await expect(tokenRows(account)).toHaveCount(1)
    await expect(tokenRows(account)).toHaveAccessibleName(tokenName('ETH', 1.234567, PRICE.ETH))
    await expect(account.getByTestId('account-tokens')).not.toContainText('DUSD')
    await expect(account.getByTestId('account-name')).toHaveText(NAME)

    await account.getByRole('button', { name: 'Devnet Network' }).click()
    const networks = dialog(page, 'Choose Network')
    await expect(networks.getByRole('button', { name: 'Devnet', exact: true })).toHaveAttribute('aria-current', 'true')
    await networks.getByRole('button', { name: 'Back' }).click()
    await expect(account.getByText('1.234 ETH', { exact: true })).toBeVisible()
    await expect(tokenRows(account)).toHaveCount(1)
    // Spec §8: after the failure the balance path is not asked again for 30 s.
    expect((await dataApi.requests({ pathPrefix: '/v1/account/' })).filter(isBalanceCall)).toHaveLength(1)

    await account.getByRole('button', { name: 'Disconnect' }).click()
    await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    expect(errors).toEqual([])
  })

  test('a network the data API does not serve: never asked for it, the toast, the RPC balance', async ({ page, wallet, dataApi }) => {
    await answerRpc(page, 'https://mainnet.base.org', { balance: parseEther('0.42') })
    const account = await connect(page, wallet)
    await expect(tokenRows(account)).toHaveCount(3)
    const before = await dataApi.requests()
    expect(before.filter(isBalanceCall).map((call) => call.query.chainId)).toEqual(['eip155:31337'])

    // The test wallet does not know Base: it answers 4902, the kit asks it to add Base, then switches.
    await account.getByRole('button', { name: 'Devnet Network' }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Base' }).click()
    await expect(account.getByRole('button', { name: 'Base Network' })).toBeVisible()
    expect(wallet.chainId).toBe(8453)
    await expect(account.getByText('0.420 ETH', { exact: true })).toBeVisible()
    await expect(unavailableToast(page)).toBeVisible()
    // Devnet's tokens are gone; the native balance from Base's RPC stands in, unpriced (no price call for Base).
    await expect(tokenRows(account)).toHaveCount(1)
    await expect(tokenRows(account)).toHaveAccessibleName(tokenName('ETH', 0.42))
    await expect(account.getByTestId('account-tokens-total')).toHaveCount(0)

    const after = (await dataApi.requests()).filter((request) => request.id > Math.max(0, ...before.map((r) => r.id)))
    expect(after.filter((request) => JSON.stringify(request).includes('8453')), 'nothing asked about Base').toEqual([])
    expect(after.filter(isBalanceCall), 'no balance call after the switch').toEqual([])
  })
})

test.describe('data API down', () => {
  test('every call answers 503: the chain balance is shown and nothing breaks', async ({ page, wallet, dataApi }) => {
    const errors = pageErrors(page)
    await dataApi.injectFault({ mode: 'status', status: 503, pathPrefix: '/v1/', count: 10_000 })
    const account = await connect(page, wallet)

    await expect(account.getByText('1.234 ETH', { exact: true })).toBeVisible()
    await expect(unavailableToast(page)).toBeVisible()
    // No name without the API: the address instead.
    await expect(account.getByTestId('account-name')).toHaveText(short(wallet.address))
    await expect(page.getByTestId('account-button')).toHaveText(`1.234 ETH · ${short(wallet.address)}`)
    await expect(tokenRows(account)).toHaveCount(1)
    await expect(tokenRows(account)).toHaveAccessibleName(tokenName('ETH', 1.234567))
    expect((await dataApi.requests()).every((request) => request.status === 503)).toBe(true)

    await account.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    expect(errors).toEqual([])
  })

  test("403 on every call, as for a refused project id: 'Invalid Project ID' in debug mode, the chain balance shown", async ({ page, wallet, dataApi }) => {
    await dataApi.injectFault({ mode: 'status', status: 403, pathPrefix: '/v1/', count: 10_000 })
    // The playground turns the kit's debug mode on with ?debug; spec §8 alerts show only then.
    const account = await connect(page, wallet, '/?debug')

    await expect(account.getByRole('alert').filter({ hasText: 'Invalid Project ID' })).toBeVisible()
    await expect(account.getByText('1.234 ETH', { exact: true })).toBeVisible()
    await expect(tokenRows(account)).toHaveAccessibleName(tokenName('ETH', 1.234567))
    await expect(account.getByTestId('account-name')).toHaveText(short(wallet.address))
  })

  test('no call is ever answered: the chain balance is shown and the modal works meanwhile', async ({ page, wallet, dataApi }) => {
    const errors = pageErrors(page)
    await dataApi.injectFault({ mode: 'hang', pathPrefix: '/v1/', count: 10_000 })
    const account = await connect(page, wallet)

    await expect(account.getByText('1.234 ETH', { exact: true })).toBeVisible()
    await expect(page.getByTestId('account-button')).toHaveText(`1.234 ETH · ${short(wallet.address)}`)
    await expect.poll(async () => (await dataApi.requests()).some((request) => request.status === null), { message: 'a call is held' }).toBe(true)

    await account.getByRole('button', { name: 'Devnet Network' }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Back' }).click()
    await expect(account.getByText('1.234 ETH', { exact: true })).toBeVisible()
    await expect(dialog(page, 'Account')).toBeVisible()

    await account.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    expect(errors).toEqual([])
  })
})

test.describe('a host without apiUrl (examples/minimal)', () => {
  test.use({ baseURL: MINIMAL_URL })

  test('sends nothing to the data API', async ({ page, wallet, dataApi }) => {
    const dataApiHost = new URL(dataApi.url).host
    const sent: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).host === dataApiHost) sent.push(request.url())
    })
    const account = await connect(page, wallet)
    await expect(account).toContainText('1.234 ETH')
    await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))

    expect(sent).toEqual([])
    expect((await dataApi.requests()).filter((request) => request.origin === MINIMAL_URL)).toEqual([])
  })
})
