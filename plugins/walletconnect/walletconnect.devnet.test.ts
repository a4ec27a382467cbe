// @vitest-environment node
// Node, not happy-dom: happy-dom's fetch logs every request the kit aborts on destroy (a balance read in flight).
// The kit's own UniversalProvider (created by the plugin, as in a browser) against the devnet's dev wallet, over
// the devnet relay on an ephemeral loopback port: the real SDK on both sides, nothing reaching past 127.0.0.1.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../devnet/relay/index.mjs'
import { TEST_WALLET_ADDRESSES, TEST_WALLET_PRIVATE_KEYS } from '../../devnet/test-wallet.mjs'
import { createDevWallet, type DevWallet } from '../../devnet/wallet/client.mjs'
import { createKernel, memoryStorage, type Kit, type StorageBackend } from '../../kernel/index.js'
import { createFakeClock, type FakeClock } from '../../kernel/testing/index.js'
import { defineEvmNetwork } from '../eip155/define-network.js'
import { eip155 } from '../eip155/plugin.js'
import { PAIRING_DECLINED } from './pairing.js'
import { walletConnect, type WalletConnectStorage } from './plugin.js'
import { recordOffLoopbackFetches } from '../../devnet/test-devnet.mjs'

const PROJECT_ID = 'tessera-devnet-project'
const [KEY, SECOND_KEY] = TEST_WALLET_PRIVATE_KEYS
const [ADDRESS, SECOND_ADDRESS] = TEST_WALLET_ADDRESSES as readonly [`0x${string}`, `0x${string}`]

// Two Cores in one process (the kit's and the wallet's; a reloaded kit's) must not share the SDK's global Core.
process.env.DISABLE_GLOBAL_CORE = 'true'

/** The WalletConnect client's records, kept across a simulated reload as a browser's IndexedDB would. */
function mapStorage(): WalletConnectStorage {
  const map = new Map<string, unknown>()
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async <T>() => [...map.entries()] as [string, T][],
    getItem: async <T>(key: string) => map.get(key) as T | undefined,
    setItem: async (key, value) => void map.set(key, value),
    removeItem: async (key) => void map.delete(key),
  }
}

let relay: Relay
let rpc: Server
let rpcUrl = ''
let fetches: ReturnType<typeof recordOffLoopbackFetches>

