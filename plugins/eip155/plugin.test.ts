import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createKernel, memoryStorage, type Kit } from '../../kernel/index.js'
import { defineEvmNetwork } from './define-network.js'
import { eip155 } from './plugin.js'
import { createFakeProvider, type FakeProvider } from './test-provider.js'
import { MAX_WALLET_ACCOUNTS } from './provider.js'
import { kitInternals } from '../../kernel/internals.js'

const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const ALICE_CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A real JSON-RPC endpoint, so the balance path runs through viem's HTTP transport as in a browser. */
let rpc: Server
let rpcUrl = ''
const balances = new Map<string, bigint>([['31337', 1_234_567_000_000_000_000n], ['31338', 5n * 10n ** 17n]])
beforeAll(async () => {
  rpc = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type')
    if (req.method === 'OPTIONS') return res.end()
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const chain = req.url?.split('/').pop() ?? ''
      const answer = (m: { id: number; method: string }) => ({
        jsonrpc: '2.0',
        id: m.id,
        ...(m.method === 'eth_getBalance' ? { result: `0x${(balances.get(chain) ?? 0n).toString(16)}` } : { error: { code: -32601, message: 'no' } }),
      })
      const msg = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[]
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(Array.isArray(msg) ? msg.map(answer) : answer(msg)))
    })
  })
  await new Promise<void>((r) => rpc.listen(0, '127.0.0.1', r))
  rpcUrl = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => rpc.close(() => r())))

const network = (id: number, name: string) => defineEvmNetwork({ id, name, rpcUrls: [`${rpcUrl}/${id}`] })
let one = network(31337, 'Devnet')
let two = network(31338, 'Devnet B')
beforeAll(() => {
  one = network(31337, 'Devnet')
  two = network(31338, 'Devnet B')
})

const kits: Kit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((k) => k.destroy()))
  delete (window as { ethereum?: unknown }).ethereum
})

function wallet(overrides: Record<string, (params: unknown) => unknown> = {}): FakeProvider {
  let chainId = '0x7a69'
  let authorised = false
  return createFakeProvider({
    eth_requestAccounts: () => ((authorised = true), [ALICE]),
    eth_accounts: () => (authorised ? [ALICE] : []),
    eth_chainId: () => chainId,
    wallet_switchEthereumChain: (params) => {
      const wanted = (params as [{ chainId: string }])[0].chainId
      if (wanted !== '0x7a69' && wanted !== '0x7a6a') throw { code: 4902, message: 'Unrecognized chain' }
      chainId = wanted
      return null
    },
    ...overrides,
  })
}

function announce(provider: FakeProvider, info: Record<string, unknown>) {
  const handler = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', handler)
  handler()
  return () => window.removeEventListener('eip6963:requestProvider', handler)
}

const info = (name: string, rdns: string) => ({ uuid: crypto.randomUUID(), name, rdns, icon: 'data:image/svg+xml,<svg/>' })

function kit(options: Partial<Parameters<typeof createKernel>[0]> = {}, storage = memoryStorage()) {
  const k = createKernel({ projectId: 'p', networks: [one, two], plugins: [eip155()], storage, ...options })
  kits.push(k)
  return k
}

