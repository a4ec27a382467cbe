import type { Locator, Page } from '@playwright/test'
import { verifyMessage, type Address } from 'viem'
import { REGISTRY_URL, registryLog, relayControls } from './fixtures/dev-wallet.js'
import { expect, PLAYGROUND_URL, test, TEST_WALLET_NAME, type DevWallet } from './fixtures/test.js'
import { opened, PHONE, recordWindowOpen } from './fixtures/window-open.js'

// The playground pairs over the devnet's loopback relay (walletConnect({ relayUrl: 'ws://127.0.0.1:8792' })) and
// lists the devnet registry's 600 wallets. The wallet on the other end is the `devWallet` fixture: a WalletConnect
// wallet in this Node process holding test key #2 (no name), then #1 (named tessera-tester.eth by the data API).

const WC_QR = 'QR code to connect a wallet with WalletConnect'
const SIGNED_MESSAGE = 'Hello from the Tessera playground'
const HOSTILE_NAME = '<img src=x onerror=alert(1)>'
const SCRIPT_LINK_WALLET = 'Sneaky Script Wallet'

/** How the kit shortens an address: `0x` and 4 characters, an ellipsis, the last 4. */
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })
const status = (page: Page) => page.getByTestId('status')

declare global {
  interface Window {
    kit: { getState(): { walletconnect: { uri?: string; status: string } } }
  }
}

/** The URI the kit is offering now (the same the QR code and "Copy link" carry). */
async function pairingUri(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.kit.getState().walletconnect.uri ?? '')).toMatch(/^wc:/)
  return page.evaluate(() => window.kit.getState().walletconnect.uri!)
}

async function openConnect(page: Page): Promise<Locator> {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  return connect
}

/** Connect → WalletConnect → the dev wallet scans the code: ends on the Account view. */
async function connectOverWalletConnect(page: Page, devWallet: DevWallet): Promise<Locator> {
  const connect = await openConnect(page)
  await connect.locator('li[data-group="walletConnect"]').getByRole('button', { name: 'WalletConnect' }).click()
  const pairing = dialog(page, 'WalletConnect')
  await expect(pairing.getByRole('img', { name: WC_QR })).toBeVisible()
  await devWallet.pair(await pairingUri(page))
  const account = dialog(page, 'Account')
  await expect(account.getByTitle(devWallet.address)).toBeVisible()
  await expect(status(page)).toHaveText('connected')
  return account
}

/** Opens the modal on whichever view the kit picks (Account when connected). */
async function openModal(page: Page) {
  await page.getByRole('button', { name: 'Open modal' }).click()
}

test.describe('Connect view', () => {
  test('WalletConnect first, the installed wallet, recommended registry wallets, then All Wallets with a count', async ({ page, wallet }) => {
    await registryLog.clear()
    const connect = await openConnect(page)
    const rows = connect.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
    await expect(connect.locator('li[data-group="recommended"]').first()).toBeVisible()

    await expect(rows.first()).toHaveAttribute('data-group', 'walletConnect')
    await expect(rows.first()).toHaveText('WalletConnect')
    const installed = rows.nth(1)
    await expect(installed).toHaveAttribute('data-group', 'injected')
    await expect(installed.getByRole('button', { name: TEST_WALLET_NAME })).toContainText('Installed')
    await expect(installed.locator('img')).toHaveAttribute('src', wallet.infos[0]!.icon)

    const groups = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-group')))
    expect(groups.slice(0, 2)).toEqual(['walletConnect', 'injected'])
    expect(new Set(groups.slice(2))).toEqual(new Set(['recommended']))
    // Spec §9: four recommended at most, Trust Wallet shown as "Trust"; the installed wallet is not offered again.
    const recommended = connect.locator('li[data-group="recommended"]')
    expect(groups.length - 2).toBeLessThanOrEqual(4)
    await expect(recommended.first()).toHaveText('Trust')
    await expect(connect.getByText('Trust Wallet')).toHaveCount(0)
    await expect(connect.getByRole('button', { name: TEST_WALLET_NAME })).toHaveCount(1)

    // All Wallets comes after the list, with the registry's count for the kit's networks, as "N0+".
    const all = connect.getByTestId('all-wallets')
    await expect(all).toBeVisible()
    // Polled: the modal may still be moving in (its opening transition) between two boxes read one after the other.
    const gapBelowList = async () => {
      const [list, button] = [await connect.getByRole('list', { name: 'Wallets' }).boundingBox(), await all.boundingBox()]
      return button!.y - (list!.y + list!.height)
    }
    await expect.poll(gapBelowList).toBeGreaterThan(-1)
    const asked = (await registryLog.getWallets()).find((entry) => entry.query.entries === '4')
    expect(asked, 'the Connect view asked the registry for its recommended wallets').toBeDefined()
    const count = await registryCount(asked!.query)
    expect(count).toBeGreaterThan(10)
    await expect(all).toHaveText(`All Wallets${Math.floor(count / 10) * 10}+`)
    expect(wallet.requests).toEqual([])
  })
})