beforeAll(async () => {
  // Anything leaving loopback is a bug in the offline switches (verify off, telemetry off, rpcMap).
  fetches = recordOffLoopbackFetches()
  relay = await startRelay({ port: 0 })
  // Balance reads after connecting: a chain that answers every eth_getBalance with 1 ETH.
  rpc = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type')
    if (req.method === 'OPTIONS') return res.end()
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const answer = (m: { id: number; method: string }) => ({ jsonrpc: '2.0', id: m.id, ...(m.method === 'eth_getBalance' ? { result: '0xde0b6b3a7640000' } : { error: { code: -32601, message: 'no' } }) })
      const message = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[]
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(Array.isArray(message) ? message.map(answer) : answer(message)))
    })
  })
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`
}, 20_000)

afterAll(async () => {
  fetches?.restore()
  await relay?.close()
  await new Promise<void>((resolve) => (rpc ? rpc.close(() => resolve()) : resolve()))
  expect(fetches.outbound).toEqual([])
})

const networks = () => [
  defineEvmNetwork({ id: 31337, name: 'Devnet', rpcUrls: [`${rpcUrl}/31337`] }),
  defineEvmNetwork({ id: 31338, name: 'Devnet B', rpcUrls: [`${rpcUrl}/31338`] }),
  // Known to the kit only: the wallet is asked to add it.
  defineEvmNetwork({ id: 31339, name: 'Devnet C', rpcUrls: [`${rpcUrl}/31339`] }),
  // Known to the kit only, and without an RPC the wallet could add it with.
  defineEvmNetwork({ id: 31340, name: 'Devnet D', rpcUrls: [] }),
]

const wallets: DevWallet[] = []
const kits: Kit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})

async function devWallet(options: { autoApprove?: boolean } = {}) {
  const wallet = await createDevWallet({
    relayUrl: relay.url,
    projectId: PROJECT_ID,
    privateKey: KEY,
    extraPrivateKeys: [SECOND_KEY],
    chains: [31337, 31338],
    rpcUrls: { 31337: `${rpcUrl}/31337`, 31338: `${rpcUrl}/31338` },
    autoApprove: options.autoApprove,
  })
  wallets.push(wallet)
  return wallet
}

interface KitSetup {
  readonly storage?: StorageBackend
  readonly wcStorage?: WalletConnectStorage
  readonly clock?: FakeClock
  /** The kit's `id`; with it, the WalletConnect client's prefix is left to its default. */
  readonly id?: string
}

/** A kit as a host would make it; the wallet scans every URI the kit shows (a person holding up a phone). */
function kitFor(wallet: Pick<DevWallet, 'pair'>, setup: KitSetup = {}) {
  const kitNetworks = networks()
  const kit = createKernel({
    projectId: PROJECT_ID,
    metadata: { name: 'Tessera test', url: 'http://127.0.0.1' },
    networks: kitNetworks,
    plugins: [
      eip155({ injected: false }),
      walletConnect({ relayUrl: relay.url, verify: false, storage: setup.wcStorage ?? mapStorage(), ...(setup.id ? {} : { storagePrefix: 'tessera-kit' }) }),
    ],
    storage: setup.storage ?? memoryStorage(),
    ...(setup.id ? { id: setup.id } : {}),
    clock: setup.clock ?? createFakeClock(Date.now()),
    logLevel: 'silent',
  })
  kits.push(kit)
  const shown: string[] = []
  kit.subscribeState(() => {
    const uri = kit.getState().walletconnect?.uri
    if (!uri || shown.includes(uri)) return
    shown.push(uri)
    void wallet.pair(uri).catch(() => {})
  })
  return { kit, shown, networks: kitNetworks }
}

function until(condition: () => boolean, timeoutMs = 5_000) {
  return new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + timeoutMs
    const check = () => {
      if (condition()) return resolve()
      if (Date.now() > deadline) return reject(new Error('condition not met in time'))
      setTimeout(check, 20)
    }
    check()
  })
}

describe('WalletConnect through the devnet relay and dev wallet', () => {
  it('two kits on one page keep their sessions apart: the second pairs for itself and survives the first’s disconnect', async () => {
    const wallet = await devWallet()
    // One page: one localStorage and one IndexedDB for both kits.
    const storage = memoryStorage()
    const wcStorage = mapStorage()
    const main = kitFor(wallet, { storage, wcStorage, id: 'main' })
    await main.kit.ready
    await main.kit.connect('walletConnect')
    expect(main.shown).toHaveLength(1)

    const shop = kitFor(wallet, { storage, wcStorage, id: 'shop' })
    await shop.kit.ready
    await shop.kit.connect('walletConnect')
    expect(shop.shown).toHaveLength(1)
    expect(wallet.sessions).toHaveLength(2)

    await main.kit.disconnect()
    await until(() => wallet.sessions.length === 1)
    expect(shop.kit.getAccount()).toMatchObject({ address: ADDRESS, isConnected: true })
    expect(await shop.kit.signMessage({ message: 'still here' })).toMatch(/^0x[0-9a-f]{130}$/)
  }, 30_000)

  it('drops relay frames that are not JSON objects, with nothing thrown, and pairs on', async () => {
    const thrown: unknown[] = []
    const onThrow = (error: unknown) => thrown.push(error)
    process.on('uncaughtException', onThrow)
    process.on('unhandledRejection', onThrow)
    try {
      const wallet = await devWallet()
      const sent: number[] = []
      // The kit's socket is open once its URI shows; the wallet has none yet, so only the kit gets the junk.
      const { kit } = kitFor({
        pair: async (uri) => {
          for (const frame of ['null', '42', '"text"', 'not json', '[]']) sent.push(relay.broadcast(frame))
          await new Promise((resolve) => setTimeout(resolve, 100))
          return wallet.pair(uri)
        },
      })
      await kit.ready
      await kit.connect('walletConnect')
      expect(sent).toEqual([1, 1, 1, 1, 1])
      expect(kit.getAccount()).toMatchObject({ address: ADDRESS, isConnected: true })
      expect(thrown).toEqual([])
    } finally {
      process.off('uncaughtException', onThrow)
      process.off('unhandledRejection', onThrow)
    }
  }, 30_000)

  it('pairs, signs, switches, follows the wallet’s events and ends on its disconnect', async () => {
    const wallet = await devWallet()
    const { kit, networks: [devnet, devnetB, devnetC, devnetD] } = kitFor(wallet)
    await kit.ready

    await kit.connect('walletConnect')
    expect(kit.getAccount()).toMatchObject({ address: ADDRESS, caipAddress: `eip155:31337:${ADDRESS}`, isConnected: true })
    expect(kit.getState().chains.eip155?.accountState.connectedWalletInfo).toMatchObject({ name: 'Tessera Dev Wallet', type: 'WALLET_CONNECT' })
    expect(wallet.sessions).toMatchObject([{ chains: [31337, 31338], accounts: [ADDRESS], peer: { name: 'Tessera test' } }])
    expect(kit.getState().walletconnect).toEqual({ status: 'idle' })

    const message = 'Sign in to Tessera'
    const signature = await kit.signMessage({ message })
    expect(await verifyMessage({ address: ADDRESS, message, signature: signature as `0x${string}` })).toBe(true)

    // A chain the session already has: the switch is the dapp's, and the next request goes to it.
    await kit.switchNetwork(devnetB!)
    expect(kit.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    await kit.signMessage({ message: 'on B' })
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 31338, status: 'approved' })

    // A chain the wallet does not know: added, then switched to.
    await kit.switchNetwork(devnetC!)
    expect(kit.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31339')
    expect(wallet.chains).toContain(31339)
    expect(wallet.requests.slice(-3).map((r) => `${r.method}:${r.status}`)).toEqual([
      'wallet_switchEthereumChain:failed',
      'wallet_addEthereumChain:approved',
      'wallet_switchEthereumChain:approved',
    ])

    // …and one it cannot add.
    await expect(kit.switchNetwork(devnetD!)).rejects.toThrow('Chain is not supported')
    expect(kit.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31339')

    // The wallet moves to a chain the kit was not configured with.
    await wallet.emitChainChanged(137)
    await until(() => kit.getState().chains.eip155?.networkState.unsupportedChainId === '137')
    expect(kit.getAccount().caipAddress).toBe(`eip155:137:${ADDRESS}`)
    await wallet.emitChainChanged(31337)
    await until(() => kit.getState().activeCaipNetwork?.caipNetworkId === 'eip155:31337' && !kit.getState().chains.eip155?.networkState.unsupportedChainId)
    void devnet

    await wallet.emitAccountsChanged([SECOND_ADDRESS])
    await until(() => kit.getAccount().address === SECOND_ADDRESS)
    expect(kit.getAccount().caipAddress).toBe(`eip155:31337:${SECOND_ADDRESS}`)

    await wallet.disconnect()
    await until(() => kit.getAccount().status === 'disconnected')
    expect(kit.getState().activeCaipAddress).toBeUndefined()
  }, 30_000)

  it('restores the session after a reload, without a new pairing, and the kit’s disconnect reaches the wallet', async () => {
    const wallet = await devWallet()
    const storage = memoryStorage()
    const wcStorage = mapStorage()
    const first = kitFor(wallet, { storage, wcStorage })
    await first.kit.ready
    await first.kit.connect('walletConnect')
    expect(first.shown).toHaveLength(1)
    await first.kit.destroy()

    relay.clearLog()
    const second = kitFor(wallet, { storage, wcStorage })
    await second.kit.ready
    expect(second.kit.getAccount()).toMatchObject({ address: ADDRESS, isConnected: true })
    expect(second.shown).toEqual([])
    expect(relay.log.map((entry) => entry.method)).not.toContain('wc_proposeSession')

    // The restored session still carries requests.
    const signature = await second.kit.signMessage({ message: 'after reload' })
    expect(await verifyMessage({ address: ADDRESS, message: 'after reload', signature: signature as `0x${string}` })).toBe(true)

    const deleted = wallet.waitFor('sessionDeleted')
    await second.kit.disconnect()
    await deleted
    expect(wallet.sessions).toEqual([])
    expect(second.kit.getAccount().status).toBe('disconnected')
  }, 30_000)

  it('reports a rejected proposal, and a retry 1 s later pairs anew', async () => {
    const wallet = await devWallet({ autoApprove: false })
    const clock = createFakeClock(Date.now())
    const { kit, shown } = kitFor(wallet, { clock })
    await kit.ready

    const refused = kit.connect('walletConnect')
    await wallet.rejectNext()
    await expect(refused).rejects.toThrow(PAIRING_DECLINED)
    expect(kit.getState().walletconnect).toEqual({ status: 'error', error: PAIRING_DECLINED })
    expect(kit.getAccount().status).toBe('disconnected')

    clock.advance(1_000)
    const retried = kit.connect('walletConnect')
    await wallet.approveNext()
    await retried
    expect(shown).toHaveLength(2)
    expect(kit.getAccount()).toMatchObject({ address: ADDRESS, isConnected: true })
  }, 30_000)
})
