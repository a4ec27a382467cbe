import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromBech32, fromHex, toBase64, toBech32 } from '@cosmjs/encoding'
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, ErrorCode, ErrorMessages, memoryStorage, type CaipNetwork, type Kit } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/testing/index.js'
import { defineCosmosNetwork } from './define-network.js'
import { cosmosDevnet, cosmosHub } from './networks.js'
import { cosmos } from './plugin.js'
import { COSMOS_PAIRING } from './setup.js'
import { ALICE, BOB, createFakeKeplr, injectWallet, type FakeKeplr } from './test-wallet.js'

// Balances are read in adapter.test.ts, under Node, from the devnet's REST endpoint; here the networks point nowhere.
const unreachable = 'http://127.0.0.1:9/'
const devnet = (): CaipNetwork => ({ ...cosmosDevnet, rpcUrls: { default: { http: [unreachable] } } })
/** Alice's key as another chain spells it. */
const aliceOn = (prefix: string) => toBech32(prefix, fromBech32(ALICE.address, 90).data)
const hub = (): CaipNetwork => ({ ...cosmosHub, rpcUrls: { default: { http: [unreachable] } } })

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).reverse().map((c) => c()))
})

function kit(options: Partial<Parameters<typeof createKernel>[0]> = {}, storage = memoryStorage()): Kit {
  const k = createKernel({ projectId: 'p', networks: [devnet(), hub()], plugins: [cosmos()], storage, logLevel: 'silent', ...options })
  cleanups.push(() => k.destroy())
  return k
}
function inject(wallet: FakeKeplr, global: 'keplr' | 'leap' = 'keplr') {
  cleanups.push(injectWallet(wallet, global))
  return wallet
}
async function connectedKit() {
  const wallet = inject(createFakeKeplr())
  const k = kit()
  await k.ready
  await k.connect('keplr')
  return { wallet, k }
}

/** ADR-36 verified with @cosmjs alone: its amino sign doc, its serialisation, its secp256k1. */
async function verifyAdr36(signer: string, message: string, signatureBase64: string, publicKeyHex: string): Promise<boolean> {
  const doc = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } }], { gas: '0', amount: [] }, '', '', 0, 0)
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signatureBase64)), sha256(serializeSignDoc(doc)), fromHex(publicKeyHex))
}

describe('cosmos plugin: finding Keplr and Leap', () => {
  it('lists each wallet on window, including one injected after the kit started (window load)', async () => {
    inject(createFakeKeplr())
    const k = kit()
    await k.ready
    expect(k.getState().connectors.map((c) => [c.id, c.name, c.type, c.chain])).toEqual([['keplr', 'Keplr', 'INJECTED', 'cosmos']])
    expect(k.getState().connectors[0]!.imageUrl).toMatch(/^data:image\/svg\+xml,/)
    inject(createFakeKeplr({ eventName: 'leap_keystorechange' }), 'leap')
    window.dispatchEvent(new Event('load'))
    expect(k.getState().connectors.map((c) => c.id)).toEqual(['keplr', 'leap'])
  })

  it('ignores objects that are not wallets, and looks for none with injected: false', async () => {
    cleanups.push(() => delete (window as unknown as Record<string, unknown>).keplr)
    ;(window as unknown as Record<string, unknown>).keplr = { enable: 'no' }
    const k = kit()
    await k.ready
    expect(k.getState().connectors).toEqual([])
    inject(createFakeKeplr())
    const off = kit({ plugins: [cosmos({ injected: false })] })
    await off.ready
    window.dispatchEvent(new Event('keplr_ready'))
    expect(off.getState().connectors).toEqual([])
    expect(k.getState().connectors.map((c) => c.id)).toEqual(['keplr'])
  })
})

