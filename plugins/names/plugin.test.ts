import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../kernel/index.js'
import { createFakeConnector, createFakeFetch, createTestKit, expectClean, FAKE_ADDRESS, fakeChainPlugin, jsonResponse, kitInternals, settle, testNetworks } from '../../kernel/testing/index.js'
import { NAME_CACHE_MS } from './name-cache.js'
import { names } from './plugin.js'

const API = 'https://api.test'
const NAME = 'alice.tessera.id'
const failed = (description: string, status: number) => jsonResponse({ status: 'FAILED', reasons: [{ field: 'name', description }] }, { status })

afterEach(() => vi.unstubAllGlobals())

function namesKit(options: { apiUrl?: string; network?: CaipNetwork; served?: readonly string[] } = {}) {
  const network = options.network ?? testNetworks.mainnet
  const wallet = createFakeConnector({ chainId: network.id })
  const test = createTestKit({ networks: [network], plugins: [fakeChainPlugin('eip155', { connectors: [wallet] }), names()], ...(options.apiUrl === undefined ? { apiUrl: API } : options.apiUrl ? { apiUrl: options.apiUrl } : {}) })
  const api = createFakeFetch(test.clock)
  api.route('/v1/supported-chains', jsonResponse({ http: options.served ?? [network.caipNetworkId], ws: [] }))
  vi.stubGlobal('fetch', api.fetch)
  const internals = kitInternals(test.kit)
  const account = () => test.kit.getState().chains.eip155!.accountState
  const feature = () => internals.slots.list('account.feature').map((entry) => entry.contribution.id)
  const service = () => internals.services.use('names')
  return { ...test, wallet, api, internals, account, feature, service }
}

