import { SDK_VERSION } from '../../kernel/version.js'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { TEST_WALLET_ENTRY_NAME, TEST_WALLET_ENTRY_RDNS, TRUST_WALLET_NAME } from '../../devnet/registry/fixture.mjs'
import { startRegistry, type Registry } from '../../devnet/registry/index.mjs'
import type { Kit } from '../../kernel/index.js'
import { fakeConnector } from '../../ui/testing/test-kit.js'
import { createRegistryTestKit } from './test-kit.js'
import { kitInternals } from '../../kernel/internals.js'

let registry: Registry
beforeAll(async () => {
  registry = await startRegistry({ port: 0 })
})
afterAll(() => registry.close())

let kit: Kit | undefined
beforeEach(() => registry.clearLog())
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

const idOf = (name: string) => registry.wallets.find((w) => w.name === name)!.id
const requests = () => registry.log.filter((e) => e.path === '/getWallets').map((e) => e.query)
const nth = (n: number) => registry.wallets[n]!
/** The n-th fixture wallet on Ethereum, which every kit here serves. */
const evm = (n: number) => registry.wallets.filter((w) => w.chains.includes('eip155:1'))[n]!

describe('registry plugin', () => {
  it('fills the recommended page, the featured wallets in the host order, the total and the custom wallets', async () => {
    const featured = [nth(10).id, nth(5).id]
    kit = await createRegistryTestKit({
      options: {
        registryUrl: registry.url,
        featuredWalletIds: featured,
        customWallets: [{ id: 'mine', name: 'My Wallet', mobile_link: 'javascript:alert(1)', desktop_link: 'mine://', homepage: 'https://mine.example/' }],
      },
    })
    await vi.waitFor(() => expect(kit!.getState().wallets.recommended).toHaveLength(4))
    await vi.waitFor(() => expect(kit!.getState().wallets.featured).toHaveLength(2))
    const { wallets } = kit.getState()
    expect(wallets.featured.map((w) => w.id)).toEqual(featured)
    expect(wallets.recommended.map((w) => w.name)[0]).toBe(TRUST_WALLET_NAME)
    expect(wallets.recommended.every((w) => !featured.includes(w.id))).toBe(true)
    expect(wallets.recommended[0]!.image_url).toMatch(new RegExp(`^${registry.url}/getWalletImage/[0-9a-f-]+\\?projectId=tessera-devnet-project&`))
    expect(wallets.count).toBeGreaterThan(100)
    expect(wallets.custom).toEqual([{ id: 'mine', name: 'My Wallet', desktop_link: 'mine://', homepage: 'https://mine.example/' }])

    const recommended = requests().find((q) => q.entries === '4')!
    expect(recommended).toMatchObject({ page: '1', entries: '4', chains: 'eip155:1,eip155:10', exclude: featured.join(','), st: 'tessera', sv: SDK_VERSION })
    expect(recommended.include).toBeUndefined()
    expect(requests().find((q) => q.include === featured.join(','))).toBeDefined()
    expect(kitInternals(kit).views.has('AllWallets')).toBe(true)
  })

  it('takes featured and custom wallets from its own parameters as from the spec’s options, and offers All Wallets', async () => {
    const featured = [nth(7).id]
    kit = await createRegistryTestKit({
      options: { registryUrl: registry.url },
      parameters: { featuredWalletIds: featured, customWallets: [{ id: 'mine', name: 'My Wallet', desktop_link: 'mine://' }] },
    })
    await vi.waitFor(() => expect(kit!.getState().wallets.featured.map((w) => w.id)).toEqual(featured))
    expect(kit.getState().wallets.custom).toEqual([{ id: 'mine', name: 'My Wallet', desktop_link: 'mine://' }])
    expect(kitInternals(kit).wallets.browser()).toEqual({ view: 'AllWallets' })
  })

  it('keeps the recommended page within includeWalletIds and outside excludeWalletIds', async () => {
    const include = [evm(20).id, evm(21).id, evm(22).id]
    kit = await createRegistryTestKit({ options: { registryUrl: registry.url, includeWalletIds: include, excludeWalletIds: [evm(21).id] } })
    await vi.waitFor(() => expect(kit!.getState().wallets.recommended.map((w) => w.id)).toEqual([evm(20).id, evm(22).id]))
    expect(kit.getState().wallets.count).toBe(2)
    const service = await kitInternals(kit).services.use('registry')
    const page = await service.getWallets({ page: 1 })
    expect(page.data.map((w) => w.id)).toEqual([evm(20).id, evm(22).id])
    expect(requests().at(-1)).toMatchObject({ include: include.join(','), exclude: evm(21).id, chains: 'eip155:1,eip155:10' })
  })

  it('hides an excluded wallet from the browser wallets by the rdns and name the registry gives for its id', async () => {
    kit = await createRegistryTestKit({
      connectors: [
        fakeConnector({ id: 'tessera-test', name: 'Some Extension', info: { rdns: TEST_WALLET_ENTRY_RDNS } }),
        fakeConnector({ id: 'legacy-trust', name: TRUST_WALLET_NAME, type: 'INJECTED' }),
        fakeConnector({ id: 'other', name: 'Other Wallet', info: { rdns: 'example.other' } }),
      ],
      options: { registryUrl: registry.url, excludeWalletIds: [idOf(TEST_WALLET_ENTRY_NAME), idOf(TRUST_WALLET_NAME)] },
    })
    await vi.waitFor(() => expect(kit!.getState().connectors.map((c) => c.id)).toEqual(['other']))
    expect(kit.getState().wallets.recommended.map((w) => w.name)).not.toContain(TRUST_WALLET_NAME)
  })

  it('without a registryUrl fetches nothing and registers no registry view, while custom wallets still show', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    kit = await createRegistryTestKit({ options: { customWallets: [{ id: 'mine', name: 'My Wallet', webapp_link: 'https://app.mine.example/' }], featuredWalletIds: ['x'], excludeWalletIds: ['y'] } })
    await new Promise((r) => setTimeout(r, 20))
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(kitInternals(kit).views.has('AllWallets')).toBe(false)
    expect(kitInternals(kit).services.has('registry')).toBe(false)
    expect(kit.getState().wallets).toMatchObject({ custom: [{ id: 'mine', name: 'My Wallet', webapp_link: 'https://app.mine.example/' }], recommended: [], featured: [], count: 0 })
  })

  it('asks again for the networks of a modal opened for one namespace, and reuses what it had', async () => {
    const solana = {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana' as const,
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['https://rpc.invalid/solana'] } },
    }
    const { mainnet } = await import('../../ui/testing/test-kit.js')
    kit = await createRegistryTestKit({ networks: [mainnet, solana], options: { registryUrl: registry.url } })
    await vi.waitFor(() => expect(kit!.getState().wallets.recommended).toHaveLength(4))
    const all = kit.getState().wallets.recommended
    kit.open({ namespace: 'solana' })
    await vi.waitFor(() => expect(kit!.getState().wallets.recommended).not.toEqual(all))
    expect(kit.getState().wallets.recommended.every((w) => w.chains?.includes(solana.caipNetworkId))).toBe(true)
    expect(requests().filter((q) => q.entries === '4').map((q) => q.chains)).toEqual([`eip155:1,${solana.caipNetworkId}`, solana.caipNetworkId])
    kit.close()
    expect(kit.getState().wallets.recommended).toEqual(all)
    expect(requests().filter((q) => q.entries === '4')).toHaveLength(2)
  })

  it('tries again when the modal opens after the first attempt failed', async () => {
    registry.failNext(1, 400)
    kit = await createRegistryTestKit({ options: { registryUrl: registry.url } })
    await vi.waitFor(() => expect(registry.log.some((e) => e.status === 400)).toBe(true))
    await new Promise((r) => setTimeout(r, 20))
    expect(kit.getState().wallets.recommended).toEqual([])
    kit.open()
    await vi.waitFor(() => expect(kit!.getState().wallets.recommended).toHaveLength(4))
  })
})
