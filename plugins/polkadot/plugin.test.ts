import { signatureVerify } from '@polkadot/util-crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKernel, KitError, memoryStorage, type Kit } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/testing/index.js'
import { DISCOVERY_INTERVAL_MS } from './discovery.js'
import { kusama, polkadotMainnet, westend } from './networks.js'
import { polkadot } from './plugin.js'
import { reencodeSs58 } from './ss58.js'
import { installTestExtension, type TestExtension } from './test-extension.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).reverse().map((c) => c()))
  delete (window as { injectedWeb3?: unknown }).injectedWeb3
})

function kit(options: Partial<Parameters<typeof createKernel>[0]> = {}, storage = memoryStorage()): Kit {
  const k = createKernel({ projectId: 'p', metadata: { name: 'Test dapp' }, networks: [westend, polkadotMainnet, kusama], plugins: [polkadot()], storage, logLevel: 'silent', ...options })
  cleanups.push(() => k.destroy())
  return k
}

/** The spec's refusal: code 4001 and its message. */
const userRejected = (error: unknown) => error instanceof KitError && error.code === 4001 && error.shortMessage === 'User rejected the request.'
const account = (k: Kit) => k.getState().chains.polkadot?.accountState
/** The account choice the connect is waiting on, once it shows. */
async function choice(k: Kit) {
  await expect.poll(() => k.getState().modal.history.at(-1)?.view).toBe('polkadot/SelectAccount')
  return k.getState().modal.history.at(-1)!
}
/** Connects with the extension's two accounts, choosing `address`. */
async function connectChoosing(k: Kit, address: string) {
  const connecting = k.connect('polkadot-js')
  const entry = await choice(k)
  kitInternals(k).modal.answer(entry.prompt!.id, { value: address })
  await connecting
}

describe('polkadot plugin: extension discovery', () => {
  it('lists each injectedWeb3 extension, known ones by their names and inline icons, and ignores hostile entries', async () => {
    await installTestExtension('polkadot-js')
    await installTestExtension('some-wallet')
    const root = (window as unknown as { injectedWeb3: Record<string, unknown> }).injectedWeb3
    root['no-enable'] = { version: '1' }
    root['<script>'] = root['polkadot-js']
    Object.defineProperty(root, 'throws', { enumerable: true, get: () => { throw new Error('boom') } })
    const k = kit()
    await k.ready
    expect(k.getState().connectors.map((c) => [c.id, c.name, c.chain])).toEqual([
      ['polkadot-js', 'polkadot{.js}', 'polkadot'],
      ['some-wallet', 'some-wallet', 'polkadot'],
    ])
    expect(k.getState().connectors[0]!.imageUrl).toMatch(/^data:image\/svg\+xml,/)
    expect(k.getState().connectors[1]!.imageUrl).toBeUndefined()
  })

  it('survives an injectedWeb3 that throws when read', async () => {
    Object.defineProperty(window, 'injectedWeb3', { configurable: true, get: () => { throw new Error('boom') } })
    const k = kit()
    await k.ready
    expect(k.failedPlugins).toEqual([])
    expect(k.getState().connectors).toEqual([])
    delete (window as { injectedWeb3?: unknown }).injectedWeb3
  })

  it('finds an extension that injects after the kit started', async () => {
    const k = kit()
    await k.ready
    expect(k.getState().connectors).toEqual([])
    await installTestExtension('talisman')
    await expect.poll(() => k.getState().connectors.map((c) => c.name), { timeout: DISCOVERY_INTERVAL_MS * 8 }).toEqual(['Talisman'])
  })

  it('looks for no extension with extensions: false', async () => {
    await installTestExtension()
    const k = kit({ plugins: [polkadot({ extensions: false })] })
    await k.ready
    expect(k.getState().connectors).toEqual([])
    expect(k.getState().namespaces).toEqual(['polkadot'])
  })
})

