// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getBase58Decoder } from '@solana/kit'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../relay/index.mjs'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../solana/cluster.mjs'
import { recordOffLoopbackFetches } from '../test-devnet.mjs'
import { TEST_WALLET_PRIVATE_KEYS } from '../test-wallet.mjs'
import { createDevWallet, type DevWallet } from './client.mjs'
import { startTestDapp, verifySolanaSignature } from './test-dapp.js'

const PROJECT_ID = 'tessera-devnet-project'
const [KEY] = TEST_WALLET_PRIVATE_KEYS
const SOLANA_CHAIN = SOLANA_DEVNET.caipNetworkId
const WALLET_ACCOUNT = SOLANA_DEV_ACCOUNTS[1]!
const RECIPIENT = new PublicKey(SOLANA_DEV_ACCOUNTS[2]!.address)
const OTHER_SIGNER = new PublicKey(SOLANA_DEV_ACCOUNTS[3]!.address)
const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions']

const base58 = { encode: (bytes: Uint8Array) => getBase58Decoder().decode(bytes) }

/** A transfer out of `from`, unsigned, as a dapp on @solana/web3.js 1.x builds it. */
function transfer(from: PublicKey, lamports: number, feePayer = from) {
  const transaction = new Transaction({ feePayer, recentBlockhash: SOLANA_DEVNET.genesisHash })
  transaction.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: RECIPIENT, lamports }))
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/**
 * Stands in for the devnet's Solana cluster, which this test does not start: it takes `sendTransaction` only when
 * every signature verifies, and answers the transaction's first signature, as a cluster does.
 */
