import { afterEach, describe, expect, it } from 'vitest'
import { connect, disconnect, getConnection, reconnect, sendTransaction, signMessage, switchChain } from 'wagmi/actions'
import { recoverMessageAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createKernel, memoryStorage, type Kit, type StorageBackend } from '../../kernel/index.js'
import { defineEvmNetwork } from '../../plugins/eip155/define-network.js'
import { eip155 } from '../../plugins/eip155/plugin.js'
import { createFakeProvider, type FakeProvider } from '../../plugins/eip155/test-provider.js'
import { createWagmiConfig } from './config.js'

// Anvil's second test key: the fake wallet signs with it, so a signature can be checked with viem.
const KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const ALICE = privateKeyToAccount(KEY)
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const HASH = `0x${'ab'.repeat(32)}`
// Unreachable RPC URLs: the kit's balance reads fail quietly; nothing here depends on them.
const devnet = defineEvmNetwork({ id: 31337, name: 'Devnet', rpcUrls: ['http://127.0.0.1:9/a'] })
const devnetB = defineEvmNetwork({ id: 31338, name: 'Devnet B', rpcUrls: ['http://127.0.0.1:9/b'] })
const unknownToKit = defineEvmNetwork({ id: 10, name: 'OP Mainnet', rpcUrls: ['http://127.0.0.1:9/c'] })

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** An EIP-6963 wallet with one account that follows wallet_switchEthereumChain and signs for real. */
function wallet(): FakeProvider {
  let chainId = '0x7a69'
  let authorised = false
  const provider: FakeProvider = createFakeProvider({
    eth_requestAccounts: () => ((authorised = true), [ALICE.address.toLowerCase()]),
    eth_accounts: () => (authorised ? [ALICE.address.toLowerCase()] : []),
    eth_chainId: () => chainId,
    wallet_switchEthereumChain: (params) => {
      const wanted = (params as [{ chainId: string }])[0].chainId
      if (wanted !== '0x7a69' && wanted !== '0x7a6a') throw { code: 4902, message: 'Unrecognized chain' }
      chainId = wanted
      provider.emit('chainChanged', wanted)
      return null
    },
    personal_sign: (params) => ALICE.signMessage({ message: { raw: (params as [Hex])[0] } }),
    eth_sendTransaction: () => HASH,
  })
  const info = { uuid: crypto.randomUUID(), name: 'Alpha Wallet', rdns: 'com.alpha', icon: 'data:image/svg+xml,<svg/>' }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce))
  announce()
  return provider
}

async function setup(storage: StorageBackend = memoryStorage(), networks = [devnet, devnetB], { ready = true } = {}) {
  const kit: Kit = createKernel({ projectId: 'p', networks: [devnet, devnetB], plugins: [eip155()], storage, logLevel: 'silent' })
  cleanups.push(() => kit.destroy())
  const config = createWagmiConfig({ kit, networks, storage: null })
  const connector = config.connectors[0]!
  if (ready) await kit.ready
  return { kit, config, connector }
}

/** The storage a kit leaves after connecting the wallet: the next kit on it restores that session (a reload). */
async function storedSession(): Promise<StorageBackend> {
  const storage = memoryStorage()
  const { kit } = await setup(storage)
  await kit.connect('com.alpha')
  await kit.destroy()
  return storage
}

const requests = (provider: FakeProvider, method: string) => provider.calls.filter((call) => call.method === method)

describe('tessera() connector: the kit drives wagmi', () => {
  it('a wallet connected in the kit is connected in wagmi, with its checksummed address and chain', async () => {
    wallet()
    const { kit, config, connector } = await setup()
    expect(getConnection(config).status).toBe('disconnected')
    await kit.connect('com.alpha')
    await expect.poll(() => getConnection(config).status).toBe('connected')
    expect(getConnection(config)).toMatchObject({ address: ALICE.address, chainId: 31337, connector: { id: 'tessera' } })
    expect(connector.name).toBe('Tessera')
  })

  it("the wallet's chain and account changes reach wagmi; a disconnect in the kit disconnects wagmi", async () => {
    const provider = wallet()
    const { kit, config } = await setup()
    await kit.connect('com.alpha')
    await expect.poll(() => getConnection(config).status).toBe('connected')

    provider.emit('chainChanged', '0x7a6a')
    await expect.poll(() => getConnection(config).chainId).toBe(31338)
    provider.emit('accountsChanged', [BOB])
    await expect.poll(() => getConnection(config).address).toBe(BOB)

    await kit.disconnect('eip155')
    await expect.poll(() => getConnection(config).status).toBe('disconnected')
  })

  it('a session the kit restores on reload connects wagmi without asking the wallet again', async () => {
    const provider = wallet()
    const storage = await storedSession()

    const second = await setup(storage)
    await reconnect(second.config)
    expect(getConnection(second.config)).toMatchObject({ status: 'connected', address: ALICE.address, chainId: 31337 })
    expect(requests(provider, 'eth_requestAccounts')).toHaveLength(1)
  })

  it('while the kit restores a session, the accounts are "unavailable while reconnecting", then wagmi reconnects', async () => {
    const provider = wallet()
    const storage = await storedSession()

    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    provider.handle('eth_accounts', () => answered.then(() => [ALICE.address.toLowerCase()]))
    const second = await setup(storage, [devnet, devnetB], { ready: false })
    const reconnecting = reconnect(second.config)
    await expect.poll(() => second.kit.getState().chains.eip155?.accountState.status).toBe('reconnecting')
    await expect(second.connector.getAccounts()).rejects.toMatchObject({ name: 'ConnectorUnavailableReconnectingError' })
    answer()
    await reconnecting
    expect(getConnection(second.config)).toMatchObject({ status: 'connected', address: ALICE.address })
    expect(await second.connector.getAccounts()).toEqual([ALICE.address])
  })

  it('a wagmi reconnect with no session in the kit leaves wagmi disconnected, and asks the wallet for nothing', async () => {
    const provider = wallet()
    const { config, connector } = await setup()
    await reconnect(config)
    expect(getConnection(config).status).toBe('disconnected')
    await expect(connector.connect({ isReconnecting: true })).rejects.toMatchObject({ name: 'ConnectorNotConnectedError' })
    expect(requests(provider, 'eth_requestAccounts')).toHaveLength(0)
  })
})