/** What the registry answers as `count` to the same query the kit sent. */
async function registryCount(query: Readonly<Record<string, string>>): Promise<number> {
  const response = await fetch(`${REGISTRY_URL}/getWallets?${new URLSearchParams(query)}`)
  return ((await response.json()) as { count: number }).count
}

test.describe('pairing with a WalletConnect wallet', () => {
  test('the code and its link, the dev wallet pairs, the account shows, and a message is signed over the session', async ({ page, context, devWallet }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PLAYGROUND_URL })
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'WalletConnect' }).click()

    const pairing = dialog(page, 'WalletConnect')
    await expect(pairing.getByRole('img', { name: WC_QR })).toBeVisible()
    await expect(pairing.getByText('Open and continue in the wallet app')).toBeVisible()
    await pairing.getByRole('button', { name: 'Copy link' }).click()
    await expect(pairing.getByText('Link copied')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(copied).toBe(await pairingUri(page))

    // The wallet scans the code.
    await devWallet.pair(copied)
    const account = dialog(page, 'Account')
    await expect(account.getByTitle(devWallet.address)).toHaveText(short(devWallet.address))
    await expect(account).toContainText('1.234 ETH')
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(devWallet.address)
    await expect(page.getByTestId('account-button')).toContainText(short(devWallet.address))
    expect(devWallet.sessions).toHaveLength(1)

    await page.keyboard.press('Escape')
    await expect(account).toHaveCount(0)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
    const signed = devWallet.requests.filter((request) => request.method === 'personal_sign')
    expect(signed).toHaveLength(1)
    expect(signed[0]!.status).toBe('approved')
    expect(await signature.textContent()).toBe(signed[0]!.result)
    const valid = await verifyMessage({ address: devWallet.address, message: SIGNED_MESSAGE, signature: (await signature.textContent()) as `0x${string}` })
    expect(valid, 'signed by test key #2').toBe(true)
    expect(signed[0]!.chainId).toBe(31337)

    // The wallet granted both devnets: Devnet B is switched to on the dapp's side (UniversalProvider asks the
    // wallet only for a chain the session lacks), and the next request is for Devnet B.
    await page.getByRole('button', { name: 'Networks' }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Devnet B' }).click()
    await expect(page.getByTestId('network-button')).toHaveText('Devnet B')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => devWallet.requests.filter((request) => request.method === 'personal_sign').length).toBe(2)
    expect(devWallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 31338, status: 'approved' })
    await expect(signature).toHaveText(devWallet.requests.at(-1)!.result as string)
  })

  test('Verify out of reach: the code shows while Verify’s frame still waits, and the wallet pairs once it gives up', async ({ page, context, devWallet }) => {
    // Verify's address is held unanswered, as a blocking extension or a black-holed network leaves it.
    const held: string[] = []
    await context.route(/^https:\/\/verify\.walletconnect\.(org|com)\//, (route) => void held.push(route.request().url()))
    await page.goto('/?verify')
    await page.getByTestId('connect-button').click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
    const pairing = dialog(page, 'WalletConnect')
    await expect(pairing.getByRole('img', { name: WC_QR })).toBeVisible()
    // The SDK asks Verify for each proposal through a hidden frame, and removes it on an answer or after 5 s.
    await expect(page.locator('iframe[src*="verify.walletconnect"]')).toHaveCount(1)
    expect(held.some((url) => url.includes('/attestation'))).toBe(true)

    await devWallet.pair(await pairingUri(page))
    await expect(page.locator('iframe[src*="verify.walletconnect"]')).toHaveCount(0, { timeout: 10_000 })
    await expect(dialog(page, 'Account').getByTitle(devWallet.address)).toBeVisible({ timeout: 10_000 })
    await expect(status(page)).toHaveText('connected')
  })

  test('a pairing screen left before the wallet answers connects nothing, even when the wallet approves late', async ({ page, devWallet }) => {
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'WalletConnect' }).click()
    const pairing = dialog(page, 'WalletConnect')
    await expect(pairing.getByRole('img', { name: WC_QR })).toBeVisible()
    const uri = await pairingUri(page)
    await pairing.getByRole('button', { name: 'Back' }).click()
    await expect(dialog(page, 'Connect Wallet')).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.kit.getState().walletconnect)).toEqual({ status: 'idle' })

    const ended = devWallet.waitFor('sessionDeleted')
    await devWallet.pair(uri)
    await ended
    expect(devWallet.sessions).toEqual([])
    await expect(status(page)).toHaveText('disconnected')
    await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  })

  test('network switch over the session, the wallet moving to an unknown chain and to another account', async ({ page, devWallet }) => {
    // The wallet grants Devnet only, so Devnet B is the wallet's to allow. (For a chain the session already
    // grants, UniversalProvider switches on the dapp's side without asking the wallet, as in AppKit; the requests
    // that follow name the new chain either way.)
    // Eleven relay round trips over a session of five namespaces: on a loaded 2-core machine that outgrows 30 s.
    test.slow()
    devWallet.autoApprove = false
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'WalletConnect' }).click()
    await expect(dialog(page, 'WalletConnect').getByRole('img', { name: WC_QR })).toBeVisible()
    await devWallet.pair(await pairingUri(page))
    await devWallet.approveNext({ chains: [31337] })
    const account = dialog(page, 'Account')
    await expect(account.getByTitle(devWallet.address)).toBeVisible()
    expect(devWallet.sessions[0]!.chains).toEqual([31337])

    await account.getByRole('button', { name: 'Devnet Network' }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Devnet B' }).click()
    await expect(account.getByRole('button', { name: 'Devnet B Network' })).toBeVisible()
    await expect(page.getByTestId('network-button')).toHaveText('Devnet B')
    await expect(page.getByTestId('network')).toHaveText('Devnet B')
    const switched = devWallet.requests.filter((request) => request.method === 'wallet_switchEthereumChain')
    expect(switched.map((request) => [request.params, request.status])).toEqual([[[{ chainId: '0x7a6a' }], 'approved']])
    expect(devWallet.sessions[0]!.chainId).toBe(31338)
    // What is signed now is signed for Devnet B.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    expect(devWallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 31338, status: 'approved' })

    // 42 is none of the playground's networks.
    const unsupported = dialog(page, 'Switch Network')
    // A wallet event is fire-and-forget over the relay (no answer to wait on): sent again if the first went astray.
    await expect(async () => {
      await devWallet.emitChainChanged(42)
      await expect(unsupported).toContainText("This app doesn't support your current network", { timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByTestId('network-button')).toHaveText('Unsupported network')
    await expect(page.getByTestId('network')).toHaveText('Unsupported')
    await unsupported.getByRole('list', { name: 'Networks' }).getByRole('button', { name: 'Devnet', exact: true }).click()
    await expect(unsupported).toHaveCount(0)
    await expect(page.getByTestId('network-button')).toHaveText('Devnet')
    await expect(page.getByTestId('network')).toHaveText('Devnet')

    // The other account is test key #1, which the data API names.
    const second = devWallet.addresses[1]! as Address
    await devWallet.emitAccountsChanged([second])
    await expect(page.getByTestId('address')).toHaveText(second)
    await expect(page.getByTestId('account-button')).toContainText('tessera-tester.eth')
    await expect(status(page)).toHaveText('connected')

    // Both changes hold for the next request: signed by #1, for Devnet.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => devWallet.requests.filter((request) => request.method === 'personal_sign').length).toBe(2)
    const last = devWallet.requests.at(-1)!
    expect(last).toMatchObject({ method: 'personal_sign', chainId: 31337, status: 'approved' })
    await expect(page.getByTestId('signature')).toHaveText(last.result as string)
    expect(await verifyMessage({ address: second, message: SIGNED_MESSAGE, signature: last.result as `0x${string}` })).toBe(true)
  })

  test('a reload restores the session, on its network, without pairing again; Disconnect in the modal ends it at the wallet', async ({ page, devWallet }) => {
    const account = await connectOverWalletConnect(page, devWallet)
    await account.getByRole('button', { name: 'Devnet Network' }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Devnet B' }).click()
    await expect(account.getByRole('button', { name: 'Devnet B Network' })).toBeVisible()
    await page.keyboard.press('Escape')
    const proposals: unknown[] = []
    devWallet.on('proposal', (proposal) => proposals.push(proposal))
    const topic = devWallet.sessions[0]!.topic

    await page.reload()
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('account-button')).toContainText(short(devWallet.address))
    await expect(page.getByTestId('account-button')).toContainText('1.234 ETH')
    // Back where the visitor was: Devnet B, not the session's first chain.
    await expect(page.getByTestId('network-button')).toHaveText('Devnet B')
    // Still the same session, and it works: a request after the reload is answered, for Devnet B.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    expect(devWallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 31338, status: 'approved' })
    expect(devWallet.sessions.map((session) => session.topic)).toEqual([topic])
    expect(proposals).toEqual([])

    await openModal(page)
    const deleted = devWallet.waitFor('sessionDeleted', (event) => event.topic === topic)
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await deleted
    await expect(status(page)).toHaveText('disconnected')
    await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
    await expect(dialog(page, 'Connect Wallet')).toBeVisible()
    expect(devWallet.sessions).toEqual([])
    expect(await page.evaluate(() => window.kit.getState().walletconnect)).toEqual({ status: 'idle' })
  })

  test('the wallet ending the session disconnects the page, which stays so after a reload and can pair again', async ({ page, devWallet }) => {
    await connectOverWalletConnect(page, devWallet)
    await page.keyboard.press('Escape')
    await devWallet.disconnect()
    await expect(status(page)).toHaveText('disconnected')
    await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
    await expect(page.getByTestId('address')).toHaveText('—')

    await page.reload()
    await expect(status(page)).toHaveText('disconnected')
    await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await connectOverWalletConnect(page, devWallet)
    expect(devWallet.sessions).toHaveLength(1)
  })

  test('a declined proposal says so; "Try again" pairs anew and connects', async ({ page, devWallet }) => {
    devWallet.autoApprove = false
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'WalletConnect' }).click()
    const pairing = dialog(page, 'WalletConnect')
    await expect(pairing.getByRole('img', { name: WC_QR })).toBeVisible()
    const first = await pairingUri(page)
    await devWallet.pair(first)
    await devWallet.rejectNext()

    await expect(pairing.getByRole('alert').filter({ hasText: 'Connection declined' })).toBeVisible()
    await expect(pairing.getByRole('img', { name: WC_QR })).toHaveCount(0)
    await expect(status(page)).toHaveText('disconnected')
    // Spec §9: a retry is allowed 1 s after a failure.
    await pairing.getByRole('button', { name: 'Try again' }).click()
    await expect(pairing.getByRole('img', { name: WC_QR })).toBeVisible()
    const second = await pairingUri(page)
    expect(second).not.toBe(first)
    await devWallet.pair(second)
    await devWallet.approveNext()
    await expect(dialog(page, 'Account').getByTitle(devWallet.address)).toBeVisible()
    await expect(status(page)).toHaveText('connected')
  })

  test('the relay drops and comes back: the session recovers and signs', async ({ page, devWallet }) => {
    test.setTimeout(60_000)
    await connectOverWalletConnect(page, devWallet)
    await page.keyboard.press('Escape')
    await expect.poll(async () => (await relayControls.status()).connections).toBe(2)

    await relayControls.drop()
    try {
      await expect.poll(async () => (await relayControls.status()).connections).toBe(0)
      // A lost socket is not a lost session: the page stays connected through the outage.
      await expect(status(page)).toHaveText('connected')
      await expect(page.getByTestId('account-button')).toContainText(short(devWallet.address))
    } finally {
      await relayControls.resume()
    }
    // Both sides reconnect on their own; a request made while a socket is still down would wait out the SDK's
    // 15 s publish timeout, which is not what is tested here.
    await expect.poll(async () => (await relayControls.status()).connections, { timeout: 30_000 }).toBe(2)
    await expect(status(page)).toHaveText('connected')

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 })
    expect(devWallet.requests.filter((request) => request.method === 'personal_sign').map((request) => request.status)).toEqual(['approved'])
  })
})

