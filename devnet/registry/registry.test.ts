// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COINBASE_ENTRY,
  DEV_WALLET_ENTRY_NAME,
  FIXTURE_SIZE,
  HOSTILE_NAMES,
  PHANTOM_ENTRY,
  sha256,
  TEST_WALLET_ENTRY_NAME,
  TEST_WALLET_ENTRY_RDNS,
  TRUST_WALLET_NAME,
} from './fixture.mjs'
import { DEVNET_PROJECT_ID, startRegistry, type Registry, type RegistryWallet } from './index.mjs'

const SDK = `projectId=${DEVNET_PROJECT_ID}&st=appkit&sv=html-core-1.0.0`

describe('wallet registry', () => {
  let registry: Registry
  const get = (path: string, init?: RequestInit) => fetch(`${registry.url}${path}`, init)
  const wallets = async (query: string) => {
    const response = await get(`/getWallets?${SDK}&${query}`)
    expect(response.status, await response.clone().text()).toBe(200)
    return (await response.json()) as { count: number; data: RegistryWallet[] }
  }
  const byName = (name: string) => registry.wallets.find((wallet) => wallet.name === name)!

  beforeAll(async () => {
    registry = await startRegistry({ port: 0, devWalletUrl: 'http://127.0.0.1:4999' })
  })
  afterAll(() => registry.close())

  it('holds a fixed list of realistic wallets, with the entries the kit tests need', () => {
    expect(registry.wallets).toHaveLength(FIXTURE_SIZE)
    // Ids follow from names, except the two wallets the kit must know by their real directory ids.
    const realIds = new Map([PHANTOM_ENTRY, COINBASE_ENTRY].map((entry) => [entry.name, entry.id]))
    for (const wallet of registry.wallets) expect(wallet.id).toBe(realIds.get(wallet.name) ?? sha256(wallet.name))
    expect(registry.wallets.filter((wallet) => realIds.has(wallet.name)).map((w) => [w.name, w.id])).toEqual([...realIds])
    expect(new Set(registry.wallets.map((wallet) => wallet.image_id)).size).toBe(FIXTURE_SIZE)
    expect(registry.wallets.slice(0, 4).map((wallet) => wallet.name)).toEqual([
      TRUST_WALLET_NAME,
      DEV_WALLET_ENTRY_NAME,
      TEST_WALLET_ENTRY_NAME,
      'Acme Wallet',
    ])
    expect(byName(DEV_WALLET_ENTRY_NAME)).toMatchObject({ webapp_link: 'http://127.0.0.1:4999/', chains: ['eip155:31337', 'eip155:31338'] })
    expect(byName(TEST_WALLET_ENTRY_NAME).rdns).toBe(TEST_WALLET_ENTRY_RDNS)
    expect(byName(HOSTILE_NAMES.javascriptLinks)).toMatchObject({ mobile_link: 'javascript:alert(1)', webapp_link: 'javascript:alert(1)' })
    expect(byName(HOSTILE_NAMES.dataLink).mobile_link).toMatch(/^data:text\/html,/)
    expect(byName(HOSTILE_NAMES.markup)).toBeDefined()
    expect(HOSTILE_NAMES.longName.length).toBeGreaterThan(500)
    // Mostly custom-scheme mobile links, some universal links, some desktop and web app links.
    const links = registry.wallets.map((wallet) => wallet.mobile_link ?? '')
    expect(links.filter((link) => /^[a-z0-9]+:\/\/$/.test(link)).length).toBeGreaterThan(300)
    expect(links.filter((link) => link.startsWith('https://')).length).toBeGreaterThan(50)
    expect(registry.wallets.filter((wallet) => wallet.desktop_link).length).toBeGreaterThan(50)
    expect(registry.wallets.filter((wallet) => wallet.webapp_link).length).toBeGreaterThan(20)
  })

  it('wants projectId, st and sv, as the data API does: 401 without a project, 403 for an unknown one, 400 without st/sv', async () => {
    expect((await get('/getWallets?st=appkit&sv=1')).status).toBe(401)
    const unknown = await get('/getWallets?projectId=nope&st=appkit&sv=1')
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ status: 'FAILED', reasons: [{ field: 'projectId', description: 'Invalid Project ID: nope' }] })
    const noType = await get(`/getWallets?projectId=${DEVNET_PROJECT_ID}&sv=1`)
    expect([noType.status, await noType.json()]).toEqual([400, { status: 'FAILED', reasons: [{ field: 'st', description: 'SDK type (st) is required' }] }])
    expect((await get(`/getWallets?projectId=${DEVNET_PROJECT_ID}&st=appkit`)).status).toBe(400)
    const headers = { 'x-project-id': DEVNET_PROJECT_ID, 'x-sdk-type': 'appkit', 'x-sdk-version': 'html-core-1.0.0' }
    expect((await get('/getWallets?entries=4', { headers })).status).toBe(200)
  })

  it('pages in display order: a first page of 4, then pages of up to 40', async () => {
    const first = await wallets('page=1&entries=4')
    expect(first.count).toBe(FIXTURE_SIZE)
    expect(first.data.map((wallet) => wallet.id)).toEqual(registry.wallets.slice(0, 4).map((wallet) => wallet.id))
    expect(first.data[0]).toEqual(registry.wallets[0])
    const second = await wallets('page=2&entries=40')
    expect(second.data.map((wallet) => wallet.order)).toEqual(registry.wallets.slice(40, 80).map((wallet) => wallet.order))
    expect((await wallets('page=16&entries=40')).data).toEqual([])
    expect((await wallets('')).data).toHaveLength(40)
  })

  it('refuses pages it would not serve', async () => {
    for (const query of ['entries=41', 'page=0', 'entries=-1', 'page=1.5', 'search=a&entries=101', 'chains=eip155', 'badge_type=gold']) {
      expect((await get(`/getWallets?${SDK}&${query}`)).status, query).toBe(400)
    }
    expect((await wallets('search=a&entries=100')).data).toHaveLength(100)
  })

  it('filters by include and exclude (comma lists of ids)', async () => {
    const trust = byName(TRUST_WALLET_NAME)
    const test = byName(TEST_WALLET_ENTRY_NAME)
    const included = await wallets(`include=${test.id},${trust.id},${'0'.repeat(64)}`)
    expect(included).toEqual({ count: 2, data: [trust, test] })
    const excluded = await wallets(`exclude=${trust.id},${test.id}&entries=4`)
    expect(excluded.count).toBe(FIXTURE_SIZE - 2)
    expect(excluded.data.map((wallet) => wallet.name)).not.toContain(TRUST_WALLET_NAME)
  })

  it('filters by chains: a wallet matches if it supports any of them', async () => {
    const devnet = await wallets('chains=eip155:31338&entries=40')
    expect(devnet.count).toBe(registry.wallets.filter((wallet) => wallet.chains.includes('eip155:31338')).length)
    expect(devnet.data.every((wallet) => wallet.chains.includes('eip155:31338'))).toBe(true)
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    const either = await wallets(`chains=${solana},${bitcoin}`)
    expect(either.count).toBe(registry.wallets.filter((w) => w.chains.includes(solana) || w.chains.includes(bitcoin)).length)
    expect(either.count).toBeGreaterThan((await wallets(`chains=${bitcoin}`)).count)
  })

  it('searches names case-insensitively, at most 100 at a time', async () => {
    expect((await wallets('search=TRUST')).data.map((wallet) => wallet.name)).toEqual([TRUST_WALLET_NAME])
    const many = await wallets('search=wallet&entries=100')
    expect(many.count).toBeGreaterThan(100)
    expect(many.data).toHaveLength(100)
    expect(many.data.every((wallet) => wallet.name.toLowerCase().includes('wallet'))).toBe(true)
    expect((await wallets('search=%3Cimg')).data.map((wallet) => wallet.name)).toEqual([HOSTILE_NAMES.markup])
    expect((await wallets('search=zzzz')).count).toBe(0)
    const certified = await wallets('badge_type=certified')
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
  })

  it('serves generated SVG logos, with nothing from a hostile name able to run', async () => {
    const response = await get(`/getWalletImage/${byName(TRUST_WALLET_NAME).image_id}?projectId=${DEVNET_PROJECT_ID}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toMatch(/^<svg [^>]*>.*>TW<\/text><\/svg>$/)
    const hostile = await (await get(`/getWalletImage/${byName(HOSTILE_NAMES.markup).image_id}?${SDK}`)).text()
    expect(hostile).not.toMatch(/<img|onerror|alert/)
    expect((await get(`/getWalletImage/unknown?${SDK}`)).status).toBe(404)
    expect((await get(`/getWalletImage/${byName(TRUST_WALLET_NAME).image_id}`)).status).toBe(401)
    for (const path of ['/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00', '/public/getCurrencyImage/USD', '/public/getTokenImage/ETH']) {
      const image = await get(`${path}?${SDK}`)
      expect(image.status, path).toBe(200)
      expect(await image.text(), path).toMatch(/^<svg /)
    }
    expect(await (await get(`/public/getTokenImage/ETH?${SDK}`)).text()).toContain('>ETH</text>')
    expect((await get(`/public/getTokenImage/%3Cscript%3E?${SDK}`)).status).toBe(404)
  })

  it('answers the project origins and the analytics config', async () => {
    expect(await (await get(`/projects/v1/origins?${SDK}`)).json()).toEqual({
      allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*', 'https://*.example.com'],
    })
    expect((await get('/projects/v1/origins?projectId=someone-else')).status).toBe(403)
    expect(await (await get(`/getAnalyticsConfig?${SDK}`)).json()).toEqual({ isAnalyticsEnabled: true })
    expect((await get('/getAnalyticsConfig')).status).toBe(401)
    const turn = (enabled: string, projectId = DEVNET_PROJECT_ID) => fetch(`${registry.url}/__devnet/analytics?projectId=${projectId}&enabled=${enabled}`, { method: 'PUT' })
    expect(await (await turn('false')).json()).toEqual({ projectId: DEVNET_PROJECT_ID, isAnalyticsEnabled: false })
    expect(await (await get(`/getAnalyticsConfig?${SDK}`)).json()).toEqual({ isAnalyticsEnabled: false })
    expect((await turn('maybe')).status).toBe(400)
    expect((await turn('false', 'someone-else')).status).toBe(400)
    expect((await turn('true')).ok).toBe(true)
    expect(await (await get(`/getAnalyticsConfig?${SDK}`)).json()).toEqual({ isAnalyticsEnabled: true })
  })

  it('lists the allowed origins a test sets, wildcards included, and refuses what is not an origin pattern', async () => {
    const origins = async () => ((await (await get(`/projects/v1/origins?projectId=${DEVNET_PROJECT_ID}`)).json()) as { allowedOrigins: string[] }).allowedOrigins
    try {
      const set = await get('/__devnet/origins?origin=https%3A%2F%2Fshop.example.org&origin=*.example.net&origin=http%3A%2F%2F127.0.0.1%3A*', { method: 'PUT' })
      expect(set.status).toBe(200)
      expect(await origins()).toEqual(['https://shop.example.org', '*.example.net', 'http://127.0.0.1:*'])
      expect((await get('/__devnet/origins', { method: 'PUT' })).status).toBe(200)
      expect(await origins()).toEqual([])
      for (const bad of ['javascript:alert(1)', 'https://a.example/path', 'https://a b', `https://${'a'.repeat(260)}.example`]) {
        const refused = await get(`/__devnet/origins?origin=${encodeURIComponent(bad)}`, { method: 'PUT' })
        expect(refused.status, bad).toBe(400)
      }
      expect(await origins()).toEqual([])
      registry.setAllowedOrigins(['https://*.tessera.example'])
      expect(await origins()).toEqual(['https://*.tessera.example'])
      expect(() => registry.setAllowedOrigins(['<script>'])).toThrow('is not an origin pattern')
      expect(() => registry.setAllowedOrigins(Array.from({ length: 101 }, (_, i) => `https://a${i}.example`))).toThrow('At most 100')
    } finally {
      expect((await get('/__devnet/origins', { method: 'DELETE' })).status).toBe(200)
    }
    expect(await origins()).toEqual(['http://127.0.0.1:*', 'http://localhost:*', 'https://*.example.com'])
  })

  it('lets loopback pages read its answers (CORS), and no one else', async () => {
    const local = await get(`/getWallets?${SDK}&entries=1`, { headers: { origin: 'http://localhost:5173' } })
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const denied = await get('/getWallets', { headers: { origin: 'http://127.0.0.1:4173' } })
    expect([denied.status, denied.headers.get('access-control-allow-origin')]).toEqual([401, 'http://127.0.0.1:4173'])
    const foreign = await get(`/getWallets?${SDK}&entries=1`, { headers: { origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await get('/getWallets', {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-project-id' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-project-id')
    expect((await get('/getWallets', { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })).status).toBe(403)
  })

  it("lists a wallet with another host's image on demand, then restores it", async () => {
    const trust = async () => {
      const page = (await (await get(`/getWallets?${SDK}&search=${encodeURIComponent(TRUST_WALLET_NAME)}`)).json()) as { data: Record<string, unknown>[] }
      return page.data.find((wallet) => wallet.name === TRUST_WALLET_NAME)!
    }
    const set = await fetch(`${registry.url}/__devnet/wallet-image?name=${encodeURIComponent(TRUST_WALLET_NAME)}&url=${encodeURIComponent('http://127.0.0.1:9/pixel.png')}`, { method: 'POST' })
    expect(set.status).toBe(200)
    expect(await trust()).toMatchObject({ image_url: 'http://127.0.0.1:9/pixel.png' })
    expect(await trust()).not.toHaveProperty('image_id')
    expect((await fetch(`${registry.url}/__devnet/wallet-image?name=Nobody&url=x`, { method: 'POST' })).status).toBe(400)
    await fetch(`${registry.url}/__devnet/wallet-image`, { method: 'DELETE' })
    expect(await trust()).toMatchObject({ image_id: expect.any(String) })
    expect(await trust()).not.toHaveProperty('image_url')
  })

  it('fails the next N requests on demand, and logs what it answered', async () => {
    registry.clearLog()
    registry.failNext(2)
    expect((await get(`/getWallets?${SDK}`)).status).toBe(503)
    expect((await get(`/getWalletImage/x?${SDK}`)).status).toBe(503)
    expect((await get(`/getWallets?${SDK}&entries=1`)).status).toBe(200)
    expect(await (await fetch(`${registry.url}/__devnet/fail?count=1&status=500`, { method: 'POST' })).json()).toEqual({ pending: 1 })
    expect((await get(`/getAnalyticsConfig?${SDK}`)).status).toBe(500)
    expect(registry.log.map((entry) => `${entry.path} ${entry.status}`)).toEqual([
      '/getWallets 503',
      '/getWalletImage/x 503',
      '/getWallets 200',
      '/getAnalyticsConfig 500',
    ])
    expect(registry.log[2]?.query).toMatchObject({ projectId: DEVNET_PROJECT_ID, entries: '1' })
    const remote = (await (await fetch(`${registry.url}/__devnet/log`)).json()) as unknown[]
    expect(remote).toHaveLength(4)
  })
})
