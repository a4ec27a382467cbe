// @vitest-environment node
import net from 'node:net'
import { formatEther, parseEther, toHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../index.mjs'
import { rpcRequest } from '../json-rpc.mjs'
import { startRelay, type Relay } from '../relay/index.mjs'
import { TEST_WALLET_PRIVATE_KEYS } from '../test-wallet.mjs'
import { createDevWallet, type DevWallet } from './client.mjs'
import { startTestDapp, type TestDapp } from './test-dapp.js'
import { recordOffLoopbackFetches, startTestDevnet } from '../test-devnet.mjs'


const PROJECT_ID = 'tessera-devnet-project'
const [KEY, SECOND_KEY] = TEST_WALLET_PRIVATE_KEYS
const ADDRESS = privateKeyToAddress(KEY)
const SECOND_ADDRESS = privateKeyToAddress(SECOND_KEY)
const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD'


async function until(condition: () => boolean, timeoutMs = 5_000, poll?: () => Promise<void>) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await poll?.()
    if (condition()) return
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function once<T>(provider: TestDapp, event: string, timeoutMs = 5_000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dapp: no ${event} within ${timeoutMs} ms`)), timeoutMs)
    provider.once(event, (payload: T) => {
      clearTimeout(timer)
      resolve(payload)
    })
  })
}

describe('dapp (UniversalProvider) ↔ dev wallet over the loopback relay', () => {
  let relay: Relay
  let devnet: Devnet
  let chain: { url: string }
  let wallet: DevWallet
  let dapp: TestDapp
  const cleanups: (() => Promise<void>)[] = []
  let fetches: ReturnType<typeof recordOffLoopbackFetches>

  const newWallet = async (options: Partial<Parameters<typeof createDevWallet>[0]> = {}) => {
    const [chainA, chainB] = devnet.chains
    const created = await createDevWallet({
      relayUrl: relay.url,
      projectId: PROJECT_ID,
      privateKey: KEY,
      extraPrivateKeys: [SECOND_KEY],
      chains: [31337, 31338],
      rpcUrls: { 31337: chainA!.rpcUrl, 31338: chainB!.rpcUrl },
      ...options,
    })
    cleanups.push(() => created.close())
    return created
  }
  const newDapp = async (name: string) => {
    const { provider, close } = await startTestDapp(relay.url, name)
    cleanups.push(close)
    return provider
  }

  beforeAll(async () => {
    // Anything that leaves loopback is a bug in the offline switches.
    fetches = recordOffLoopbackFetches()
    relay = await startRelay({ port: 0 })
    // The chains alone: this test brings its own relay, to drop it.
    devnet = await startTestDevnet()
    chain = { url: devnet.chains[0]!.rpcUrl }
    await rpcRequest(chain.url, 'anvil_setBalance', [ADDRESS, toHex(parseEther('1.234567'))])
    wallet = await newWallet()
    dapp = await newDapp('Pairing test')
  }, 20_000)

  afterAll(async () => {
    fetches?.restore()
    for (const cleanup of cleanups.splice(0)) await cleanup()
    await relay?.close()
    await devnet?.stop()
  })

  it('connects, signs, sends, switches chain, survives a relay outage and ends on the wallet’s disconnect', async () => {
    dapp.on('display_uri', (uri: string) => {
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      void wallet.pair(uri)
    })
    const session = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          // Only 31337, so switching to 31338 has to go through the wallet.
          chains: ['eip155:31337'],
          methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
          rpcMap: { 31337: chain.url },
        },
      },
    })
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${ADDRESS}`])
    expect(wallet.sessions).toMatchObject([{ chains: [31337], accounts: [ADDRESS], chainId: 31337, peer: { name: 'Pairing test' } }])

    const message = 'Sign in to Tessera'
    const signature = await dapp.request<Hex>({ method: 'personal_sign', params: [toHex(message), ADDRESS] }, 'eip155:31337')
    expect(await verifyMessage({ address: ADDRESS, message, signature })).toBe(true)

    const typedData = {
      domain: { name: 'Tessera', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hello' },
    }
    const typedSignature = await dapp.request<Hex>(
      { method: 'eth_signTypedData_v4', params: [ADDRESS, JSON.stringify(typedData)] },
      'eip155:31337',
    )
    expect(await verifyTypedData({ address: ADDRESS, ...typedData, signature: typedSignature })).toBe(true)

    const hash = await dapp.request<Hex>(
      { method: 'eth_sendTransaction', params: [{ from: ADDRESS, to: RECIPIENT, value: toHex(parseEther('0.1')) }] },
      'eip155:31337',
    )
    // anvil mines right after it accepts the transaction, not before it answers.
    let receipt: { status: string; from: string } | null = null
    await until(() => receipt !== null, 5_000, async () => {
      receipt = (await rpcRequest(chain.url, 'eth_getTransactionReceipt', [hash])) as typeof receipt
    })
    expect(receipt).toMatchObject({ status: '0x1', from: ADDRESS.toLowerCase() })
    expect(Number(formatEther(BigInt((await rpcRequest(chain.url, 'eth_getBalance', [RECIPIENT, 'latest'])) as string)))).toBeGreaterThanOrEqual(0.1)

    wallet.autoApproveRequests = false
    const declined = dapp.request({ method: 'personal_sign', params: [toHex('no'), ADDRESS] }, 'eip155:31337')
    expect((await wallet.rejectNextRequest()).status).toBe('rejected')
    await expect(declined).rejects.toMatchObject({ code: 4001 })
    wallet.autoApproveRequests = true

    const chainChanged = once<number | string>(dapp, 'chainChanged')
    await dapp.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }, 'eip155:31337')
    expect(Number(await chainChanged)).toBe(31338)
    expect(await dapp.request({ method: 'eth_chainId' })).toBe(31338)
    expect(dapp.session?.namespaces.eip155?.accounts).toContain(`eip155:31338:${ADDRESS}`)
    expect(wallet.sessions[0]?.chainId).toBe(31338)
    await expect(
      dapp.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }, 'eip155:31337'),
    ).rejects.toMatchObject({ code: 4902 })

    // The relay goes away and comes back: both sides reconnect, and the session still carries requests.
    // A request made while the socket is down waits out the SDK's 15 s publish timeout, so wait for the
    // reconnection: both sides open a new socket and re-subscribe to their topics.
    await relay.drop()
    relay.clearLog()
    relay.resume()
    await until(() => relay.connections === 2 && relay.log.filter((entry) => entry.method === 'irn_batchSubscribe').length === 2)
    const again = await dapp.request<Hex>({ method: 'personal_sign', params: [toHex('after outage'), ADDRESS] }, 'eip155:31338')
    expect(await verifyMessage({ address: ADDRESS, message: 'after outage', signature: again })).toBe(true)

    const deleted = once<unknown>(dapp, 'session_delete')
    await wallet.disconnect()
    await deleted
    expect(dapp.session).toBeUndefined()
    expect(wallet.sessions).toEqual([])
    expect(wallet.requests.map((request) => `${request.method}:${request.status}`)).toEqual([
      'personal_sign:approved',
      'eth_signTypedData_v4:approved',
      'eth_sendTransaction:approved',
      'personal_sign:rejected',
      'wallet_switchEthereumChain:approved',
      'wallet_switchEthereumChain:failed',
      'personal_sign:approved',
    ])
    expect(fetches.outbound).toEqual([])
  }, 20_000)

  it('lets a test approve or reject by hand, and carries the wallet’s own account and chain changes', async () => {
    const manual = await newWallet({ autoApprove: false })
    const site = await newDapp('Manual approval')
    site.on('display_uri', (uri: string) => void manual.pair(uri))
    const request = {
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337'],
          methods: ['personal_sign', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    }
    const refused = site.connect(request)
    await manual.rejectNext()
    await expect(refused).rejects.toMatchObject({ message: 'User rejected.' })

    const connecting = site.connect(request)
    const approved = await manual.approveNext({ address: SECOND_ADDRESS })
    await connecting
    expect(approved.accounts).toEqual([SECOND_ADDRESS])
    expect(site.session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${SECOND_ADDRESS}`])

    const accountsChanged = once<string[]>(site, 'accountsChanged')
    await manual.emitAccountsChanged([ADDRESS])
    expect(await accountsChanged).toEqual([ADDRESS])
    expect(await site.request({ method: 'eth_accounts' })).toEqual([ADDRESS])

    const chainChanged = once<number | string>(site, 'chainChanged')
    await manual.emitChainChanged(31338)
    expect(Number(await chainChanged)).toBe(31338)
    expect(site.session?.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(manual.sessions[0]).toMatchObject({ chainId: 31338, accounts: [ADDRESS] })

    // A chain the wallet did not know: added, then switched to.
    const newChain = { chainId: '0x7a6b', chainName: 'Devnet C', rpcUrls: [chain.url], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
    expect(await site.request({ method: 'wallet_addEthereumChain', params: [newChain] }, 'eip155:31337')).toBeNull()
    expect(manual.chains).toEqual([31337, 31338, 31339])
    await site.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6b' }] }, 'eip155:31337')
    expect(await site.request({ method: 'eth_chainId' })).toBe(31339)
    expect(fetches.outbound).toEqual([])
  }, 15_000)
})