describe('eip155 discovery', () => {
  it('lists every announced wallet once, by rdns, and ignores invalid announcements', async () => {
    const stops = [
      announce(wallet(), info('Alpha Wallet', 'com.alpha')),
      announce(wallet(), info('Beta Wallet', 'com.beta')),
      announce(wallet(), { uuid: '1', name: '', rdns: 'com.empty', icon: 'data:image/png;base64,' }),
      announce(wallet(), { ...info('Script Icon', 'com.script'), icon: 'javascript:alert(1)' }),
    ]
    const k = kit()
    await k.ready
    expect(k.getState().connectors.map((c) => [c.name, c.type, c.rdns])).toEqual([
      ['Alpha Wallet', 'ANNOUNCED', 'com.alpha'],
      ['Beta Wallet', 'ANNOUNCED', 'com.beta'],
    ])
    stops.forEach((s) => s())
  })

  it("offers window.ethereum as 'Browser Wallet' unless an announced wallet is the same provider", async () => {
    const legacy = wallet()
    ;(window as { ethereum?: unknown }).ethereum = legacy
    const k1 = kit()
    await k1.ready
    expect(k1.getState().connectors.map((c) => [c.id, c.name, c.type])).toEqual([['injected', 'Browser Wallet', 'INJECTED']])

    const stop = announce(legacy, info('Alpha Wallet', 'com.alpha'))
    const k2 = kit()
    await k2.ready
    expect(k2.getState().connectors.map((c) => c.name)).toEqual(['Alpha Wallet'])
    stop()
  })

  it('hides excluded wallets by rdns or case-insensitive name', async () => {
    const stops = [announce(wallet(), info('Alpha Wallet', 'com.alpha')), announce(wallet(), info('Beta Wallet', 'com.beta'))]
    ;(window as { ethereum?: unknown }).ethereum = wallet()
    const k = kit({ excludeWalletIds: ['com.alpha', 'browser wallet'] })
    await k.ready
    expect(k.getState().connectors.map((c) => c.name)).toEqual(['Beta Wallet'])
    stops.forEach((s) => s())
  })

  it('stops listening for announcements when the kit is destroyed', async () => {
    const k = kit()
    await k.ready
    await k.destroy()
    const stop = announce(wallet(), info('Late Wallet', 'com.late'))
    expect(kitInternals(k).connectors.list()).toEqual([])
    stop()
  })
})

