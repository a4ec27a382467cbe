import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { REGISTRY_URL } from './fixtures/dev-wallet.js'
import { expect, test } from './fixtures/test.js'

// The playground names the devnet registry and data API. A registry entry whose image lives on another host must not
// make the visitor's browser contact that host, unless the page allows it (`allowedImageOrigins`).

const TRUST = 'Trust Wallet'
const PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#e11"/></svg>'

/** An image host on its own loopback port that counts every request it gets. */
async function startImageHost() {
  let hits = 0
  const server = http.createServer((_request, response) => {
    hits++
    response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' })
    response.end(PIXEL)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    get hits() {
      return hits
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function control(method: 'POST' | 'DELETE', query = '') {
  const response = await fetch(`${REGISTRY_URL}/__devnet/wallet-image${query}`, { method })
  if (!response.ok) throw new Error(`registry wallet-image control: HTTP ${response.status}`)
}

let imageHost: Awaited<ReturnType<typeof startImageHost>>

test.beforeEach(async () => {
  imageHost = await startImageHost()
  await control('POST', `?name=${encodeURIComponent(TRUST)}&url=${encodeURIComponent(`${imageHost.origin}/pixel.svg`)}`)
})

test.afterEach(async () => {
  await control('DELETE')
  await imageHost.close()
})

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

async function openConnect(page: Page, path = '/') {
  await page.goto(path)
  await page.getByTestId('connect-button').click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.locator('li[data-group="recommended"]').first()).toBeVisible()
  return connect
}

test("a registry wallet's image from another host shows the placeholder, and that host gets no request", async ({ page }) => {
  const connect = await openConnect(page)
  const trust = connect.getByRole('button', { name: 'Trust' })
  await expect(trust.locator('[data-placeholder]')).toHaveText('TW')
  await expect(trust.locator('img')).toHaveCount(0)
  // The registry's own images still load.
  await expect(connect.locator('li[data-group="recommended"] img').first()).toHaveAttribute('src', new RegExp(`^${REGISTRY_URL}/getWalletImage/`))

  await connect.getByTestId('all-wallets').click()
  const all = dialog(page, 'All Wallets')
  const tile = all.getByTestId('wallet-grid').getByRole('button', { name: /Trust/ }).first()
  await expect(tile.locator('[data-placeholder]')).toBeVisible()
  await expect(tile.locator('img')).toHaveCount(0)
  await expect(all.getByTestId('wallet-grid').locator('img').first()).toBeVisible()

  expect(imageHost.hits).toBe(0)
})

test('with that host in allowedImageOrigins, the image loads from it', async ({ page }) => {
  const connect = await openConnect(page, `/?imageOrigin=${encodeURIComponent(imageHost.origin)}`)
  const image = connect.getByRole('button', { name: 'Trust' }).locator('img')
  await expect(image).toHaveAttribute('src', `${imageHost.origin}/pixel.svg`)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  expect(imageHost.hits).toBeGreaterThan(0)
})
