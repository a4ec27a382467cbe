import { SDK_VERSION } from '../../kernel/version.js'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createKernel, memoryStorage, type Kit } from '../../kernel/index.js'
import { defineEvmNetwork } from './define-network.js'
import { eip155 } from './plugin.js'
import { createFakeProvider } from './test-provider.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** The last account of a burst of account changes; the others are numbered addresses. */
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const burstAddress = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}`

/**
 * One local server playing the chain's RPC and the data API, so the whole path runs as in a browser: the
 * plugin's lazily loaded services, the kernel's HTTP client with its query parameters, the account state.
 */
let server: Server
let base = ''
const seen: string[] = []
let dataApiUp = true
/** RPC reads of this address are held unanswered. */
let holdRpcFor: string | undefined
const held: ServerResponse[] = []
let releasedByClient = 0
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type')
    if (req.method === 'OPTIONS') return res.end()
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      if (url.pathname === '/rpc' && holdRpcFor && body.toLowerCase().includes(holdRpcFor.slice(2).toLowerCase())) {
        // Never answered: the test watches whether the kit lets go of it.
        held.push(res)
        res.on('close', () => (releasedByClient += res.writableEnded ? 0 : 1))
        return
      }
      if (url.pathname === '/rpc') {
        const answer = (m: { id: number }) => ({ jsonrpc: '2.0', id: m.id, result: '0x1bc16d674ec80000' })
        const msg = JSON.parse(body) as { id: number } | { id: number }[]
        return res.end(JSON.stringify(Array.isArray(msg) ? msg.map(answer) : answer(msg)))
      }
      seen.push(`${req.method} ${url.pathname} ${url.searchParams.get('projectId')} ${url.searchParams.get('st')} ${url.searchParams.get('sv')}`)
      if (!dataApiUp) {
        res.statusCode = 404
        return res.end('{}')
      }
      if (url.pathname === '/v1/supported-chains') return res.end(JSON.stringify({ http: ['eip155:31337'], ws: [] }))
      if (url.pathname === `/v1/account/${ALICE}/balance`) {
        return res.end(
          JSON.stringify({
            balances: [
              { name: 'Devnet USD', symbol: 'DUSD', chainId: 'eip155:31337', address: 'eip155:31337:0x1', value: 1250.5, price: 1, quantity: { decimals: '6', numeric: '1250.5' }, iconUrl: `${base}/dusd.svg` },
              { name: 'Zero Decimals', symbol: 'ZERO', chainId: 'eip155:31337', address: 'eip155:31337:0x2', value: 7, price: 1, quantity: { decimals: '0', numeric: '7' }, iconUrl: `${base}/zero.svg` },
            ],
          }),
        )
      }
      if (url.pathname === `/v1/identity/${ALICE}`) return res.end(JSON.stringify({ name: 'alice.tessera', avatar: `${base}/alice.svg` }))
      const other = /^\/v1\/(account|identity)\/(0x[0-9a-fA-F]{40})(\/balance)?$/.exec(url.pathname)
      if (other) {
        const [, kind, address] = other
        const tokens = [{ name: 'Mine', symbol: `M${address!.slice(-4)}`, chainId: 'eip155:31337', value: 1, price: 1, quantity: { decimals: '6', numeric: '1' } }]
        return res.end(JSON.stringify(kind === 'account' ? { balances: tokens } : { name: address === BOB ? 'bob.tessera' : null }))
      }
      res.statusCode = 404
      res.end('{}')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(
  () =>
    new Promise<void>((r) => {
      server.close(() => r())
      server.closeAllConnections()
    }),
)

const kits: Kit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((k) => k.destroy()))
  seen.length = 0
  dataApiUp = true
  holdRpcFor = undefined
  for (const res of held.splice(0)) res.end()
  releasedByClient = 0
})

async function connectedKit(apiUrl: string | undefined) {
  const network = defineEvmNetwork({ id: 31337, name: 'Devnet', rpcUrls: [`${base}/rpc`] })
  const provider = createFakeProvider({ eth_requestAccounts: () => [ALICE.toLowerCase()], eth_accounts: () => [], eth_chainId: () => '0x7a69' })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: '1', name: 'Alpha', rdns: 'com.alpha', icon: 'data:image/svg+xml,<svg/>' }, provider } }))
  window.addEventListener('eip6963:requestProvider', announce)
  const kit = createKernel({ projectId: 'proj', networks: [network], plugins: [eip155()], storage: memoryStorage(), logLevel: 'silent', ...(apiUrl ? { apiUrl } : {}) })
  kits.push(kit)
  await kit.ready
  window.removeEventListener('eip6963:requestProvider', announce)
  await kit.connect('com.alpha')
  return { kit, provider, account: () => kit.getState().chains.eip155!.accountState }
}

describe('eip155 account data against a data API', () => {
  it('fills tokens (without decimals-0 ones), name and avatar, every call carrying projectId, st and sv', async () => {
    const { account, provider } = await connectedKit(base)
    await expect.poll(() => account().tokenBalance.map((t) => t.symbol)).toEqual(['DUSD'])
    await expect.poll(() => account().profileName).toBe('alice.tessera')
    expect(account().profileImage).toBe(`${base}/alice.svg`)
    expect(account().balance).toBe('2')
    expect(seen).toContain(`GET /v1/account/${ALICE}/balance proj tessera ${SDK_VERSION}`)
    expect(seen).toContain(`GET /v1/identity/${ALICE} proj tessera ${SDK_VERSION}`)
    expect(seen.filter((s) => s.startsWith('GET /v1/supported-chains'))).toHaveLength(1)
    expect(provider.calls.map((c) => c.method)).toContain('wallet_getCapabilities')
  })

  it('without apiUrl, sends the data API nothing and lists the native balance from the RPC', async () => {
    const { account } = await connectedKit(undefined)
    await expect.poll(() => account().tokenBalance.map((t) => [t.symbol, t.quantity.numeric])).toEqual([['ETH', '2']])
    expect(account().profileName).toBeUndefined()
    expect(seen).toEqual([])
  })

  it('with the data API down, still lists the native balance from the RPC', async () => {
    dataApiUp = false
    const { account } = await connectedKit(base)
    await expect.poll(() => account().tokenBalance.map((t) => t.symbol)).toEqual(['ETH'])
    expect(seen.every((s) => s.startsWith('GET /v1/supported-chains'))).toBe(true)
  })
})

describe('eip155 account data under a burst of account changes', () => {
  it('1,000 accountsChanged cost a handful of data API requests, and the last account shows at once after the burst', async () => {
    const { account, provider } = await connectedKit(base)
    await expect.poll(() => account().profileName).toBe('alice.tessera')
    const fetches = vi.spyOn(globalThis, 'fetch')
    const dataApiCalls = () => fetches.mock.calls.filter(([input]) => /\/v1\/(account|identity)\//.test(String(input instanceof Request ? input.url : input))).length

    // As a wallet extension delivers them: one message after another, each in its own task.
    for (let i = 0; i < 999; i++) {
      provider.emit('accountsChanged', [burstAddress(i)])
      await new Promise((r) => setImmediate(r))
    }
    provider.emit('accountsChanged', [BOB])
    const burstEnded = Date.now()

    await expect.poll(() => account().profileName, { interval: 10 }).toBe('bob.tessera')
    await expect.poll(() => account().tokenBalance.map((t) => t.symbol), { interval: 10 }).toEqual(['M93BC'])
    expect(Date.now() - burstEnded).toBeLessThan(1000)
    expect(account().address).toBe(BOB)
    expect(dataApiCalls()).toBeLessThanOrEqual(8)
    fetches.mockRestore()
  })
})

describe('eip155 native balance', () => {
  it('a balance read for an account the visitor left is aborted at the RPC, and the new account’s balance shows', async () => {
    holdRpcFor = ALICE
    const { account, provider } = await connectedKit(undefined)
    await expect.poll(() => held.length).toBeGreaterThan(0)
    expect(account().balanceLoading).toBe(true)

    provider.emit('accountsChanged', [BOB])
    await expect.poll(() => account().balance).toBe('2')
    expect(account().address).toBe(BOB)
    // Both callers (the balance line and the token list's RPC fallback) left ALICE's read: it was cancelled.
    await expect.poll(() => releasedByClient).toBe(held.length)
  })
})