describe('cosmos plugin: connecting', () => {
  it('asks the wallet to add the devnet chain it lacks, then connects with its bech32 account', async () => {
    const { wallet, k } = await connectedKit()
    expect(wallet.calls.map((c) => c.method)).toEqual(['enable', 'experimentalSuggestChain', 'enable', 'getKey'])
    const info = wallet.calls[1]!.args[0] as { chainId: string; rest: string; bech32Config: { bech32PrefixAccAddr: string }; currencies: { coinMinimalDenom: string; coinDecimals: number }[] }
    expect(info).toMatchObject({ chainId: 'tessera-devnet-1', rest: 'http://127.0.0.1:8795', bech32Config: { bech32PrefixAccAddr: 'cosmos' }, currencies: [{ coinMinimalDenom: 'uatom', coinDecimals: 6 }] })
    expect(k.getState().activeCaipAddress).toBe(`cosmos:tessera-devnet-1:${ALICE.address}`)
    expect(k.getAccount('cosmos').allAccounts).toEqual([{ namespace: 'cosmos', address: ALICE.address, type: 'eoa', publicKey: ALICE.publicKey }])
  })

  it('reports a refusal as the visitor’s, and suggests no chain after one', async () => {
    const wallet = inject(createFakeKeplr({ chains: ['tessera-devnet-1'] }))
    const k = kit()
    await k.ready
    wallet.rejectNext('enable')
    await expect(k.connect('keplr')).rejects.toMatchObject({ code: ErrorCode.USER_REJECTED, message: expect.stringContaining(ErrorMessages.USER_REJECTED_REQUEST) })
    expect(wallet.calls.map((c) => c.method)).toEqual(['enable'])
    expect(k.getState().chains.cosmos?.accountState.status).toBe('disconnected')
  })

  it('refuses hostile getKey answers: a 65-byte key, a script for an address, another chain’s prefix', async () => {
    const wallet = inject(createFakeKeplr({ chains: ['tessera-devnet-1'] }))
    const k = kit()
    await k.ready
    const key = { name: 'x', algo: 'secp256k1', pubKey: fromHex(ALICE.publicKey), bech32Address: ALICE.address }
    for (const answer of [
      { ...key, pubKey: new Uint8Array(65) },
      { ...key, pubKey: Array.from(fromHex(ALICE.publicKey)) },
      { ...key, bech32Address: '<img src=x onerror=alert(1)>' },
      { ...key, bech32Address: aliceOn('osmo') },
      { ...key, name: 'n'.repeat(10_000) },
      'garbage',
    ]) {
      wallet.answerNext('getKey', answer)
      await expect(k.connect('keplr')).rejects.toThrow(/invalid response to getKey/)
    }
    expect(k.getState().chains.cosmos?.accountState.status).toBe('disconnected')
  })

  it('reconnects after a reload without a prompt, and disconnects', async () => {
    const wallet = inject(createFakeKeplr())
    const storage = memoryStorage()
    const first = kit({}, storage)
    await first.ready
    await first.connect('keplr')
    await first.destroy()
    const second = kit({}, storage)
    await second.ready
    expect(second.getState().chains.cosmos?.accountState.address).toBe(ALICE.address)
    await second.disconnect('cosmos')
    expect(wallet.calls.at(-1)).toEqual({ method: 'disable', args: ['tessera-devnet-1'] })
    expect(second.getState().chains.cosmos?.accountState.status).toBe('disconnected')
  })

  it('follows the wallet’s keystore change', async () => {
    const { wallet, k } = await connectedKit()
    wallet.switchAccount(BOB)
    await expect.poll(() => k.getState().chains.cosmos?.accountState.address).toBe(BOB.address)
  })

  it('switches to a chain the wallet knows, and reads its key there', async () => {
    const { wallet, k } = await connectedKit()
    await k.switchNetwork(hub())
    expect(wallet.calls.slice(-2).map((c) => [c.method, c.args[0]])).toEqual([['enable', 'cosmoshub-4'], ['getKey', 'cosmoshub-4']])
    expect(k.getState().activeCaipAddress).toBe(`cosmos:cosmoshub-4:${ALICE.address}`)
  })
})

