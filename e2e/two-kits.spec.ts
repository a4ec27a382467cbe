import path from 'node:path'
import { serveStatic, type StaticServer } from '../devnet/static-server.mjs'
import { expect, test, TEST_WALLET_NAME } from './fixtures/test.js'

// examples/two-kits: <tessera-button> for the first kit, <shop-button> for the second, on one page and one origin,
// so both see the same localStorage. Served here, on a free port, from its build in dist/examples.
let server: StaticServer
test.beforeAll(async () => {
  server = await serveStatic({ root: path.resolve(import.meta.dirname, '../dist/examples/two-kits') })
})
test.afterAll(async () => {
  await server?.close()
})

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

for (const variant of [
  { name: 'the second kit has an id', query: '', namespace: 'shop' },
  { name: 'the second kit has no id', query: '?anonymous', namespace: 'kit-2' },
]) {
  test(`connecting the first kit leaves the second disconnected after a reload (${variant.name})`, async ({ page, wallet }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(`${server.url}/${variant.query}`)
    const main = page.locator('tessera-button').getByRole('button')
    const shop = page.locator('shop-button').getByRole('button')
    await expect(main).toHaveText('Connect Wallet')
    await expect(shop).toHaveText('Connect Wallet')

    await main.click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect(main).toHaveText(`1.234 ETH · ${short(wallet.address)}`)
    await page.keyboard.press('Escape')
    await expect(shop).toHaveText('Connect Wallet')

    await page.reload()
    await expect(main).toHaveText(`1.234 ETH · ${short(wallet.address)}`)
    // Both kits restore at once (one runtime loads both); once the page is quiet, the second has had its chance.
    await page.waitForLoadState('networkidle')
    await expect(shop).toHaveText('Connect Wallet')
    await shop.click()
    await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()

    // The first kit keeps the spec's keys; the second has its own, with nothing connected in them.
    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(stored['@appkit-wallet/connection_status']).toBe('"connected"')
    expect(stored[`@appkit-wallet/${variant.namespace}/connection_status`]).toBe('"disconnected"')
    const told = warnings.some((text) => text.includes(`@appkit-wallet/${variant.namespace}/`) && text.includes('id'))
    expect(told, 'a second kit without an id says where it stores').toBe(variant.namespace === 'kit-2')
  })
}