describe('tessera() connector: wagmi drives the kit', () => {
  it("connect() opens the kit's modal for EVM wallets and resolves once the visitor connects there", async () => {
    wallet()
    const { kit, config, connector } = await setup()
    const connecting = connect(config, { connector })
    await expect.poll(() => kit.getState().modal.open).toBe(true)
    await kit.connect('com.alpha')
    await expect(connecting).resolves.toEqual({ accounts: [ALICE.address], chainId: 31337 })
    expect(getConnection(config).status).toBe('connected')
  })

  it("connect({ chainId }) moves the wallet the visitor connected to wagmi's chain before resolving", async () => {
    const provider = wallet()
    const { kit, config, connector } = await setup()
    const connecting = connect(config, { connector, chainId: 31338 })
    await expect.poll(() => kit.getState().modal.open).toBe(true)
    await kit.connect('com.alpha')
    await expect(connecting).resolves.toEqual({ accounts: [ALICE.address], chainId: 31338 })
    expect(requests(provider, 'wallet_switchEthereumChain')).toHaveLength(1)
    expect(kit.getCaipNetwork('eip155')?.name).toBe('Devnet B')
  })

  it('closing the modal without connecting rejects with 4001 and leaves wagmi disconnected', async () => {
    wallet()
    const { kit, config, connector } = await setup()
    const connecting = connect(config, { connector })
    await expect.poll(() => kit.getState().modal.open).toBe(true)
    kit.close()
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('switchChain goes through the kit: the wallet is asked and the kit follows', async () => {
    const provider = wallet()
    const { kit, config, connector } = await setup()
    await connect(config, { connector: (kit.connect('com.alpha'), connector) })
    await expect(switchChain(config, { chainId: 31338 })).resolves.toMatchObject({ id: 31338, name: 'Devnet B' })
    expect(requests(provider, 'wallet_switchEthereumChain').at(-1)?.params).toEqual([{ chainId: '0x7a6a' }])
    expect(kit.getCaipNetwork('eip155')?.name).toBe('Devnet B')
    await expect.poll(() => getConnection(config).chainId).toBe(31338)
  })

  it('a chain wagmi has but the kit does not is "Chain not configured", and nothing is asked of the wallet', async () => {
    const provider = wallet()
    const { kit, config, connector } = await setup(memoryStorage(), [devnet, devnetB, unknownToKit])
    await connect(config, { connector: (kit.connect('com.alpha'), connector) })
    await expect(switchChain(config, { chainId: 10 })).rejects.toMatchObject({ name: 'ChainNotConfiguredError' })
    expect(requests(provider, 'wallet_switchEthereumChain')).toHaveLength(0)
    expect(kit.getCaipNetwork('eip155')?.name).toBe('Devnet')
  })

  it('signMessage and sendTransaction reach the wallet the kit connected; the send shows in the kit as sent', async () => {
    const provider = wallet()
    const { kit, config, connector } = await setup()
    const sent: unknown[] = []
    kit.subscribeEvents((type, payload) => type === 'transaction:sent' && sent.push(payload))
    await connect(config, { connector: (kit.connect('com.alpha'), connector) })

    const signature = await signMessage(config, { message: 'hello wagmi' })
    expect(await recoverMessageAddress({ message: 'hello wagmi', signature })).toBe(ALICE.address)

    await expect(sendTransaction(config, { to: BOB, value: 10n ** 16n, gas: 21_000n })).resolves.toBe(HASH)
    expect(requests(provider, 'eth_sendTransaction')[0]?.params).toEqual([expect.objectContaining({ from: ALICE.address, to: BOB, value: '0x2386f26fc10000' })])
    expect(sent).toEqual([expect.objectContaining({ hash: HASH, from: ALICE.address, to: BOB, amount: '0.01' })])
  })

  it('useDisconnect disconnects the kit; a request afterwards is refused as disconnected (4900)', async () => {
    wallet()
    const { kit, config, connector } = await setup()
    await connect(config, { connector: (kit.connect('com.alpha'), connector) })
    const provider = (await connector.getProvider()) as { request(a: { method: string }): Promise<unknown> }
    await disconnect(config)
    expect(kit.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(getConnection(config).status).toBe('disconnected')
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 4900 })
    await expect(connector.getAccounts()).rejects.toMatchObject({ name: 'ConnectorNotConnectedError' })
  })
})