describe('polkadot plugin: connecting', () => {
  let extension: TestExtension
  const setAccounts = (...addresses: string[]) => (extension.accounts = addresses.map((address) => ({ address, type: 'sr25519' })))

  it('connects at once with one account, naming the site to the extension', async () => {
    extension = await installTestExtension()
    setAccounts(extension.alice)
    const k = kit()
    await k.ready
    await k.connect('polkadot-js')
    expect(account(k)?.address).toBe(extension.alice)
    expect(k.getState().activeCaipAddress).toBe(`${westend.caipNetworkId}:${extension.alice}`)
    expect(k.getAccount('polkadot').allAccounts).toEqual([{ namespace: 'polkadot', address: extension.alice, type: 'eoa', publicKey: expect.stringMatching(/^0x[0-9a-f]{64}$/) }])
    expect(extension.calls).toEqual([{ method: 'enable', params: 'Test dapp' }])
  })

  it('asks the visitor which account when the extension shares several; the chosen one is active', async () => {
    extension = await installTestExtension()
    const k = kit()
    await k.ready
    const connecting = k.connect('polkadot-js')
    const entry = await choice(k)
    expect(entry.params).toEqual({ wallet: 'polkadot{.js}', accounts: [{ address: extension.alice, name: 'Alice' }, { address: extension.bob, name: 'Bob' }] })
    expect(account(k)?.status).toBe('connecting')
    kitInternals(k).modal.answer(entry.prompt!.id, { value: extension.bob })
    await connecting
    expect(account(k)?.address).toBe(extension.bob)
    expect(k.getAccount('polkadot').allAccounts.map((a) => a.address)).toEqual([extension.bob, extension.alice])
  })

  it('closing the account choice cancels the connect as declined, and leaves the kit disconnected', async () => {
    extension = await installTestExtension()
    const k = kit()
    await k.ready
    const connecting = k.connect('polkadot-js')
    await choice(k)
    k.close()
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(account(k)?.status).toBe('disconnected')
  })

  it('a refused authorisation is the kit’s user-rejected error', async () => {
    extension = await installTestExtension()
    extension.refuseNext('enable')
    const k = kit()
    await k.ready
    await expect(k.connect('polkadot-js')).rejects.toSatisfy(userRejected)
  })

  it('shows addresses under the network’s prefix and follows a network switch', async () => {
    extension = await installTestExtension()
    setAccounts(extension.alice)
    const k = kit({ defaultNetwork: polkadotMainnet })
    await k.ready
    await k.connect('polkadot-js')
    expect(account(k)?.address).toBe(reencodeSs58(extension.alice, 0))
    await k.switchNetwork(kusama)
    await expect.poll(() => account(k)?.address).toBe(reencodeSs58(extension.alice, 2))
    expect(k.getState().activeCaipAddress).toBe(`${kusama.caipNetworkId}:${reencodeSs58(extension.alice, 2)}`)
  })

  it('shows a host network’s addresses with the prefix the host gives, and warns of one that is none', async () => {
    extension = await installTestExtension()
    setAccounts(extension.alice)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const k = kit({ defaultNetwork: kusama, plugins: [polkadot({ ss58Prefixes: { [kusama.caipNetworkId]: 5, [westend.caipNetworkId]: 46 } })], logLevel: 'warn' })
    await k.ready
    await k.connect('polkadot-js')
    expect(account(k)?.address).toBe(reencodeSs58(extension.alice, 5))
    expect(warn.mock.calls.filter((call) => String(call[1]).includes('46 is not an SS58 prefix'))).toHaveLength(1)
  })

  it('reconnects after a reload to the account chosen before', async () => {
    extension = await installTestExtension()
    const storage = memoryStorage()
    const first = kit({}, storage)
    await first.ready
    await connectChoosing(first, extension.bob)
    await first.destroy()

    const second = kit({}, storage)
    await second.ready
    await expect.poll(() => account(second)?.status).toBe('connected')
    expect(account(second)?.address).toBe(extension.bob)
    expect(second.getState().modal.open).toBe(false)
  })

  it('stays disconnected on reload when the extension shares no account any more', async () => {
    extension = await installTestExtension()
    setAccounts(extension.alice)
    const storage = memoryStorage()
    const first = kit({}, storage)
    await first.ready
    await first.connect('polkadot-js')
    await first.destroy()
    setAccounts()
    const second = kit({}, storage)
    await second.ready
    await expect.poll(() => account(second)?.status).toBe('disconnected')
  })

  it('follows the extension’s account changes, ignores garbage, and an empty list disconnects', async () => {
    extension = await installTestExtension()
    const k = kit()
    await k.ready
    await connectChoosing(k, extension.bob)
    // Another account added: the chosen one stays active.
    extension.emit([{ address: extension.alice }, { address: extension.bob }, { address: reencodeSs58(extension.alice, 0) }])
    expect(account(k)?.address).toBe(extension.bob)
    expect(k.getAccount('polkadot').allAccounts).toHaveLength(2)
    // The chosen account removed: the remaining one becomes active.
    extension.emit([{ address: extension.alice }])
    expect(account(k)?.address).toBe(extension.alice)
    extension.emit('garbage')
    extension.emit(Array.from({ length: 101 }, () => ({ address: extension.bob })))
    expect(account(k)?.address).toBe(extension.alice)
    extension.emit([])
    await expect.poll(() => account(k)?.status).toBe('disconnected')
  })

  it('signs a message as <Bytes>…</Bytes> with the extension; the sr25519 signature verifies for the account', async () => {
    extension = await installTestExtension()
    setAccounts(extension.alice)
    const k = kit()
    await k.ready
    await k.connect('polkadot-js')
    const signature = await k.signMessage({ message: 'hello ✓', namespace: 'polkadot' })
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    expect(signatureVerify('<Bytes>hello ✓</Bytes>', signature, extension.alice)).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(signatureVerify('<Bytes>hello ✓</Bytes>', signature, extension.bob).isValid).toBe(false)
    expect(extension.calls.at(-1)).toEqual({ method: 'signRaw', params: { address: extension.alice, data: '0x3c42797465733e68656c6c6f20e29c933c2f42797465733e', type: 'bytes' } })
  })

  it('a refused signature is the kit’s user-rejected error; a malformed one is an error, never returned', async () => {
    extension = await installTestExtension()
    setAccounts(extension.alice)
    const k = kit()
    await k.ready
    await k.connect('polkadot-js')
    extension.refuseNext('signRaw')
    await expect(k.signMessage({ message: 'no', namespace: 'polkadot' })).rejects.toSatisfy(userRejected)
    for (const answer of [{ signature: '0x1234' }, { signature: `0x${'zz'.repeat(64)}` }, 'garbage', { signature: `0x${'ab'.repeat(4096)}` }]) {
      extension.signAnswer = answer
      await expect(k.signMessage({ message: 'x', namespace: 'polkadot' })).rejects.toThrow('The wallet returned an invalid response to signRaw')
    }
    expect(account(k)?.status).toBe('connected')
  })
})

