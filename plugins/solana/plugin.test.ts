import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, memoryStorage, type CaipNetwork, type Kit } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/testing/index.js'
import { defineSolanaNetwork } from './define-network.js'
import { solanaDevnet, solanaLocal } from './networks.js'
import { solana } from './plugin.js'
import { ALICE, BOB, createFakeWallet, fakeAccount, registerWallet, SIGNATURE } from './test-wallet.js'
import { encodeBase58 } from './base58.js'

// The RPC reads (balance, tokens) are tested in adapter.test.ts, under Node: @solana/kit's Node build cannot take
// this DOM environment's AbortController. Here the networks point nowhere reachable, and the reads fail quietly.
const rpcUrl = 'http://127.0.0.1:9/'
const local = (): CaipNetwork => defineSolanaNetwork({ reference: String(solanaLocal.id), name: solanaLocal.name, rpcUrls: [rpcUrl], testnet: true })
const devnet = (): CaipNetwork => ({ ...solanaDevnet, rpcUrls: { default: { http: [rpcUrl] } } })

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).reverse().map((c) => c()))
})

function kit(options: Partial<Parameters<typeof createKernel>[0]> = {}, storage = memoryStorage()): Kit {
  const k = createKernel({ projectId: 'p', networks: [local(), devnet()], plugins: [solana()], storage, logLevel: 'silent', ...options })
  cleanups.push(() => k.destroy())
  return k
}
function register(wallet: ReturnType<typeof createFakeWallet>) {
  const unregister = registerWallet(wallet)
  cleanups.push(unregister)
  return unregister
}

/** A kit connected to a fresh fake wallet, the usual start of a test. */
async function connectedKit() {
  const wallet = createFakeWallet()
  register(wallet)
  const k = kit()
  await k.ready
  await k.connect('Fake Sol')
  return { wallet, k }
}

describe('solana plugin: Wallet Standard discovery', () => {
  it('lists each Solana wallet that connects the standard way, and drops it when it unregisters', async () => {
    const unregister = register(createFakeWallet({ name: 'Fake Sol' }))
    register(createFakeWallet({ name: 'EVM Only', chains: ['eip155:1'] }))
    register(createFakeWallet({ name: 'No Connect', features: { 'standard:connect': undefined } }))
    register({ ...createFakeWallet({ name: 'Script Icon' }), icon: 'javascript:alert(1)' as never })
    register(Object.defineProperty(createFakeWallet({ name: 'Throws' }), 'chains', { get: () => { throw new Error('boom') } }))
    const k = kit()
    await k.ready
    expect(k.getState().connectors.map((c) => [c.id, c.name, c.type, c.chain])).toEqual([['Fake Sol', 'Fake Sol', 'ANNOUNCED', 'solana']])
    register(createFakeWallet({ name: 'Late Sol' }))
    expect(k.getState().connectors.map((c) => c.name)).toEqual(['Fake Sol', 'Late Sol'])
    unregister()
    expect(k.getState().connectors.map((c) => c.name)).toEqual(['Late Sol'])
  })

  it('looks for no wallet with walletStandard: false', async () => {
    register(createFakeWallet())
    const k = kit({ plugins: [solana({ walletStandard: false })] })
    await k.ready
    expect(k.getState().connectors).toEqual([])
    expect(k.getState().namespaces).toEqual(['solana'])
  })

  it('stops when the kit is destroyed', async () => {
    const k = kit()
    await k.ready
    await k.destroy()
    register(createFakeWallet({ name: 'After' }))
    expect(kitInternals(k).connectors.list()).toEqual([])
  })
})

describe('solana plugin: connecting', () => {
  it('connects and lands on the kit’s cluster with the wallet’s Solana account', async () => {
    const { wallet, k } = await connectedKit()
    const s = k.getState()
    expect(s.activeCaipAddress).toBe(`${solanaLocal.caipNetworkId}:${ALICE}`)
    expect(s.chains.solana?.accountState.status).toBe('connected')
    expect(s.chains.solana?.accountState.connectedWalletInfo?.name).toBe('Fake Sol')
    expect(k.getAccount('solana').allAccounts).toEqual([{ namespace: 'solana', address: ALICE, type: 'eoa' }])
  })

  it('reconnects silently after a reload, and stays disconnected when the wallet no longer authorises the site', async () => {
    const wallet = createFakeWallet()
    register(wallet)
    const storage = memoryStorage()
    const first = kit({}, storage)
    await first.ready
    await first.connect('Fake Sol')
    await first.destroy()

    const second = kit({}, storage)
    await second.ready
    expect(second.getState().chains.solana?.accountState.address).toBe(ALICE)
    expect(wallet.calls.filter((c) => c.feature === 'standard:connect').at(-1)?.inputs).toEqual([{ silent: true }])

    await second.destroy()
    wallet.authorised = false
    const third = kit({}, storage)
    await third.ready
    expect(third.getState().chains.solana?.accountState.status).toBe('disconnected')
  })

  it('follows the wallet’s account changes, ignores garbage, and an empty list disconnects', async () => {
    const { wallet, k } = await connectedKit()
    wallet.emit({ accounts: [fakeAccount(BOB)] })
    expect(k.getState().chains.solana?.accountState.address).toBe(BOB)
    wallet.emit({ accounts: 'garbage' })
    wallet.emit({ accounts: [{ address: '<script>', publicKey: new Uint8Array(32), chains: [], features: [] }] })
    wallet.emit({ chains: ['solana:mainnet'] })
    expect(k.getState().chains.solana?.accountState.address).toBe(BOB)
    wallet.emit({ accounts: [] })
    await expect.poll(() => k.getState().chains.solana?.accountState.status).toBe('disconnected')
  })

  it('signs a message through solana:signMessage, returning the signature in base58', async () => {
    const { wallet, k } = await connectedKit()
    await expect(k.signMessage({ message: 'hello ✓', namespace: 'solana' })).resolves.toBe(encodeBase58(SIGNATURE))
    const [input] = wallet.calls.find((c) => c.feature === 'solana:signMessage')!.inputs as [{ message: Uint8Array; account: { address: string } }]
    expect(new TextDecoder().decode(input.message)).toBe('hello ✓')
    expect(input.account.address).toBe(ALICE)
  })

  it('switches cluster on the dapp side, and disconnects with standard:disconnect', async () => {
    const { wallet, k } = await connectedKit()
    await k.switchNetwork(devnet())
    expect(k.getState().activeCaipAddress).toBe(`${solanaDevnet.caipNetworkId}:${ALICE}`)
    await k.disconnect('solana')
    expect(wallet.calls.some((c) => c.feature === 'standard:disconnect')).toBe(true)
    expect(k.getState().chains.solana?.accountState.status).toBe('disconnected')
  })
})
