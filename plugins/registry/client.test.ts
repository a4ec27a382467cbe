import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_PROJECT_ID, startRegistry, type Registry } from '../../devnet/registry/index.mjs'
import { HOSTILE_NAMES, TRUST_WALLET_NAME } from '../../devnet/registry/fixture.mjs'
import { createHttp, createLogger, HttpRequestError } from '../../kernel/index.js'
import { createFakeClock, createFakeFetch, jsonResponse } from '../../kernel/testing/index.js'
import { createRegistryClient, MAX_PAGE_WALLETS, MAX_WALLET_CHAINS, MAX_WALLETS_COUNT, toWallet, walletsQuery } from './client.js'
import { safeDeepLink, safeWebLink } from './links.js'

const options = { registryUrl: 'https://registry.test/', projectId: 'p1', sdkType: 'tessera', sdkVersion: '4.2.2' }

function fakeClient() {
  const clock = createFakeClock()
  const fake = createFakeFetch(clock)
  const http = createHttp({ options, clock, signal: new AbortController().signal, log: createLogger('silent'), fetch: fake.fetch })
  return { fake, client: createRegistryClient({ http, options }) }
}

describe('walletsQuery', () => {
  it('sends every spec §7 parameter, lists comma-joined, and leaves out what is empty', () => {
    expect(
      walletsQuery({ page: 2, entries: 40, include: ['a', 'b', 'a'], exclude: [' c ', ''], chains: ['eip155:1', 'solana:x1'], search: '  trust ', badge_type: 'certified' }),
    ).toEqual({ page: 2, entries: 40, include: 'a,b', exclude: 'c', chains: 'eip155:1,solana:x1', search: 'trust', badge_type: 'certified' })
    expect(walletsQuery({ include: [], search: '   ' })).toEqual({ page: 1, entries: 40, include: undefined, exclude: undefined, chains: undefined, search: undefined, badge_type: undefined })
  })

  it('defaults a search to 100 entries and refuses pages the registry would refuse', () => {
    expect(walletsQuery({ search: 'x' }).entries).toBe(100)
    expect(() => walletsQuery({ entries: 41 })).toThrow(RangeError)
    expect(() => walletsQuery({ search: 'x', entries: 101 })).toThrow(RangeError)
    expect(() => walletsQuery({ page: 0 })).toThrow(RangeError)
    expect(() => walletsQuery({ page: 1.5 })).toThrow(RangeError)
  })
})

describe('links', () => {
  it('lets app schemes and web links through, never script, data or file URLs', () => {
    expect(safeDeepLink('trust://')).toBe('trust://')
    expect(safeDeepLink('metamask://wc?uri=x')).toBe('metamask://wc?uri=x')
    expect(safeDeepLink('https://link.example/')).toBe('https://link.example/')
    for (const bad of ['javascript:alert(1)', '  JavaScript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:x', 'data:text/html,<script>', 'vbscript:x', 'file:///etc/passwd', 'blob:https://a/b', '/relative', '', null, 42]) {
      expect(safeDeepLink(bad), String(bad)).toBeUndefined()
    }
    expect(safeWebLink('trust://')).toBeUndefined()
    expect(safeWebLink('https://app.example/')).toBe('https://app.example/')
  })
})