describe('cosmos plugin: signing', () => {
  it('signs with signArbitrary (ADR-36): the signature verifies with @cosmjs', async () => {
    const { wallet, k } = await connectedKit()
    const signature = await k.signMessage({ message: 'hello ✓ <&>', namespace: 'cosmos' })
    expect(wallet.calls.at(-1)).toEqual({ method: 'signArbitrary', args: ['tessera-devnet-1', ALICE.address, 'hello ✓ <&>'] })
    await expect(verifyAdr36(ALICE.address, 'hello ✓ <&>', signature, ALICE.publicKey)).resolves.toBe(true)
    await expect(verifyAdr36(ALICE.address, 'hello', signature, ALICE.publicKey)).resolves.toBe(false)
  })

  it('reports a refused signature as the visitor’s, and a malformed one as invalid', async () => {
    const { wallet, k } = await connectedKit()
    wallet.rejectNext('signArbitrary')
    await expect(k.signMessage({ message: 'm', namespace: 'cosmos' })).rejects.toMatchObject({ code: ErrorCode.USER_REJECTED })
    const pub_key = { type: 'tendermint/PubKeySecp256k1', value: toBase64(fromHex(ALICE.publicKey)) }
    for (const answer of [
      { pub_key, signature: 'A'.repeat(5000) },
      { pub_key: { ...pub_key, value: toBase64(fromHex(BOB.publicKey)) }, signature: toBase64(new Uint8Array(64)) },
      { pub_key, signature: toBase64(new Uint8Array(65)) },
      null,
    ]) {
      wallet.answerNext('signArbitrary', answer)
      await expect(k.signMessage({ message: 'm', namespace: 'cosmos' })).rejects.toThrow(/invalid response to signArbitrary/)
    }
    await expect(k.signMessage({ message: 'm', namespace: 'cosmos' })).resolves.toMatch(/^[A-Za-z0-9+/]{86}==$/)
  })

  it('signs over a pairing session with cosmos_signAmino of the ADR-36 sign doc', async () => {
    const k = kit()
    await k.ready
    const adapter = kitInternals(k).adapters.get('cosmos')!
    expect(adapter.pairing).toEqual(COSMOS_PAIRING)
    expect(COSMOS_PAIRING).toEqual({ methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events: [] })
    const requests: { method: string; params?: unknown }[] = []
    const signature = toBase64(new Uint8Array(64).fill(7))
    const provider = {
      request: async (r: { method: string; params?: unknown }) => {
        requests.push(r)
        return { signature: { pub_key: { type: 'tendermint/PubKeySecp256k1', value: toBase64(fromHex(ALICE.publicKey)) }, signature }, signed: {} }
      },
    }
    await expect(adapter.walletRequests!.signMessage(provider, { message: 'hi', address: ALICE.address })).resolves.toBe(signature)
    expect(requests[0]).toEqual({
      method: 'cosmos_signAmino',
      params: {
        signerAddress: ALICE.address,
        signDoc: makeSignDoc([{ type: 'sign/MsgSignData', value: { signer: ALICE.address, data: toBase64(new TextEncoder().encode('hi')) } }], { gas: '0', amount: [] }, '', '', 0, 0),
      },
    })
    await expect(adapter.walletRequests!.signMessage({ request: async () => ({ signature: 'nope' }) }, { message: 'hi', address: ALICE.address })).rejects.toThrow(/invalid response to cosmos_signAmino/)
  })
})

describe('cosmos plugin: adapter rules', () => {
  it('accepts addresses with the prefixes of the kit’s Cosmos networks only', async () => {
    const osmosisLocal = defineCosmosNetwork({ chainId: 'osmo-test-5', name: 'Osmo test', restUrls: [unreachable], bech32Prefix: 'osmo', currency: { denom: 'uosmo', symbol: 'OSMO', decimals: 6 } })
    const k = kit({ networks: [devnet(), osmosisLocal] })
    await k.ready
    const adapter = kitInternals(k).adapters.get('cosmos')!
    expect(adapter.isAddress!(ALICE.address)).toBe(true)
    expect(adapter.isAddress!(aliceOn('osmo'))).toBe(true)
    expect(adapter.isAddress!(aliceOn('juno'))).toBe(false)
  })

  it('links Mintscan for the Hub and no explorer for the devnet', async () => {
    const k = kit()
    await k.ready
    const adapter = kitInternals(k).adapters.get('cosmos')!
    expect(adapter.addressExplorerUrl!({ address: ALICE.address, caipNetwork: cosmosHub })).toBe(`https://www.mintscan.io/cosmos/address/${ALICE.address}`)
    expect(adapter.addressExplorerUrl!({ address: ALICE.address, caipNetwork: cosmosDevnet })).toBeUndefined()
  })

  it('refuses network definitions that would silently miss', () => {
    const base = { name: 'x', restUrls: [unreachable], bech32Prefix: 'cosmos', currency: { denom: 'uatom', symbol: 'ATOM', decimals: 6 } }
    expect(() => defineCosmosNetwork({ ...base, chainId: 'hashed-1' })).toThrow(/chain id/)
    expect(() => defineCosmosNetwork({ ...base, chainId: 'a'.repeat(33) })).toThrow(/chain id/)
    expect(() => defineCosmosNetwork({ ...base, chainId: 'ok-1', bech32Prefix: 'Cosmos' })).toThrow(/prefix/)
    expect(() => defineCosmosNetwork({ ...base, chainId: 'ok-1', restUrls: [] })).toThrow(/REST/)
    expect(defineCosmosNetwork({ ...base, chainId: 'ok-1' }).caipNetworkId).toBe('cosmos:ok-1')
  })
})
