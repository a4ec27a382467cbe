import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, memoryStorage, UserRejectedRequestError, type Kit } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/testing/index.js'
import { getBitcoinProvider } from './get-provider.js'
import { bitcoin, bitcoinRegtest } from './networks.js'
import { bip122 } from './plugin.js'
import { BIP122_PAIRING } from './setup.js'
import { createFakeRequestWallet, injectRequestWallet, ORDINAL, PAYMENT, PAYMENT_2, PUBLIC_KEY, SIGNATURE, TXID } from './test-wallet.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).reverse().map((c) => c()))
})

function kit(storage = memoryStorage(), plugins = [bip122()]): Kit {
  const k = createKernel({ projectId: 'p', networks: [bitcoinRegtest, bitcoin], plugins, storage, logLevel: 'silent' })
  cleanups.push(() => k.destroy())
  return k
}
function inject(wallet = createFakeRequestWallet()) {
  cleanups.push(injectRequestWallet(wallet))
  return wallet
}
async function connectedKit() {
  const wallet = inject()
  const k = kit()
  await k.ready
  await k.connect('Fake BTC')
  return { wallet, k }
}
const address = (k: Kit) => k.getState().chains.bip122?.accountState.address

describe('bip122 plugin', () => {
  it('asks a pairing for the Bitcoin methods and the addresses event', async () => {
    const k = kit()
    await k.ready
    expect(kitInternals(k).adapters.get('bip122')!.pairing).toEqual({ methods: ['getAccountAddresses', 'signMessage', 'sendTransfer', 'signPsbt'], events: ['bip122_addressesChanged'] })
    expect(BIP122_PAIRING.methods).toContain('signPsbt')
  })

  it('lists WBIP004 wallets and UniSat, and none with injected: false', async () => {
    inject()
    const w = window as unknown as Record<string, unknown>
    w.unisat = { requestAccounts: async () => [PAYMENT_2], getAccounts: async () => [], signMessage: async () => SIGNATURE, sendBitcoin: async () => TXID }
    cleanups.push(() => delete w.unisat)
    const k = kit()
    await k.ready
    expect(k.getState().connectors.map((c) => [c.id, c.chain, c.type])).toEqual([
      ['Fake BTC', 'bip122', 'ANNOUNCED'],
      ['UniSat Wallet', 'bip122', 'ANNOUNCED'],
    ])
    const off = kit(memoryStorage(), [bip122({ injected: false })])
    await off.ready
    expect(off.getState().connectors).toEqual([])
  })

  it('skips hostile btc_providers entries: bad ids, prototype paths, non-providers', async () => {
    const w = window as unknown as Record<string, unknown>
    w.btc_providers = [
      { id: '__proto__.x', name: 'Proto' },
      { id: 'constructor', name: 'Ctor' },
      { id: 'document.body', name: 'Not a provider' },
      { id: 'x;alert(1)', name: 'Script' },
      'garbage',
      { id: 'Missing.Provider', name: 'Missing' },
    ]
    cleanups.push(() => delete w.btc_providers)
    const k = kit()
    await k.ready
    expect(k.getState().connectors).toEqual([])
  })

  it('connects with the payment account first and the ordinals one beside it, on the chain the addresses name', async () => {
    const { wallet, k } = await connectedKit()
    expect(wallet.calls[0]).toEqual({ method: 'wallet_connect', params: { addresses: ['payment', 'ordinals'] } })
    expect(k.getState().activeCaipAddress).toBe(`${bitcoinRegtest.caipNetworkId}:${PAYMENT}`)
    expect(k.getAccount('bip122').allAccounts).toEqual([
      { namespace: 'bip122', address: PAYMENT, type: 'payment', publicKey: PUBLIC_KEY, path: "m/84'/1'/0'/0/0" },
      { namespace: 'bip122', address: ORDINAL, type: 'ordinal', publicKey: '22'.repeat(32) },
    ])
  })

  it('lets the visitor switch to the ordinals address, which then signs', async () => {
    const { wallet, k } = await connectedKit()
    await k.switchAccount({ address: ORDINAL, namespace: 'bip122' })
    expect(address(k)).toBe(ORDINAL)
    await k.signMessage({ message: 'inscribe', namespace: 'bip122' })
    expect(wallet.calls.at(-1)).toEqual({ method: 'signMessage', params: { address: ORDINAL, message: 'inscribe', protocol: 'BIP322' } })
  })

  it('falls back to getAddresses for wallets without wallet_connect', async () => {
    const wallet = inject()
    wallet.answers.set('wallet_connect', { status: 'error', error: { code: -32601, message: 'Method not found' } })
    const orig = wallet.request.bind(wallet)
    wallet.request = async (method, params) => (method === 'getAddresses' ? (wallet.calls.push({ method, params }), { status: 'success', result: { addresses: wallet.addresses } }) : orig(method, params))
    const k = kit()
    await k.ready
    await k.connect('Fake BTC')
    expect(wallet.calls.map((c) => c.method)).toEqual(['wallet_connect', 'getAddresses'])
    expect(address(k)).toBe(PAYMENT)
  })

  it('signs with BIP-322 from the payment address, and a refusal is the spec’s user-rejected error', async () => {
    const { wallet, k } = await connectedKit()
    await expect(k.signMessage({ message: 'hello ✓', namespace: 'bip122' })).resolves.toBe(SIGNATURE)
    expect(wallet.calls.at(-1)).toEqual({ method: 'signMessage', params: { address: PAYMENT, message: 'hello ✓', protocol: 'BIP322' } })
    wallet.answers.set('signMessage', { status: 'error', error: { code: -32000, message: 'User rejected request' } })
    const refused = k.signMessage({ message: 'no', namespace: 'bip122' })
    await expect(refused).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(refused).rejects.toThrow('User rejected the request.')
  })

  it('reads plain JSON-RPC answers too, as a provider gives them without sats-connect in between', async () => {
    const { wallet, k } = await connectedKit()
    wallet.answers.set('signMessage', { jsonrpc: '2.0', id: '1', result: { signature: SIGNATURE } })
    await expect(k.signMessage({ message: 'm', namespace: 'bip122' })).resolves.toBe(SIGNATURE)
    wallet.answers.set('signMessage', { jsonrpc: '2.0', id: '2', error: { code: 4001, message: 'User rejected' } })
    await expect(k.signMessage({ message: 'm', namespace: 'bip122' })).rejects.toThrow('User rejected the request.')
  })

  it('refuses hostile answers with a clear error', async () => {
    const { wallet, k } = await connectedKit()
    for (const answer of [undefined, 'x', { status: 'success', result: { signature: 'not base64!' } }, { status: 'success', result: { signature: 'A'.repeat(5_000) } }, { status: 'weird' }]) {
      wallet.answers.set('signMessage', answer)
      await expect(k.signMessage({ message: 'm', namespace: 'bip122' })).rejects.toThrow('The wallet returned an invalid response to signMessage')
    }
  })

  it('connects none of a wallet’s addresses that are not Bitcoin, and refuses a wallet sharing none', async () => {
    const wallet = inject()
    wallet.addresses = [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', purpose: 'payment' }, { address: PAYMENT, purpose: 'spark' }]
    const k = kit()
    await k.ready
    await expect(k.connect('Fake BTC')).rejects.toThrow('The wallet did not share a Bitcoin account')
  })

  it('reconnects silently after a reload, and not once the wallet revoked the site', async () => {
    const wallet = inject()
    const storage = memoryStorage()
    const first = kit(storage)
    await first.ready
    await first.connect('Fake BTC')
    await first.destroy()
    const second = kit(storage)
    await second.ready
    expect(address(second)).toBe(PAYMENT)
    expect(wallet.calls.at(-1)?.method).toBe('wallet_getAccount')
    await second.destroy()
    wallet.authorised = false
    const third = kit(storage)
    await third.ready
    expect(third.getState().chains.bip122?.accountState.status).toBe('disconnected')
  })

  it('follows the wallet’s account changes, and its disconnect', async () => {
    const { wallet, k } = await connectedKit()
    wallet.emit('accountChange', { addresses: [{ address: PAYMENT_2, purpose: 'payment' }] })
    await expect.poll(() => address(k)).toBe(PAYMENT_2)
    // An event without the addresses: the connector asks the wallet again.
    wallet.emit('accountChange', { type: 'accountChange' })
    await expect.poll(() => address(k)).toBe(PAYMENT)
    wallet.emit('disconnect', {})
    await expect.poll(() => k.getState().chains.bip122?.accountState.status).toBe('disconnected')
  })

  it('disconnects with wallet_disconnect', async () => {
    const { wallet, k } = await connectedKit()
    await k.disconnect('bip122')
    expect(wallet.calls.at(-1)?.method).toBe('wallet_disconnect')
    expect(k.getState().chains.bip122?.accountState.status).toBe('disconnected')
  })

  it('gives host code a provider that sends bitcoin and checks the recipient first', async () => {
    const { wallet, k } = await connectedKit()
    const provider = (await getBitcoinProvider(k))!
    expect(provider.accounts.map((a) => a.type)).toEqual(['payment', 'ordinal'])
    await expect(provider.sendTransfer({ recipient: PAYMENT_2, amount: 12_345n })).resolves.toBe(TXID)
    expect(wallet.calls.at(-1)).toEqual({ method: 'sendTransfer', params: { recipients: [{ address: PAYMENT_2, amount: 12_345 }] } })
    await expect(provider.sendTransfer({ recipient: 'nope', amount: 1n })).rejects.toThrow('Invalid Bitcoin address')
    await expect(provider.sendTransfer({ recipient: PAYMENT_2, amount: 0n })).rejects.toThrow('An amount and receiver address are required')
    await expect(provider.signMessage({ message: 'm', address: PAYMENT_2 })).rejects.toThrow(`The wallet has not shared ${PAYMENT_2}`)
  })
})
