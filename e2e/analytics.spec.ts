import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { CollectedEvent } from '../devnet/analytics/index.mjs'
import { collector, COLLECTOR_URL, DEVNET_PROJECT } from './fixtures/collector.js'
import { connectTestWallet } from './fixtures/connect-test-wallet.js'
import { REGISTRY_URL } from './fixtures/dev-wallet.js'
import { dialog, status } from './fixtures/modal.js'
import { expect, PLAYGROUND_URL, test, TEST_WALLET_NAME } from './fixtures/test.js'

// The playground posts to the devnet's collector (analyticsUrl http://127.0.0.1:8803) once the registry's
// getAnalyticsConfig has said the project collects; events wait 2 s to go together, or until the page goes.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const FLUSH_DELAY_MS = 2_000
const names = (events: readonly CollectedEvent[]) => events.map((e) => e.event.props.event)

/**
 * Each test loads the playground with a `run` of its own in the URL and reads only the events of that page: a page
 * another test closed may still deliver its last beacon while this one runs.
 */
function run(path = '/'): { path: string; url: string } {
  const query = `run=${randomUUID()}`
  const withRun = `${path}${path.includes('?') ? '&' : '?'}${query}`
  return { path: withRun, url: `${PLAYGROUND_URL}${withRun}` }
}

/** What the collector holds from the page at `url`. */
const eventsOf = async (url: string) => (await collector.events(PLAYGROUND_URL)).filter((e) => e.event.url === url)

/** Waits until the collector holds `count` events from the page at `url`, and returns them. */
async function collected(url: string, count: number): Promise<CollectedEvent[]> {
  await expect.poll(async () => (await eventsOf(url)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count)
  return eventsOf(url)
}

/** The page has asked the registry's getAnalyticsConfig, and got an answer (start waiting before the page loads). */
const remoteConfig = (page: Page) =>
  page.waitForResponse((response) => response.url().startsWith(`${REGISTRY_URL}/getAnalyticsConfig?projectId=${DEVNET_PROJECT}&`)).then((response) => response.status())

/** Every request the page makes to the collector. */
function collectorRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(COLLECTOR_URL)) seen.push(`${request.method()} ${request.url()}`)
  })
  return seen
}

test.beforeEach(async () => {
  await collector.clear()
  await collector.allowAll()
  await collector.setRemoteConfig(true)
})
test.afterEach(async () => {
  await collector.allowAll()
  await collector.setRemoteConfig(true)
})