/** Connect → All Wallets, with the first page of the grid shown. */
async function openAllWallets(page: Page): Promise<{ all: Locator; grid: Locator }> {
  const connect = await openConnect(page)
  await connect.getByTestId('all-wallets').click()
  const all = dialog(page, 'All Wallets')
  const grid = all.getByTestId('wallet-grid')
  await expect(grid.getByRole('button', { name: 'Trust', exact: true })).toBeVisible()
  return { all, grid }
}

const tiles = (grid: Locator) => grid.locator('button.wallet-tile[data-wallet-id]')

test.describe('All Wallets', () => {
  test('a windowed grid that loads the next page of 40 as the visitor scrolls', async ({ page }) => {
    await registryLog.clear()
    const { grid } = await openAllWallets(page)
    const pages = async () => (await registryLog.getWallets()).filter((entry) => entry.query.entries === '40').map((entry) => entry.query.page)
    expect(await pages()).toEqual(['1'])
    const firstPage = new Set(await tiles(grid).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-wallet-id'))))
    expect(firstPage.size).toBeGreaterThan(0)
    expect(firstPage.size).toBeLessThanOrEqual(40)

    // Scroll to the end of what is loaded, again and again: each time the next page comes.
    await grid.hover()
    for (let page_ = 2; page_ <= 6; page_++) {
      await page.mouse.wheel(0, 1500)
      await expect.poll(pages, { message: `page ${page_} requested` }).toContain(String(page_))
      await expect(grid.getByRole('status', { name: 'Loading more wallets' })).toHaveCount(0)
    }
    expect(await pages()).toEqual(['1', '2', '3', '4', '5', '6'])
    await page.mouse.wheel(0, 1500)
    // Far down the list: tiles from later pages are shown, the first page's have left the DOM, and only a window
    // of the 200+ loaded wallets is rendered.
    const shown = await tiles(grid).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-wallet-id')))
    expect(shown.some((id) => firstPage.has(id))).toBe(false)
    const furthest = await grid.locator('[data-index]').evaluateAll((cells) => Math.max(...cells.map((c) => Number(c.getAttribute('data-index')))))
    expect(furthest).toBeGreaterThanOrEqual(200)
    expect(await grid.getByRole('button').count()).toBeLessThan(100)
    // The window is where the visitor looks: past two rows kept above it, its first row is on screen.
    await expect(tiles(grid).nth(8)).toBeInViewport()
  })

  test('search waits for the typing to stop, finds Trust, and says when nothing matches', async ({ page }) => {
    const { all, grid } = await openAllWallets(page)
    await registryLog.clear()
    const search = all.getByRole('searchbox', { name: 'Search wallets' })
    await search.pressSequentially('tru')
    const typedAt = Date.now()
    const results = all.getByTestId('wallet-search-results')
    await expect(results.getByRole('button', { name: 'Trust', exact: true })).toBeVisible()
    await expect(grid).toBeHidden()
    const searches = (await registryLog.getWallets()).filter((entry) => entry.query.search !== undefined)
    expect(searches.map((entry) => entry.query.search)).toEqual(['tru'])
    // Spec §9: at least 300 ms after the last keystroke (less a little for the way here from the browser).
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(250)

    await search.fill('zzzz-none')
    await expect(all.getByText('No wallet found')).toBeVisible()
    await expect(all.locator('button.wallet-tile:visible')).toHaveCount(0)

    // Clearing the search brings the full list back.
    await search.fill('')
    await expect(grid.getByRole('button', { name: 'Trust', exact: true })).toBeVisible()
  })

  test("hostile registry entries: a name is only text, and script or data links are never offered or opened", async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (alert) => {
      dialogs.push(alert.message())
      void alert.dismiss()
    })
    await recordWindowOpen(page)
    const { all, grid } = await openAllWallets(page)
    const markup = grid.getByRole('button', { name: HOSTILE_NAME, exact: true })
    await expect(markup).toBeVisible()
    await expect(markup).toContainText(HOSTILE_NAME)
    await expect(page.locator('img[src="x"]')).toHaveCount(0)

    await grid.getByRole('button', { name: SCRIPT_LINK_WALLET }).click()
    const pairing = dialog(page, SCRIPT_LINK_WALLET)
    await expect(pairing.getByRole('img', { name: `QR code to connect ${SCRIPT_LINK_WALLET}` })).toBeVisible()
    await expect(pairing.getByRole('button', { name: 'Copy link' })).toBeEnabled()
    await expect(pairing.getByRole('button', { name: 'Open desktop app' })).toHaveCount(0)
    await expect(pairing.getByRole('button', { name: 'Open web app' })).toHaveCount(0)
    await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0)

    await pairing.getByRole('button', { name: 'Back' }).click()
    await all.getByTestId('wallet-grid').getByRole('button', { name: HOSTILE_NAME, exact: true }).click()
    const named = dialog(page, HOSTILE_NAME)
    await expect(named.getByRole('heading', { name: HOSTILE_NAME })).toBeVisible()
    await expect(named.getByRole('img', { name: `QR code to connect ${HOSTILE_NAME}` })).toBeVisible()
    await expect(page.locator('img[src="x"]')).toHaveCount(0)

    await expect(page).toHaveURL(`${PLAYGROUND_URL}/`)
    expect(await opened(page)).toEqual([])
    expect(dialogs).toEqual([])
  })

  test('the installed wallet connects through the browser, not a pairing', async ({ page, wallet }) => {
    // The Connect view opens the relay socket ahead of any pairing; what must not happen is a pairing proposed on it.
    const sent: string[] = []
    page.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(String(frame.payload))))
    const { grid } = await openAllWallets(page)
    const held = wallet.holdNext('eth_requestAccounts')
    await grid.getByRole('button', { name: TEST_WALLET_NAME }).click()
    // ConnectingExternal, waiting for the browser wallet's popup.
    await expect(dialog(page, TEST_WALLET_NAME).getByText(`Continue in ${TEST_WALLET_NAME}`)).toBeVisible()
    await expect(page.getByRole('img', { name: /^QR code/ })).toHaveCount(0)
    held.release()
    const account = dialog(page, 'Account')
    await expect(account.getByTitle(wallet.address)).toBeVisible()
    await expect(status(page)).toHaveText('connected')
    expect(wallet.requests.filter((method) => method === 'eth_requestAccounts')).toHaveLength(1)
    expect(await page.evaluate(() => window.kit.getState().walletconnect)).toEqual({ status: 'idle' })
    expect(sent.filter((frame) => /wc_proposeSession|irn_subscribe|irn_publish/.test(frame)), 'no pairing over the relay').toEqual([])
  })

  test('a registry wallet that is not installed: its own pairing screen, with its web app', async ({ page }) => {
    await recordWindowOpen(page)
    const { grid } = await openAllWallets(page)
    await grid.getByRole('button', { name: 'Tessera Dev Wallet' }).click()
    const pairing = dialog(page, 'Tessera Dev Wallet')
    await expect(pairing.getByRole('img', { name: 'QR code to connect Tessera Dev Wallet' })).toBeVisible()
    await expect(pairing.getByText('Open and continue in the wallet app')).toBeVisible()
    await expect(pairing.getByRole('button', { name: 'Open desktop app' })).toHaveCount(0)
    await pairing.getByRole('button', { name: 'Open web app' }).click()
    const uri = await pairingUri(page)
    expect(await opened(page)).toEqual([{ href: `http://127.0.0.1:8793/wc?uri=${encodeURIComponent(uri)}`, target: '_blank' }])
  })
})

