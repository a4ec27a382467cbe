// @vitest-environment node
import net from 'node:net'
import UniversalProvider from '@walletconnect/universal-provider'
import { formatEther, parseEther, toHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilService } from '../anvil-service.mjs'
import { rpcRequest } from '../json-rpc.mjs'
import type { RunningService } from '../index.mjs'
import { startRelay, type Relay } from '../relay/index.mjs'
import { TEST_WALLET_PRIVATE_KEYS } from '../test-wallet.mjs'
import { createDevWallet, type DevWallet } from './client.mjs'

const PROJECT_ID = 'tessera-devnet-project'
const [KEY, SECOND_KEY] = TEST_WALLET_PRIVATE_KEYS
const ADDRESS = privateKeyToAddress(KEY)
const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD'

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function once<T>(provider: UniversalProvider, event: string, timeoutMs = 5_000) {
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
  let chain: RunningService
  let wallet: DevWallet
  let dapp: UniversalProvider
  const outbound: string[] = []
  const realFetch = globalThis.fetch

  beforeAll(async () => {
    // Anything that leaves loopback is a bug in the offline switches.
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) outbound.push(url)
      return realFetch(input, init)
    }
    relay = await startRelay({ port: 0 })
    chain = await anvilService({ key: 'chainA', id: 31337, name: 'Devnet', port: await freePort(), readyTimeoutMs: 15_000 }).start({
      host: '127.0.0.1',
      chains: [],
    })
    await rpcRequest(chain.url, 'anvil_setBalance', [ADDRESS, toHex(parseEther('1.234567'))])
    wallet = await createDevWallet({
      relayUrl: relay.url,
      projectId: PROJECT_ID,
      privateKey: KEY,
      extraPrivateKeys: [SECOND_KEY],
      chains: [31337, 31338],
      // Chain 31338 is only switched to here, never sent to.
      rpcUrls: { 31337: chain.url, 31338: 'http://127.0.0.1:9' },
    })
    dapp = await UniversalProvider.init({
      projectId: PROJECT_ID,
      relayUrl: relay.url,
      logger: 'error',
      telemetryEnabled: false,
      customStoragePrefix: 'tessera-test-dapp',
      metadata: { name: 'Pairing test', description: 'vitest', url: 'http://127.0.0.1', icons: [] },
    })
    ;(dapp.client.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
  }, 20_000)

  afterAll(async () => {
    globalThis.fetch = realFetch
    await wallet?.close()
    await dapp?.client.core.relayer.transportClose().catch(() => {})
    dapp?.client.core.heartbeat.stop()
    await relay?.close()
    await chain?.stop()
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
    const receipt = (await rpcRequest(chain.url, 'eth_getTransactionReceipt', [hash])) as { status: string; from: string }
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
    await relay.drop()
    relay.resume()
    relay.clearLog()
    const t0 = Date.now()
    const timer = setInterval(() => console.log(Date.now() - t0, relay.connections, JSON.stringify(relay.log.map((e) => e.method + ':' + e.clientId.slice(-6)))), 500)
    setTimeout(() => clearInterval(timer), 15000)
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
    expect(outbound).toEqual([])
  }, 20_000)
})