describe('eip155 connector', () => {
  it('connects with eth_requestAccounts, checksums the address and follows the wallet network', async () => {
    const provider = wallet()
    const stop = announce(provider, info('Alpha Wallet', 'com.alpha'))
    const k = kit()
    await k.ready
    await k.connect('com.alpha')
    const s = k.getState()
    expect(s.activeCaipAddress).toBe(`eip155:31337:${ALICE_CHECKSUMMED}`)
    expect(s.chains.eip155?.accountState.status).toBe('connected')
    expect(s.chains.eip155?.accountState.connectedWalletInfo?.name).toBe('Alpha Wallet')
    await expect.poll(() => k.getState().chains.eip155?.accountState.balance).toBe('1.234567')

    provider.emit('chainChanged', '0x7a6a')
    expect(k.getState().activeCaipNetwork?.name).toBe('Devnet B')
    await expect.poll(() => k.getState().chains.eip155?.accountState.balance).toBe('0.5')
    provider.emit('accountsChanged', [])
    expect(k.getState().chains.eip155?.accountState.status).toBe('disconnected')
    stop()
  })

  it('a malformed accountsChanged leaves the visitor connected; a well-formed empty one disconnects', async () => {
    const provider = wallet()
    const stop = announce(provider, info('Alpha Wallet', 'com.alpha'))
    const k = kit()
    await k.ready
    await k.connect('com.alpha')
    for (const garbage of [null, 'nope', {}, ['<script>'], [42]]) provider.emit('accountsChanged', garbage)
    await new Promise((r) => setTimeout(r, 50))
    expect(k.getState().activeCaipAddress).toBe(`eip155:31337:${ALICE_CHECKSUMMED}`)
    expect(k.getState().chains.eip155?.accountState.status).toBe('connected')
    provider.emit('accountsChanged', [])
    expect(k.getState().chains.eip155?.accountState.status).toBe('disconnected')
    stop()
  })

  it('asks the wallet for the network the visitor picked before connecting, and follows the wallet otherwise', async () => {
    const provider = wallet()
    const stop = announce(provider, info('Alpha Wallet', 'com.alpha'))
    const k = kit()
    await k.ready
    await k.switchNetwork(two)
    await k.connect('com.alpha')
    expect(provider.calls.find((c) => c.method === 'wallet_switchEthereumChain')?.params).toEqual([{ chainId: '0x7a6a' }])
    expect(k.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')

    await k.disconnect()
    provider.calls.length = 0
    await k.connect('com.alpha')
    expect(provider.calls.map((c) => c.method)).not.toContain('wallet_switchEthereumChain')
    stop()
  })

  it('restores a stored connection with eth_accounts only, never prompting', async () => {
    const provider = wallet()
    const stop = announce(provider, info('Alpha Wallet', 'com.alpha'))
    const storage = memoryStorage()
    const first = kit({}, storage)
    await first.ready
    await first.connect('com.alpha')
    await first.destroy()
    provider.calls.length = 0

    const second = kit({}, storage)
    await second.ready
    expect(second.getAccount().isConnected).toBe(true)
    expect(second.getAccount().address).toBe(ALICE_CHECKSUMMED)
    expect(provider.calls.map((c) => c.method)).not.toContain('eth_requestAccounts')
    expect(provider.calls.map((c) => c.method)).toContain('eth_accounts')
    stop()
  })

  it('switches with wallet_switchEthereumChain and adds an unknown chain with its details', async () => {
    const added: unknown[] = []
    const provider = wallet()
    let known = false
    provider.handle('wallet_switchEthereumChain', (params) => {
      const wanted = (params as [{ chainId: string }])[0].chainId
      if (wanted === '0x7a6a' && !known) throw { code: 4902, message: 'Unrecognized chain' }
      return null
    })
    provider.handle('wallet_addEthereumChain', (params) => {
      added.push(...(params as unknown[]))
      known = true
      return null
    })
    const stop = announce(provider, info('Alpha Wallet', 'com.alpha'))
    const k = kit()
    await k.ready
    await k.connect('com.alpha')
    await k.switchNetwork(two)
    expect(added).toEqual([
      { chainId: '0x7a6a', chainName: 'Devnet B', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: [`${rpcUrl}/31338`], blockExplorerUrls: undefined },
    ])
    expect(k.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    stop()
  })

  it("ends a failed switch in 'Chain is not supported' and keeps a user rejection a rejection", async () => {
    const provider = wallet({
      wallet_switchEthereumChain: () => {
        throw { code: 4902, message: 'Unrecognized chain' }
      },
      wallet_addEthereumChain: () => {
        throw { code: -32602, message: 'bad params' }
      },
    })
    const stop = announce(provider, info('Alpha Wallet', 'com.alpha'))
    const k = kit()
    await k.ready
    await k.connect('com.alpha')
    await expect(k.switchNetwork(two)).rejects.toThrow('Chain is not supported')
    provider.handle('wallet_switchEthereumChain', () => {
      throw { code: 4001, message: 'User rejected' }
    })
    await expect(k.switchNetwork(two)).rejects.toMatchObject({ code: 4001 })
    expect(k.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    stop()
  })

  it('revokes permissions on disconnect where the wallet supports it, and survives where it does not', async () => {
    const provider = wallet({ wallet_revokePermissions: () => null })
    const stop = announce(provider, info('Alpha Wallet', 'com.alpha'))
    const k = kit()
    await k.ready
    await k.connect('com.alpha')
    await k.disconnect()
    expect(provider.calls.map((c) => c.method)).toContain('wallet_revokePermissions')
    expect(k.getAccount().isConnected).toBe(false)
    expect(provider.listenerCount('accountsChanged')).toBe(0)
    stop()
  })

  it.each([
    ['garbage', ['<script>']],
    ['more accounts than any wallet shows', Array.from({ length: MAX_WALLET_ACCOUNTS + 1 }, () => ALICE)],
  ])('rejects a wallet that answers eth_requestAccounts with %s, leaving the kit disconnected', async (_, answer) => {
    const provider = wallet({ eth_requestAccounts: () => answer })
    const stop = announce(provider, info('Alpha Wallet', 'com.alpha'))
    const k = kit()
    await k.ready
    await expect(k.connect('com.alpha')).rejects.toThrow(/invalid response/)
    expect(k.getState().chains.eip155?.accountState.status).toBe('disconnected')
    stop()
  })

  it('signs with personal_sign, hex-encoding the message', async () => {
    const provider = wallet({ personal_sign: () => '0x' + 'ab'.repeat(65) })
    const stop = announce(provider, info('Alpha Wallet', 'com.alpha'))
    const k = kit()
    await k.ready
    await k.connect('com.alpha')
    await expect(k.signMessage({ message: 'hi' })).resolves.toBe('0x' + 'ab'.repeat(65))
    expect(provider.calls.find((c) => c.method === 'personal_sign')?.params).toEqual(['0x6869', ALICE_CHECKSUMMED])
    stop()
  })
})