test.describe('recent wallets', () => {
  /** All Wallets → `name` → the dev wallet pairs with that screen's URI → Account; then Disconnect. */
  async function connectThrough(page: Page, devWallet: DevWallet, name: string, search?: string) {
    const { all, grid } = await openAllWallets(page)
    let list = grid
    if (search) {
      await all.getByRole('searchbox', { name: 'Search wallets' }).fill(search)
      list = all.getByTestId('wallet-search-results')
    }
    await list.getByRole('button', { name, exact: true }).click()
    const pairing = dialog(page, name)
    await expect(pairing.getByRole('img', { name: `QR code to connect ${name}` })).toBeVisible()
    await devWallet.pair(await pairingUri(page))
    const account = dialog(page, 'Account')
    await expect(account.getByTitle(devWallet.address)).toBeVisible()
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await expect(status(page)).toHaveText('disconnected')
  }

  test('a wallet paired from the registry is offered as Recent, two at most, newest first', async ({ page, devWallet }) => {
    await connectThrough(page, devWallet, 'Trust')
    await page.keyboard.press('Escape')
    await page.getByTestId('connect-button').click()
    const connect = dialog(page, 'Connect Wallet')
    const recent = connect.locator('li[data-group="recent"]')
    await expect(recent).toHaveCount(1)
    await expect(recent.getByRole('button')).toHaveText('TrustRecent')
    const groups = await connect
      .getByRole('list', { name: 'Wallets' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-group')))
    expect(groups.slice(0, 2)).toEqual(['walletConnect', 'recent'])
    // Not repeated among the recommended.
    await expect(connect.getByRole('button', { name: /^Trust/ })).toHaveCount(1)

    await connectThrough(page, devWallet, 'Tessera Dev Wallet')
    await connectThrough(page, devWallet, 'Cobalt Wallet', 'cobalt')
    await expect(recent).toHaveCount(2)
    await expect(recent.nth(0)).toContainText('Cobalt Wallet')
    await expect(recent.nth(1)).toContainText('Tessera Dev Wallet')
    await expect(recent.getByText('Recent')).toHaveCount(2)

    // And after a reload, from storage.
    await page.reload()
    await page.getByTestId('connect-button').click()
    const again = dialog(page, 'Connect Wallet').locator('li[data-group="recent"]')
    await expect(again).toHaveText(['Cobalt WalletRecent', 'Tessera Dev WalletRecent'])
    // A recent wallet is chosen as from the registry: its own pairing screen.
    await again.getByRole('button', { name: /^Cobalt Wallet/ }).click()
    await expect(dialog(page, 'Cobalt Wallet').getByRole('img', { name: 'QR code to connect Cobalt Wallet' })).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use(PHONE)

  test("WalletConnect lists the wallets; choosing one opens its app with the pairing URI, and the wallet connects", async ({ page, devWallet }) => {
    await recordWindowOpen(page)
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'WalletConnect' }).click()
    const all = dialog(page, 'All Wallets')
    const grid = all.getByTestId('wallet-grid')
    await expect(grid.getByRole('button', { name: 'Trust', exact: true })).toBeVisible()

    // A wallet whose app link is a script URL is never opened: it falls back to the code.
    await grid.getByRole('button', { name: SCRIPT_LINK_WALLET }).click()
    const hostile = dialog(page, SCRIPT_LINK_WALLET)
    await expect(hostile.getByRole('img', { name: `QR code to connect ${SCRIPT_LINK_WALLET}` })).toBeVisible()
    await expect(hostile.getByRole('button', { name: `Open ${SCRIPT_LINK_WALLET}` })).toHaveCount(0)
    expect(await opened(page)).toEqual([])
    await hostile.getByRole('button', { name: 'Back' }).click()

    await all.getByTestId('wallet-grid').getByRole('button', { name: 'Trust', exact: true }).click()
    const trust = dialog(page, 'Trust')
    await expect(trust.getByRole('button', { name: 'Open Trust' })).toBeEnabled()
    await expect.poll(() => opened(page)).toHaveLength(1)
    const uri = await pairingUri(page)
    const [link] = await opened(page)
    expect(link).toEqual({ href: `trust://wc?uri=${encodeURIComponent(uri)}`, target: '_self' })
    expect(link!.href).not.toMatch(/^\s*javascript:/i)
    const choice = await page.evaluate(() => localStorage.getItem('@appkit-wallet/deeplink_choice'))
    expect(JSON.parse(choice!)).toEqual({ name: 'Trust Wallet', href: 'trust://' })

    // The wallet app takes the URI from the link.
    await devWallet.pair(new URL(link!.href.replace(/^trust:/, 'https:')).searchParams.get('uri')!)
    await expect(dialog(page, 'Account').getByTitle(devWallet.address)).toBeVisible()
    await expect(status(page)).toHaveText('connected')
    expect((await opened(page)).every((entry) => !/^\s*javascript:/i.test(entry.href))).toBe(true)
  })
})