describe('registry client', () => {
  it('asks GET /getWallets with the kit parameters and builds image URLs from registryUrl', async () => {
    const { fake, client } = fakeClient()
    fake.route('/getWallets', jsonResponse({ count: 1, data: [{ id: 'w1', name: 'One', image_id: 'img-1', chains: ['eip155:1'] }] }))
    const page = await client.getWallets({ page: 3, entries: 40, include: ['w1'], exclude: ['w2'], chains: ['eip155:1'], badge_type: 'none' })
    const [call] = fake.callsTo('/getWallets')
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      page: '3',
      entries: '40',
      include: 'w1',
      exclude: 'w2',
      chains: 'eip155:1',
      badge_type: 'none',
      projectId: 'p1',
      st: 'tessera',
      sv: '4.2.2',
    })
    expect(page).toEqual({
      count: 1,
      data: [{ id: 'w1', name: 'One', image_id: 'img-1', image_url: 'https://registry.test/getWalletImage/img-1?projectId=p1&st=tessera&sv=4.2.2', chains: ['eip155:1'] }],
    })
    expect(client.assetImageUrl('a/b')).toBe('https://registry.test/public/getAssetImage/a%2Fb?projectId=p1&st=tessera&sv=4.2.2')
    expect(client.currencyImageUrl('usd')).toMatch(/^https:\/\/registry\.test\/public\/getCurrencyImage\/usd\?/)
    expect(client.tokenImageUrl('eth')).toMatch(/^https:\/\/registry\.test\/public\/getTokenImage\/eth\?/)
  })

  it('keeps the safe fields of a hostile entry, drops a malformed one and keeps the rest', async () => {
    const { fake, client } = fakeClient()
    fake.route(
      '/getWallets',
      jsonResponse({
        count: 4,
        data: [
          {
            id: 'evil',
            name: '<img src=x onerror=alert(1)>',
            image_id: '../../etc/passwd',
            image_url: 'javascript:alert(1)',
            chains: ['eip155:1', 'not a chain', 7],
            mobile_link: 'javascript:alert(1)',
            desktop_link: 'evil-desktop://',
            webapp_link: 'data:text/html;base64,PHNjcmlwdD4=',
            homepage: 'javascript:alert(1)',
            app_store: 'https://apps.example/app',
            rdns: 'not rdns!',
          },
          { id: 42, name: 'Wrong id type' },
          { name: 'No id' },
          'not even an object',
          { id: 'ok', name: 'Fine Wallet', rdns: 'example.fine', mobile_link: null },
        ],
      }),
    )
    const page = await client.getWallets()
    expect(page.data).toEqual([
      { id: 'evil', name: '<img src=x onerror=alert(1)>', chains: ['eip155:1'], desktop_link: 'evil-desktop://', app_store: 'https://apps.example/app' },
      { id: 'ok', name: 'Fine Wallet', rdns: 'example.fine' },
    ])
    expect(page.count).toBe(4)
  })

  it('fails loudly when the page itself is unreadable, so the view can offer a retry', async () => {
    const { fake, client } = fakeClient()
    fake.route('/getWallets', jsonResponse({ wallets: [] }))
    await expect(client.getWallets()).rejects.toBeInstanceOf(HttpRequestError)
  })

  it('refuses a page longer than any page asked for, or a count that would page forever', async () => {
    const { fake, client } = fakeClient()
    const wallet = (i: number) => ({ id: `w${i}`, name: `Wallet ${i}` })
    let answer: unknown = { count: MAX_PAGE_WALLETS + 1, data: Array.from({ length: MAX_PAGE_WALLETS + 1 }, (_, i) => wallet(i)) }
    fake.route('/getWallets', () => jsonResponse(answer))
    await expect(client.getWallets()).rejects.toBeInstanceOf(HttpRequestError)
    answer = { count: MAX_WALLETS_COUNT + 1, data: [wallet(1)] }
    await expect(client.getWallets()).rejects.toBeInstanceOf(HttpRequestError)
    answer = { count: 1, data: [{ ...wallet(1), chains: Array.from({ length: MAX_WALLET_CHAINS + 1 }, () => 'eip155:1') }] }
    expect((await client.getWallets()).data).toEqual([])
    answer = { count: MAX_WALLETS_COUNT, data: [wallet(1)] }
    expect((await client.getWallets()).count).toBe(MAX_WALLETS_COUNT)
  })

  it('toWallet leaves out keys it has no safe value for', () => {
    expect(Object.keys(toWallet({ id: 'a', name: 'A', mobile_link: 'javascript:x' })!)).toEqual(['id', 'name'])
    expect(toWallet({ id: 'a', name: '' })).toBeUndefined()
  })
})

describe('registry client against the devnet registry', () => {
  let registry: Registry
  beforeAll(async () => {
    registry = await startRegistry({ port: 0 })
  })
  afterAll(() => registry.close())

  const realClient = () => {
    const real = { registryUrl: registry.url, projectId: DEVNET_PROJECT_ID, sdkType: 'tessera', sdkVersion: '4.2.2' }
    const http = createHttp({ options: real, clock: createFakeClock(), signal: new AbortController().signal, log: createLogger('silent') })
    return createRegistryClient({ http, options: real })
  }

  it('pages, searches and filters as spec §7 says', async () => {
    const client = realClient()
    const first = await client.getWallets({ page: 1, entries: 40 })
    expect(first.count).toBe(registry.wallets.length)
    expect(first.data).toHaveLength(40)
    expect(first.data[0]!.name).toBe(TRUST_WALLET_NAME)
    const last = await client.getWallets({ page: Math.ceil(first.count / 40), entries: 40 })
    expect(last.data.length).toBe(first.count % 40 || 40)
    const trust = first.data[0]!
    const found = await client.getWallets({ search: 'trust' })
    expect(found.data.map((w) => w.id)).toContain(trust.id)
    const without = await client.getWallets({ search: 'trust', exclude: [trust.id] })
    expect(without.data.map((w) => w.id)).not.toContain(trust.id)
    const only = await client.getWallets({ include: [trust.id], entries: 1 })
    expect(only).toEqual({ count: 1, data: [trust] })
    const solana = await client.getWallets({ chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })
    expect(solana.count).toBeLessThan(first.count)
    expect(solana.data.every((w) => w.chains?.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe(true)
  })

  it('strips the fixture’s script and data links and serves the image it points at', async () => {
    const client = realClient()
    const { data } = await client.getWallets({ search: HOSTILE_NAMES.javascriptLinks })
    const sneaky = data.find((w) => w.name === HOSTILE_NAMES.javascriptLinks)!
    expect(sneaky).toBeDefined()
    for (const key of ['mobile_link', 'desktop_link', 'webapp_link', 'homepage'] as const) expect(sneaky[key]).toBeUndefined()
    const dataLink = (await client.getWallets({ search: HOSTILE_NAMES.dataLink })).data[0]!
    expect(dataLink.mobile_link).toBeUndefined()
    expect(dataLink.webapp_link).toBeUndefined()
    const image = await fetch(sneaky.image_url!)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
  })
})