async function startFakeCluster() {
  const received: Transaction[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: [string, { encoding?: string }] }
      const answer = (payload: object) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, ...payload }))
      if (method !== 'sendTransaction' || params[1]?.encoding !== 'base64') return answer({ error: { code: -32601, message: 'Method not found' } })
      const transaction = Transaction.from(Buffer.from(params[0], 'base64'))
      if (!transaction.verifySignatures()) return answer({ error: { code: -32003, message: 'Transaction signature verification failure' } })
      received.push(transaction)
      answer({ result: base58.encode(transaction.signature!) })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('dapp (UniversalProvider) ↔ dev wallet: the solana namespace', () => {
  let relay: Relay
  let cluster: Awaited<ReturnType<typeof startFakeCluster>>
  let wallet: DevWallet
  let fetches: ReturnType<typeof recordOffLoopbackFetches>
  const cleanups: (() => Promise<void>)[] = []

  const newDapp = async (name: string) => {
    const { provider, close } = await startTestDapp(relay.url, name)
    cleanups.push(close)
    provider.on('display_uri', (uri: string) => void wallet.pair(uri))
    return provider
  }
  const solanaNamespace = (methods = SOLANA_METHODS) => ({
    chains: [SOLANA_CHAIN],
    methods,
    events: [],
    rpcMap: { [SOLANA_CHAIN.split(':')[1]!]: cluster.url },
  })

  beforeAll(async () => {
    fetches = recordOffLoopbackFetches()
    relay = await startRelay({ port: 0 })
    cluster = await startFakeCluster()
    wallet = await createDevWallet({
      relayUrl: relay.url,
      projectId: PROJECT_ID,
      privateKey: KEY,
      chains: [31337],
      // No EVM request in this file reaches a chain.
      rpcUrls: { 31337: 'http://127.0.0.1:9' },
      solana: { seed: WALLET_ACCOUNT.seed, chains: [SOLANA_CHAIN], rpcUrl: cluster.url },
    })
    cleanups.push(() => wallet.close())
  }, 20_000)

  afterAll(async () => {
    fetches?.restore()
    for (const cleanup of cleanups.splice(0)) await cleanup()
    await relay?.close()
    await cluster?.close()
  })

  it('grants eip155 and solana in one session, signs messages and transactions, sends, and ends both on disconnect', async () => {
    expect(wallet.solanaAddress).toBe(WALLET_ACCOUNT.address)
    const dapp = await newDapp('Solana test')
    const session = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
        solana: solanaNamespace(),
      },
    })
    expect(session?.namespaces.solana).toMatchObject({ accounts: [`${SOLANA_CHAIN}:${WALLET_ACCOUNT.address}`], methods: SOLANA_METHODS, events: [] })
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`])
    expect(wallet.sessions).toHaveLength(1)
    expect(wallet.sessions[0]).toMatchObject({
      chains: [31337],
      accounts: [wallet.address],
      solana: { chains: [SOLANA_CHAIN], accounts: [WALLET_ACCOUNT.address], methods: SOLANA_METHODS },
    })

    const message = new TextEncoder().encode('Sign in to Tessera on Solana')
    const signed = await dapp.request<{ signature: string }>(
      { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: WALLET_ACCOUNT.address } },
      SOLANA_CHAIN,
    )
    expect(verifySolanaSignature(WALLET_ACCOUNT.address, message, signed.signature)).toBe(true)

    const from = new PublicKey(WALLET_ACCOUNT.address)
    const unsigned = transfer(from, 5_000_000)
    const result = await dapp.request<{ signature: string; transaction: string }>(
      { method: 'solana_signTransaction', params: { transaction: unsigned.toString('base64'), pubkey: WALLET_ACCOUNT.address } },
      SOLANA_CHAIN,
    )
    const signedTransaction = Transaction.from(Buffer.from(result.transaction, 'base64'))
    expect(signedTransaction.verifySignatures()).toBe(true)
    expect(base58.encode(signedTransaction.signature!)).toBe(result.signature)
    expect(signedTransaction.instructions[0]?.programId.equals(SystemProgram.programId)).toBe(true)

    // Older dapps sent the wire transaction in base58; the answer is base64 either way.
    const fromBase58 = await dapp.request<{ transaction: string }>(
      { method: 'solana_signTransaction', params: { transaction: base58.encode(transfer(from, 7)) } },
      SOLANA_CHAIN,
    )
    expect(Transaction.from(Buffer.from(fromBase58.transaction, 'base64')).verifySignatures()).toBe(true)

    const all = await dapp.request<{ transactions: string[] }>(
      { method: 'solana_signAllTransactions', params: { transactions: [transfer(from, 1), transfer(from, 2)].map((bytes) => bytes.toString('base64')) } },
      SOLANA_CHAIN,
    )
    expect(all.transactions.map((encoded) => Transaction.from(Buffer.from(encoded, 'base64')).verifySignatures())).toEqual([true, true])

    const sent = await dapp.request<{ signature: string }>(
      { method: 'solana_signAndSendTransaction', params: { transaction: transfer(from, 42).toString('base64'), sendOptions: { preflightCommitment: 'confirmed' } } },
      SOLANA_CHAIN,
    )
    expect(cluster.received).toHaveLength(1)
    expect(base58.encode(cluster.received[0]!.signature!)).toBe(sent.signature)
    expect(verifySolanaSignature(WALLET_ACCOUNT.address, cluster.received[0]!.serializeMessage(), sent.signature)).toBe(true)

    expect(wallet.requests.map((request) => [request.namespace, request.chainId, request.method, request.status])).toEqual([
      ['solana', SOLANA_CHAIN, 'solana_signMessage', 'approved'],
      ['solana', SOLANA_CHAIN, 'solana_signTransaction', 'approved'],
      ['solana', SOLANA_CHAIN, 'solana_signTransaction', 'approved'],
      ['solana', SOLANA_CHAIN, 'solana_signAllTransactions', 'approved'],
      ['solana', SOLANA_CHAIN, 'solana_signAndSendTransaction', 'approved'],
    ])

    const deleted = new Promise<void>((resolve) => dapp.once('session_delete', () => resolve()))
    await wallet.disconnect()
    await deleted
    expect(dapp.session).toBeUndefined()
    expect(wallet.sessions).toEqual([])
    expect(fetches.outbound).toEqual([])
  }, 20_000)

  it('answers malformed or foreign requests with JSON-RPC errors and keeps serving; a person can reject', async () => {
    const dapp = await newDapp('Solana errors')
    await dapp.connect({ optionalNamespaces: { solana: solanaNamespace() } })
    expect(dapp.session?.namespaces.eip155).toBeUndefined()
    // An EVM account change leaves a Solana-only session alone.
    await wallet.emitAccountsChanged([wallet.address])

    const ask = (method: string, params: object) => dapp.request({ method, params }, SOLANA_CHAIN)
    const from = new PublicKey(WALLET_ACCOUNT.address)
    await expect(ask('solana_signMessage', { message: '0OIl', pubkey: WALLET_ACCOUNT.address })).rejects.toMatchObject({ code: -32602 })
    await expect(ask('solana_signMessage', ['not', 'an object'])).rejects.toMatchObject({ code: -32602 })
    await expect(ask('solana_signMessage', { message: base58.encode(new Uint8Array([1])), pubkey: SOLANA_DEV_ACCOUNTS[0]!.address })).rejects.toMatchObject({
      code: 4100,
    })
    await expect(ask('solana_signTransaction', { transaction: 'AAAA' })).rejects.toMatchObject({ code: -32602 })
    await expect(ask('solana_signTransaction', { transaction: 'x'.repeat(5_000) })).rejects.toMatchObject({ code: -32602 })
    // Not this wallet's transaction: it is asked for no signature in it.
    await expect(ask('solana_signTransaction', { transaction: transfer(OTHER_SIGNER, 1).toString('base64') })).rejects.toMatchObject({
      code: -32602,
    })
    // The SDK gives the dapp the standard text for a standard code; the wallet's log keeps why.
    expect(wallet.requests.at(-1)?.error?.message).toBe(`The transaction does not ask ${WALLET_ACCOUNT.address} to sign.`)
    await expect(ask('solana_signAllTransactions', { transactions: Array.from({ length: 33 }, () => transfer(from, 1).toString('base64')) })).rejects.toMatchObject({
      code: -32602,
    })

    // A transaction the wallet signs only in part (another key pays the fee) still comes back with its signature.
    const partial = await ask('solana_signTransaction', { transaction: transfer(from, 3, OTHER_SIGNER).toString('base64') })
    const partly = Transaction.from(Buffer.from((partial as { transaction: string }).transaction, 'base64'))
    expect(partly.signatures.find((entry) => entry.publicKey.equals(from))?.signature).not.toBeNull()
    expect(partly.signatures.find((entry) => entry.publicKey.equals(OTHER_SIGNER))?.signature).toBeNull()

    wallet.autoApproveRequests = false
    const declined = ask('solana_signMessage', { message: base58.encode(new TextEncoder().encode('no')), pubkey: WALLET_ACCOUNT.address })
    const rejected = await wallet.rejectNextRequest()
    expect(rejected).toMatchObject({ namespace: 'solana', chainId: SOLANA_CHAIN, method: 'solana_signMessage', status: 'rejected' })
    await expect(declined).rejects.toMatchObject({ code: 4001 })
    const approved = ask('solana_signMessage', { message: base58.encode(new TextEncoder().encode('yes')), pubkey: WALLET_ACCOUNT.address })
    expect((await wallet.approveNextRequest()).status).toBe('approved')
    const { signature } = (await approved) as { signature: string }
    expect(verifySolanaSignature(WALLET_ACCOUNT.address, new TextEncoder().encode('yes'), signature)).toBe(true)
    wallet.autoApproveRequests = true

    await wallet.disconnect()
    expect(fetches.outbound).toEqual([])
  }, 20_000)
})