describe('names()', () => {
  it("names a connected account from the name service, and asks again only after 5 minutes", async () => {
    const { kit, api, account, service, clock } = namesKit()
    api.route(`/v1/profile/reverse/${FAKE_ADDRESS}`, jsonResponse([{ name: NAME }, { name: 'older.tessera.id' }]))
    await kit.ready
    await kit.connect('fake')
    await settle()
    expect(account().profileName).toBe(NAME)
    expect(await (await service()).namesOf(FAKE_ADDRESS)).toEqual([NAME, 'older.tessera.id'])
    expect(api.callsTo(/\/v1\/profile\/reverse\//)).toHaveLength(1)
    clock.advance(NAME_CACHE_MS - 1)
    await (await service()).namesOf(FAKE_ADDRESS)
    expect(api.callsTo(/\/v1\/profile\/reverse\//)).toHaveLength(1)
    clock.advance(1)
    await (await service()).namesOf(FAKE_ADDRESS)
    expect(api.callsTo(/\/v1\/profile\/reverse\//)).toHaveLength(2)
  })

  it('with a data API that does not serve the network, names nothing and reads no chain', async () => {
    const { kit, api, account } = namesKit({ served: ['eip155:10'] })
    await kit.ready
    await kit.connect('fake')
    await settle()
    expect(account().profileName).toBeUndefined()
    expect(api.callsTo(/\/v1\/profile\//)).toEqual([])
    expect(api.calls.filter((call) => call.url.hostname === 'rpc.invalid')).toEqual([])
  })

  it('offers "Choose name" to a connected EVM account without a name, and only then', async () => {
    const { kit, api, feature, clock, wallet } = namesKit()
    await kit.ready
    expect(feature()).toEqual([])
    await kit.connect('fake')
    await settle()
    expect(feature()).toEqual(['names'])
    api.route(`/v1/profile/reverse/${FAKE_ADDRESS}`, jsonResponse([{ name: NAME }]))
    clock.advance(NAME_CACHE_MS)
    await kitInternals(kit).connection.refreshBalance('eip155')
    await settle()
    expect(feature()).toEqual([])
    await kit.destroy()
    expectClean(kit, { clock, connectors: [wallet] })
  })

  it('offers no registration without a data API', async () => {
    const { kit, feature, internals } = namesKit({ apiUrl: '' })
    await kit.ready
    await kit.connect('fake')
    await settle()
    expect(feature()).toEqual([])
    expect(internals.views.has('RegisterAccountName')).toBe(false)
  })

  it('registers: shows the success view, signs the spec message, posts it with the coin type, then shows the name', async () => {
    const { kit, api, account, service, internals, clock, wallet } = namesKit()
    let registered = false
    api.route(`/v1/profile/reverse/${FAKE_ADDRESS}`, () => (registered ? jsonResponse([{ name: NAME }]) : failed('No name for address is found', 404)))
    api.route('/v1/profile/account', () => {
      registered = true
      return jsonResponse({ name: NAME, addresses: {} })
    })
    await kit.ready
    await kit.connect('fake')
    await settle()
    kit.open({ view: 'RegisterAccountName' })
    const views: string[] = []
    internals.store.subscribe(() => views.push(`${String(internals.router.current?.view)}:${kit.getState().names.status}`))

    await (await service()).register('Alice')
    await settle()
    // Spec §4: the success view shows first, while the wallet is asked to sign.
    expect(views).toContain('RegisterAccountNameSuccess:signing')
    expect(internals.router.current?.view).toBe('RegisterAccountNameSuccess')
    expect(kit.getState().names).toMatchObject({ status: 'registered', name: NAME })
    expect(wallet.calls.signMessage).toBe(1)
    const [post] = api.callsTo('/v1/profile/account')
    expect(post!.method).toBe('POST')
    expect(post!.body).toEqual({
      coin_type: 0x80000001,
      address: FAKE_ADDRESS,
      message: JSON.stringify({ name: NAME, attributes: {}, timestamp: Math.floor(clock.now() / 1000) }),
      signature: '0xsigned',
    })
    expect(account().profileName).toBe(NAME)
  })

  it("sends a refused registration back to RegisterAccountName with the API's first reason, else the spec's message", async () => {
    const { kit, api, service, internals } = namesKit()
    const answers = [failed('Name is already taken', 409), new Response('<html>oops</html>', { status: 500 })]
    api.route('/v1/profile/account', () => answers.shift()!)
    await kit.ready
    await kit.connect('fake')
    await settle()
    kit.open({ view: 'RegisterAccountName' })

    await expect((await service()).register('alice')).rejects.toThrow('Name is already taken')
    expect(internals.router.current?.view).toBe('RegisterAccountName')
    expect(kit.getState().names).toMatchObject({ status: 'failed', name: NAME, error: 'Name is already taken' })

    await expect((await service()).register('alice')).rejects.toThrow(`Error registering name ${NAME}`)
    expect(internals.router.current?.view).toBe('RegisterAccountName')
    expect(kit.getState().names.error).toBe(`Error registering name ${NAME}`)
  })

  it("refuses a wallet on a chain id at or above 2^31 with 'Invalid chainId', before asking for a signature", async () => {
    const huge: CaipNetwork = { ...testNetworks.mainnet, id: 2 ** 31, caipNetworkId: `eip155:${2 ** 31}`, name: 'Huge' }
    const { kit, api, service, wallet } = namesKit({ network: huge })
    await kit.ready
    await kit.connect('fake')
    await settle()
    kit.open({ view: 'RegisterAccountName' })
    await expect((await service()).register('alice')).rejects.toThrow('Invalid chainId')
    expect(kit.getState().names.error).toBe('Invalid chainId')
    expect(wallet.calls.signMessage).toBe(0)
    expect(api.callsTo('/v1/profile/account')).toEqual([])
  })

  it("needs a connected account: 'Address or auth connector not found'", async () => {
    const { kit, service } = namesKit()
    await kit.ready
    await expect((await service()).register('alice')).rejects.toThrow('Address or auth connector not found')
  })

  it('resolves names to addresses for other plugins, cached, with 404 meaning no address', async () => {
    const { kit, api, service } = namesKit()
    api.route(`/v1/profile/account/${NAME}`, jsonResponse({ name: NAME, addresses: { '60': { address: FAKE_ADDRESS, created: '1' } } }))
    api.route('/v1/profile/account/list.tessera.id', jsonResponse({ addresses: [{ address: FAKE_ADDRESS }] }))
    api.route('/v1/profile/account/hostile.tessera.id', jsonResponse({ addresses: [{ address: 'javascript:alert(1)' }] }))
    await kit.ready
    const names = await service()
    expect(await names.resolveName('Alice.Tessera.id')).toBe(FAKE_ADDRESS)
    expect(await names.resolveName(NAME)).toBe(FAKE_ADDRESS)
    expect(api.callsTo(`/v1/profile/account/${NAME}`)).toHaveLength(1)
    expect(api.callsTo(`/v1/profile/account/${NAME}`)[0]!.url.searchParams.get('apiVersion')).toBe('2')
    expect(await names.resolveName('list.tessera.id')).toBe(FAKE_ADDRESS)
    expect(await names.resolveName('nobody.tessera.id')).toBeUndefined()
    await expect(names.resolveName('hostile.tessera.id')).rejects.toThrow('Error resolving name')
  })

  it("says 'Error fetching name suggestions', or the API's reason, when suggestions fail", async () => {
    const { kit, api, service } = namesKit()
    api.route('/v1/profile/suggestions/alice', jsonResponse({ suggestions: [{ name: NAME, registered: true }, { name: 'alice1.tessera.id', registered: false }] }))
    api.route('/v1/profile/suggestions/abc', failed('Name must be at least 4 characters long', 400))
    api.route('/v1/profile/suggestions/bad', jsonResponse({ suggestions: 'nope' }))
    await kit.ready
    const names = await service()
    expect(await names.suggestions('alice')).toEqual([
      { name: NAME, registered: true },
      { name: 'alice1.tessera.id', registered: false },
    ])
    await expect(names.suggestions('abc')).rejects.toThrow('Name must be at least 4 characters long')
    await expect(names.suggestions('bad')).rejects.toThrow('Error fetching name suggestions')
  })
})
