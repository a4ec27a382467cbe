// @vitest-environment node
import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { networks, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../relay/index.mjs'
import { SOLANA_DEVNET } from '../solana/cluster.mjs'
import { recordOffLoopbackFetches } from '../test-devnet.mjs'
import { TEST_WALLET_PRIVATE_KEYS } from '../test-wallet.mjs'
import { BITCOIN_MAINNET, BITCOIN_REGTEST, bitcoinAddresses, createBitcoinAccount } from './bitcoin.mjs'
import { createDevWallet, type DevWallet } from './client.mjs'
import { COSMOS_DEVNET } from './cosmos.mjs'
import { startEsploraStandIn } from './esplora-stand-in.js'
import { POLKADOT_WESTEND } from './polkadot.mjs'
import { startTestDapp, verifySolanaSignature, type TestDapp } from './test-dapp.js'

const [KEY] = TEST_WALLET_PRIVATE_KEYS
const RECIPIENT = payments.p2wpkh({ hash: Buffer.alloc(20, 9), network: networks.regtest }).address!
const BITCOIN_METHODS = ['getAccountAddresses', 'signMessage', 'sendTransfer']
const POLKADOT_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction']
const COSMOS_METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino']

type CosmosSignature = { pub_key: { type: string; value: string }; signature: string }
const cosmosVerified = (signature: CosmosSignature, bytes: Uint8Array) =>
  Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), sha256(bytes), fromBase64(signature.pub_key.value))