describe('polkadot plugin: hostile extension answers', () => {
  it.each([
    ['enable resolving to nothing usable', (e: TestExtension) => (e.injected = { accounts: 'nope' }), 'The wallet returned an invalid response to enable'],
    ['an account list that is not a list', (e: TestExtension) => (e.accounts = { 0: 'x' }), 'The wallet returned an invalid response to accounts.get'],
    ['a list longer than any extension’s', (e: TestExtension) => (e.accounts = Array.from({ length: 101 }, () => ({ address: e.alice }))), 'The wallet returned an invalid response to accounts.get'],
    [
      'only accounts the kit cannot use (an EVM account, a broken checksum, an overlong name)',
      (e: TestExtension) =>
        (e.accounts = [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'ethereum' }, { address: `${e.alice.slice(0, -1)}R` }, { address: e.bob, name: 'x'.repeat(65) }, null]),
      'The wallet did not share a Polkadot account',
    ],
  ])('refuses %s with a clear error', async (_, tamper, message) => {
    const extension = await installTestExtension()
    tamper(extension)
    const k = kit()
    await k.ready
    await expect(k.connect('polkadot-js')).rejects.toThrow(message)
    expect(account(k)?.status).toBe('disconnected')
  })

  it('skips the accounts it cannot use and connects with the rest', async () => {
    const extension = await installTestExtension()
    extension.accounts = [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'ethereum' }, { address: extension.bob, name: 'Bob', genesisHash: null, extra: {} }]
    const k = kit()
    await k.ready
    await k.connect('polkadot-js')
    expect(account(k)?.address).toBe(extension.bob)
  })
})