test('a connect journey reaches the collector event by event, with the address once connected, and the dashboard draws it', async ({ page, wallet, context }, testInfo) => {
  const journey = run()
  const account = await connectTestWallet(page, wallet, journey.path)
  await account.getByRole('button', { name: 'Devnet Network' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Devnet B' }).click()
  await expect(account.getByRole('button', { name: 'Devnet B Network' })).toBeVisible()
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(status(page)).toHaveText('disconnected')

  const events = await collected(journey.url, 5)
  expect(names(events)).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS'])
  for (const { event, ...received } of events) {
    expect(received).toMatchObject({ origin: PLAYGROUND_URL, projectId: DEVNET_PROJECT, st: 'tessera', sv: expect.stringMatching(/^\d+\.\d+\.\d+/) })
    expect(event.eventId).toMatch(UUID)
    expect(event).toMatchObject({ url: journey.url, domain: '127.0.0.1:4173' })
    expect(Math.abs(event.timestamp - Date.now())).toBeLessThan(60_000)
  }
  expect(new Set(events.map((e) => e.event.eventId)).size).toBe(5)
  expect(events.map((e) => e.event.props)).toEqual([
    { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    { type: 'track', event: 'SELECT_WALLET', properties: { name: TEST_WALLET_NAME, type: 'ANNOUNCED' } },
    { type: 'track', event: 'CONNECT_SUCCESS', properties: { name: TEST_WALLET_NAME, method: 'browser' }, address: wallet.address },
    { type: 'track', event: 'SWITCH_NETWORK', properties: { from: 'eip155:31337', to: 'eip155:31338' }, address: wallet.address },
    // Tracked once the wallet is let go: no address any more.
    { type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespaces: ['eip155'] } },
  ])

  // The dashboard, as a developer opens it: the chart has the journey's events, the funnel and the table list them
  // (with whatever else reached the collector since this test began).
  const all = await collector.events()
  const counts: Record<string, number> = {}
  for (const name of names(all)) counts[name] = (counts[name] ?? 0) + 1
  const dashboard = await context.newPage()
  await dashboard.goto(COLLECTOR_URL)
  await expect(dashboard.getByTestId('total')).toHaveText(`${all.length} events`)
  await expect(dashboard.getByTestId('funnel').locator('tbody tr').filter({ hasText: 'ANNOUNCED' })).toHaveText(/ANNOUNCED\s*\d+\s*\d+\s*\d+%/)
  await expect(dashboard.getByTestId('recent').locator('tbody tr')).toHaveCount(all.length)
  await expect(dashboard.getByTestId('recent').locator('tbody tr').filter({ hasText: 'SWITCH_NETWORK' })).toContainText(wallet.address)
  const series = await dashboard.evaluate(() => {
    const chart = (window as unknown as { __dashboard: { chart?: { data: number[][]; series: { label?: string }[] } } }).__dashboard.chart
    return chart ? chart.series.slice(1).map((s, i) => [s.label, chart.data[i + 1]!.reduce((a, b) => a + b, 0)]) : []
  })
  expect(Object.fromEntries(series)).toEqual(counts)
  expect(Object.keys(counts)).toEqual(expect.arrayContaining(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS']))
  // What is drawn, not just what was given: the plot's canvas holds coloured (series) pixels.
  const coloured = await dashboard.locator('#chart canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
    let count = 0
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!]
      if (a > 200 && Math.max(r, g, b) - Math.min(r, g, b) > 80) count += 1
    }
    return count
  })
  expect(coloured).toBeGreaterThan(20)
  await testInfo.attach('dashboard', { body: await dashboard.screenshot({ fullPage: true }), contentType: 'image/png' })
})

test('getAnalyticsConfig off: the page sends nothing to the collector, not even when it goes', async ({ page, wallet }) => {
  await collector.setRemoteConfig(false)
  const requests = collectorRequests(page)
  const config = remoteConfig(page)
  const off = run()
  const account = await connectTestWallet(page, wallet, off.path)
  expect(await config).toBe(200)
  expect(await (await fetch(`${REGISTRY_URL}/getAnalyticsConfig?projectId=${DEVNET_PROJECT}`)).json()).toEqual({ isAnalyticsEnabled: false })
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(status(page)).toHaveText('disconnected')
  await page.waitForTimeout(FLUSH_DELAY_MS + 500)
  await page.goto('about:blank')
  expect(requests).toEqual([])
  expect(await eventsOf(off.url)).toEqual([])
})

for (const [how, leave] of [
  ['closing the tab', (page: Page) => page.close({ runBeforeUnload: true })],
  ['going to another site', (page: Page) => page.goto('about:blank').then(() => undefined)],
] as const) {
  test(`${how} sends the events still waiting, by sendBeacon`, async ({ page }) => {
    // Each beacon the page queues, and whether the browser took it (said on the console, which outlives the page's
    // last moments better than anything else a test can read).
    const beacons: string[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('beacon ')) beacons.push(message.text())
    })
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url, data) => {
        const queued = send(url, data)
        console.log(`beacon ${new URL(url).pathname} ${data instanceof Blob ? data.type : typeof data} ${queued}`)
        return queued
      }
    })
    const config = remoteConfig(page)
    // Events wait a minute here, so only the page going can send them in time.
    const held = run('/?analyticsDelay=60000')
    await page.goto(held.path)
    expect(await config).toBe(200)
    await page.getByTestId('connect-button').click()
    await expect(dialog(page, 'Connect Wallet')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.waitForTimeout(FLUSH_DELAY_MS + 500)
    expect(await eventsOf(held.url)).toEqual([])

    await leave(page)
    const events = await collected(held.url, 2)
    expect(events.map((e) => e.event.props)).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
    ])
    // A navigation drops the old page's console; a closing tab still reports it.
    if (how === 'closing the tab') expect(beacons).toEqual(['beacon /e application/json true'])
  })
}

test("a collector refusing the page's origin: the allow-list alert shows once (debug mode) and nothing more is posted", async ({ page }) => {
  await collector.refuse(PLAYGROUND_URL)
  const requests = collectorRequests(page)
  const refused = run('/?debug')
  await page.goto(refused.path)
  await page.getByTestId('connect-button').click()
  const alert = dialog(page, 'Connect Wallet').getByRole('alert').filter({ hasText: 'Invalid App Configuration' })
  await expect(alert).toBeVisible({ timeout: 10_000 })
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await page.keyboard.press('Escape')
  await page.getByTestId('connect-button').click()
  await page.waitForTimeout(FLUSH_DELAY_MS + 500)
  await expect(alert).toHaveCount(0)
  await page.goto('about:blank')
  expect(requests.filter((request) => request.startsWith('POST'))).toHaveLength(1)
  expect(await eventsOf(refused.url)).toEqual([])
})