describe('dapp (UniversalProvider) ↔ dev wallet: eip155, solana, bip122, polkadot and cosmos in one session', () => {
  let relay: Relay
  let ledger: Awaited<ReturnType<typeof startEsploraStandIn>>
  let wallet: DevWallet
  let dapp: TestDapp
  let fetches: ReturnType<typeof recordOffLoopbackFetches>
  const cleanups: (() => Promise<void>)[] = []

  beforeAll(async () => {
    fetches = recordOffLoopbackFetches()
    relay = await startRelay({ port: 0 })
    ledger = await startEsploraStandIn({ [bitcoinAddresses(createBitcoinAccount(undefined), BITCOIN_REGTEST)[0]!]: [250_000] })
    wallet = await createDevWallet({
      relayUrl: relay.url,
      projectId: 'tessera-devnet-project',
      privateKey: KEY,
      chains: [31337],
      // No EVM request in this file reaches a chain.
      rpcUrls: { 31337: 'http://127.0.0.1:9' },
      bitcoin: { esploraUrls: { [BITCOIN_REGTEST]: ledger.url } },
    })
    cleanups.push(() => wallet.close())
    const started = await startTestDapp(relay.url, 'Five namespaces')
    dapp = started.provider
    cleanups.push(started.close)
    dapp.on('display_uri', (uri: string) => void wallet.pair(uri))
  }, 20_000)

  afterAll(async () => {
    fetches?.restore()
    for (const cleanup of cleanups.splice(0)) await cleanup()
    await relay?.close()
    await ledger?.close()
  })

  it('grants every namespace it serves among those asked, and answers each method, verified by an independent library', async () => {
    const session = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
        solana: { chains: [SOLANA_DEVNET.caipNetworkId], methods: ['solana_signMessage'], events: [] },
        bip122: { chains: [BITCOIN_REGTEST], methods: BITCOIN_METHODS, events: ['bip122_addressesChanged'] },
        polkadot: { chains: [POLKADOT_WESTEND], methods: POLKADOT_METHODS, events: [] },
        cosmos: { chains: [COSMOS_DEVNET, 'cosmos:osmosis-1'], methods: [...COSMOS_METHODS, 'cosmos_signArbitrary'], events: [] },
        // A namespace the wallet does not serve, asked for optionally: left out, not refused.
        near: { chains: ['near:testnet'], methods: ['near_signMessage'], events: [] },
      },
    })
    expect(Object.keys(session!.namespaces).sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana'])
    expect(session!.namespaces.bip122).toMatchObject({
      accounts: [`${BITCOIN_REGTEST}:${wallet.bitcoinAddress}`, `${BITCOIN_REGTEST}:${wallet.bitcoinOrdinalAddress}`],
      methods: BITCOIN_METHODS,
      events: ['bip122_addressesChanged'],
    })
    expect(session!.namespaces.polkadot?.accounts).toEqual([`${POLKADOT_WESTEND}:${wallet.polkadotAddress}`])
    expect(session!.namespaces.cosmos).toMatchObject({ accounts: [`${COSMOS_DEVNET}:${wallet.cosmosAddress}`], methods: COSMOS_METHODS })
    expect(wallet.sessions[0]).toMatchObject({
      accounts: [wallet.address],
      solana: { accounts: [wallet.solanaAddress] },
      bip122: { chains: [BITCOIN_REGTEST], accounts: [wallet.bitcoinAddress, wallet.bitcoinOrdinalAddress] },
      polkadot: { chains: [POLKADOT_WESTEND], accounts: [wallet.polkadotAddress] },
      cosmos: { chains: [COSMOS_DEVNET], accounts: [wallet.cosmosAddress] },
    })

    // bip122
    const addresses = await dapp.request<{ address: string; intention: string }[]>(
      { method: 'getAccountAddresses', params: { account: wallet.bitcoinAddress } },
      BITCOIN_REGTEST,
    )
    expect(addresses.map((entry) => [entry.intention, entry.address])).toEqual([
      ['payment', wallet.bitcoinAddress],
      ['ordinal', wallet.bitcoinOrdinalAddress],
    ])
    const message = 'Sign in to Tessera, five ways'
    const ecdsa = await dapp.request<{ address: string; signature: string }>(
      { method: 'signMessage', params: { account: wallet.bitcoinAddress, address: wallet.bitcoinAddress, message, protocol: 'ecdsa' } },
      BITCOIN_REGTEST,
    )
    expect(Verifier.verifySignature(wallet.bitcoinAddress, message, ecdsa.signature, true)).toBe(true)
    const bip322 = await dapp.request<{ address: string; signature: string }>(
      { method: 'signMessage', params: { account: wallet.bitcoinAddress, address: wallet.bitcoinOrdinalAddress, message, protocol: 'bip322' } },
      BITCOIN_REGTEST,
    )
    expect(Verifier.verifySignature(wallet.bitcoinOrdinalAddress, message, bip322.signature)).toBe(true)
    const { txid } = await dapp.request<{ txid: string }>(
      { method: 'sendTransfer', params: { account: wallet.bitcoinAddress, recipientAddress: RECIPIENT, amount: '100000' } },
      BITCOIN_REGTEST,
    )
    expect(ledger.accepted.map((tx) => tx.getId())).toEqual([txid])
    expect(ledger.balance(RECIPIENT)).toBe(100_000)

    const addressesChanged = new Promise<{ params: { event: { name: string; data: unknown }; chainId: string } }>((resolve) => dapp.on('session_event', resolve))
    await wallet.emitBitcoinAddressesChanged()
    expect((await addressesChanged).params).toEqual({ chainId: BITCOIN_REGTEST, event: { name: 'bip122_addressesChanged', data: addresses } })

    // polkadot
    const signedMessage = await dapp.request<{ signature: string }>(
      { method: 'polkadot_signMessage', params: { address: wallet.polkadotAddress, message } },
      POLKADOT_WESTEND,
    )
    expect(signatureVerify(u8aWrapBytes(stringToU8a(message)), signedMessage.signature, wallet.polkadotAddress).isValid).toBe(true)
    const transactionPayload = {
      address: wallet.polkadotAddress,
      blockHash: `0x${'11'.repeat(32)}`,
      blockNumber: '0x00000010',
      era: '0x00',
      genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
      method: '0x0000',
      nonce: '0x00000000',
      tip: '0x00000000000000000000000000000000',
      specVersion: '0x00000001',
      transactionVersion: '0x00000002',
      signedExtensions: ['CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'ChargeTransactionPayment'],
      version: 4,
    }
    const signedTransaction = await dapp.request<{ signature: string }>(
      { method: 'polkadot_signTransaction', params: { address: wallet.polkadotAddress, transactionPayload } },
      POLKADOT_WESTEND,
    )
    // call, immortal era, nonce 0, tip 0, spec 1, transaction version 2, genesis, block hash.
    const payloadBytes = Buffer.concat([
      Buffer.from('0000', 'hex'),
      Buffer.from([0, 0, 0]),
      Buffer.from('0100000002000000', 'hex'),
      Buffer.from(transactionPayload.genesisHash.slice(2), 'hex'),
      Buffer.from(transactionPayload.blockHash.slice(2), 'hex'),
    ])
    expect(signatureVerify(payloadBytes, signedTransaction.signature, wallet.polkadotAddress)).toMatchObject({ isValid: true, crypto: 'sr25519' })

    // cosmos
    expect(await dapp.request({ method: 'cosmos_getAccounts', params: {} }, COSMOS_DEVNET)).toEqual([
      { algo: 'secp256k1', address: wallet.cosmosAddress, pubkey: expect.any(String) },
    ])
    const aminoDoc = makeSignDoc([], { amount: [{ denom: 'utsr', amount: '1' }], gas: '100000' }, 'tessera-devnet-1', 'hello', 0, 0)
    const amino = await dapp.request<{ signature: CosmosSignature }>(
      { method: 'cosmos_signAmino', params: { signerAddress: wallet.cosmosAddress, signDoc: aminoDoc } },
      COSMOS_DEVNET,
    )
    expect(await cosmosVerified(amino.signature, serializeSignDoc(aminoDoc))).toBe(true)
    const body = new Uint8Array([0x0a, 0x00])
    const direct = await dapp.request<{ signature: CosmosSignature }>(
      {
        method: 'cosmos_signDirect',
        params: {
          signerAddress: wallet.cosmosAddress,
          signDoc: { chainId: 'tessera-devnet-1', accountNumber: '5', authInfoBytes: '', bodyBytes: toBase64(body) },
        },
      },
      COSMOS_DEVNET,
    )
    const signDocBytes = new Uint8Array([0x0a, 2, ...body, 0x1a, 16, ...new TextEncoder().encode('tessera-devnet-1'), 0x20, 5])
    expect(await cosmosVerified(direct.signature, signDocBytes)).toBe(true)

    // The other namespaces in the same session still answer.
    const solanaMessage = new TextEncoder().encode('and Solana')
    const { getBase58Decoder } = await import('@solana/kit')
    const solanaSigned = await dapp.request<{ signature: string }>(
      { method: 'solana_signMessage', params: { message: getBase58Decoder().decode(solanaMessage), pubkey: wallet.solanaAddress } },
      SOLANA_DEVNET.caipNetworkId,
    )
    expect(verifySolanaSignature(wallet.solanaAddress, solanaMessage, solanaSigned.signature)).toBe(true)

    expect(wallet.requests.map((request) => `${request.namespace}:${request.method}:${request.status}`)).toEqual([
      'bip122:getAccountAddresses:approved',
      'bip122:signMessage:approved',
      'bip122:signMessage:approved',
      'bip122:sendTransfer:approved',
      'polkadot:polkadot_signMessage:approved',
      'polkadot:polkadot_signTransaction:approved',
      'cosmos:cosmos_getAccounts:approved',
      'cosmos:cosmos_signAmino:approved',
      'cosmos:cosmos_signDirect:approved',
      'solana:solana_signMessage:approved',
    ])
    expect(fetches.outbound).toEqual([])
  }, 30_000)

  it('lets a person reject each namespace’s request with 4001, answers reads without asking, and reports failures as JSON-RPC errors', async () => {
    wallet.autoApproveRequests = false
    for (const [chain, method, params] of [
      [BITCOIN_REGTEST, 'signMessage', { address: wallet.bitcoinAddress, message: 'no' }],
      [POLKADOT_WESTEND, 'polkadot_signMessage', { address: wallet.polkadotAddress, message: 'no' }],
      [COSMOS_DEVNET, 'cosmos_signAmino', { signerAddress: wallet.cosmosAddress, signDoc: makeSignDoc([], { amount: [], gas: '1' }, 'tessera-devnet-1', 'no', 0, 0) }],
    ] as const) {
      const declined = dapp.request({ method, params }, chain).catch((error: unknown) => error)
      expect(await wallet.rejectNextRequest()).toMatchObject({ namespace: chain.split(':')[0], chainId: chain, method, status: 'rejected' })
      expect(await declined).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    }
    // Reads repeat what the session granted: no prompt, and a person waiting to reject never gets one.
    const rejecting = wallet.rejectNextRequest()
    expect(await dapp.request({ method: 'cosmos_getAccounts', params: {} }, COSMOS_DEVNET)).toHaveLength(1)
    expect(wallet.pendingRequests).toEqual([])
    const signing = dapp.request({ method: 'polkadot_signMessage', params: { address: wallet.polkadotAddress, message: 'later' } }, POLKADOT_WESTEND)
    expect(await rejecting).toMatchObject({ method: 'polkadot_signMessage', status: 'rejected' })
    await expect(signing).rejects.toMatchObject({ code: 4001 })

    const failing = dapp.request({ method: 'sendTransfer', params: { account: wallet.bitcoinAddress, recipientAddress: RECIPIENT, amount: '900000000' } }, BITCOIN_REGTEST)
    const failed = failing.catch((error: unknown) => error)
    expect((await wallet.approveNextRequest()).error?.message).toMatch(/^Insufficient funds/)
    expect(await failed).toMatchObject({ code: -32000 })
    wallet.autoApproveRequests = true

    // A chain outside the session is the SDK's to refuse.
    await expect(dapp.request({ method: 'signMessage', params: {} }, BITCOIN_MAINNET)).rejects.toThrow()

    const deleted = new Promise<void>((resolve) => dapp.once('session_delete', () => resolve()))
    await wallet.disconnect()
    await deleted
    expect(wallet.sessions).toEqual([])

    // The person narrows what a session gets: Bitcoin mainnet only (its own keys, coin type 0), no Polkadot.
    wallet.autoApprove = false
    const connecting = dapp.connect({
      optionalNamespaces: {
        bip122: { chains: [BITCOIN_REGTEST, BITCOIN_MAINNET], methods: ['signMessage'], events: [] },
        polkadot: { chains: [POLKADOT_WESTEND], methods: POLKADOT_METHODS, events: [] },
      },
    })
    const narrowed = await wallet.approveNext({ bitcoinChains: [BITCOIN_MAINNET], polkadotChains: [] })
    wallet.autoApprove = true
    const session = await connecting
    expect(narrowed.polkadot).toBeUndefined()
    const [mainnetPayment, mainnetOrdinal] = bitcoinAddresses(createBitcoinAccount(undefined), BITCOIN_MAINNET)
    expect(mainnetPayment).toMatch(/^bc1q/)
    expect(session?.namespaces.bip122?.accounts).toEqual([`${BITCOIN_MAINNET}:${mainnetPayment}`, `${BITCOIN_MAINNET}:${mainnetOrdinal}`])
    const mainnet = await dapp.request<{ signature: string }>({ method: 'signMessage', params: { address: mainnetPayment, message: 'mainnet' } }, BITCOIN_MAINNET)
    expect(Verifier.verifySignature(mainnetPayment!, 'mainnet', mainnet.signature)).toBe(true)
    await wallet.disconnect()
    expect(fetches.outbound).toEqual([])
  }, 30_000)
})
