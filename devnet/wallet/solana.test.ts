// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../solana/cluster.mjs'
import { WalletRpcError } from './errors.mjs'
import { rpcFailure } from './test-dapp.js'
import { base58ToBytes, createSolanaAccount, describeSolanaRequest, MAX_MESSAGE_BYTES, solanaHandlers } from './solana.mjs'

const WALLET = SOLANA_DEV_ACCOUNTS[1]!
const RECIPIENT = SOLANA_DEV_ACCOUNTS[2]!.address
const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)

function transferBase64(lamports: number) {
  const transaction = new Transaction({ feePayer: new PublicKey(WALLET.address), recentBlockhash: SOLANA_DEVNET.genesisHash })
  transaction.add(SystemProgram.transfer({ fromPubkey: new PublicKey(WALLET.address), toPubkey: new PublicKey(RECIPIENT), lamports }))
  return getBase64Decoder().decode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
}


describe('the dev wallet’s Solana account', () => {
  it('defaults to dev account 1 on the devnet cluster, and refuses a seed or chain it cannot use', async () => {
    const account = await createSolanaAccount(undefined)
    expect(account).toMatchObject({ address: WALLET.address, chains: [SOLANA_DEVNET.caipNetworkId], rpcUrl: 'http://127.0.0.1:8899' })
    expect((await createSolanaAccount({ seed: SOLANA_DEV_ACCOUNTS[3]!.seed })).address).toBe(SOLANA_DEV_ACCOUNTS[3]!.address)
    await expect(createSolanaAccount({ seed: 'abcd' })).rejects.toThrow(/32 bytes in hex/)
    await expect(createSolanaAccount({ chains: ['eip155:1'] })).rejects.toThrow(/not a Solana CAIP-2 id/)
  })

  it('bounds what it reads: messages, transactions and lists', async () => {
    const handlers = solanaHandlers(await createSolanaAccount(undefined))
    // 'z' × n decodes to about 0.732 n bytes: just over and just under the 64 KiB bound.
    expect(base58ToBytes('z'.repeat(89_600)).length).toBeGreaterThan(MAX_MESSAGE_BYTES)
    expect(base58ToBytes('z'.repeat(89_000)).length).toBeLessThanOrEqual(MAX_MESSAGE_BYTES)
    const started = performance.now()
    expect((await rpcFailure(handlers.solana_signMessage!({ message: 'z'.repeat(89_600), pubkey: WALLET.address }))).code).toBe(-32602)
    expect(await handlers.solana_signMessage!({ message: 'z'.repeat(89_000), pubkey: WALLET.address })).toMatchObject({ signature: expect.any(String) })
    // A bound that takes seconds to check would let one request stall the wallet.
    expect(performance.now() - started).toBeLessThan(1_000)
    // Over 1232 bytes once decoded, though short enough as text to pass the length check.
    const oversized = getBase64Decoder().decode(new Uint8Array(1233).fill(1))
    expect((await rpcFailure(handlers.solana_signTransaction!({ transaction: oversized }))).message).toMatch(/over 1232 bytes/)
    expect((await rpcFailure(handlers.solana_signAllTransactions!({ transactions: [] }))).code).toBe(-32602)
    expect((await rpcFailure(handlers.solana_signTransaction!(null))).code).toBe(-32602)
    expect((await rpcFailure(handlers.solana_signAndSendTransaction!({ transaction: transferBase64(1), sendOptions: { preflightCommitment: 'soon' } }))).code).toBe(
      -32602,
    )
  })

  describe('solana_signAndSendTransaction against a cluster that fails', () => {
    let server: http.Server
    let url: string
    beforeAll(async () => {
      server = http.createServer((_request, response) =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32002, message: 'Transaction simulation failed: insufficient funds' } })),
      )
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it('passes the cluster’s error on, and says so when nothing answers', async () => {
      const handlers = solanaHandlers(await createSolanaAccount({ rpcUrl: url }))
      expect(await rpcFailure(handlers.solana_signAndSendTransaction!({ transaction: transferBase64(5) }))).toMatchObject({
        code: -32002,
        message: 'Transaction simulation failed: insufficient funds',
      })
      const silent = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1}'))
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
      const noSignature = solanaHandlers(await createSolanaAccount({ rpcUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` }))
      expect((await rpcFailure(noSignature.solana_signAndSendTransaction!({ transaction: transferBase64(5) }))).message).toMatch(/without a signature/)
      await new Promise<void>((resolve) => silent.close(() => resolve()))
      const closed = solanaHandlers(await createSolanaAccount({ rpcUrl: 'http://127.0.0.1:9' }))
      expect((await rpcFailure(closed.solana_signAndSendTransaction!({ transaction: transferBase64(5) }))).message).toMatch(/does not answer/)
    })
  })
})

describe('base58ToBytes', () => {
  it('reads what @solana/kit writes, leading zero bytes included', () => {
    for (const bytes of [new Uint8Array(), new Uint8Array([0]), new Uint8Array([0, 0, 1, 2, 255]), new Uint8Array(300).map((_, i) => (i * 37) % 256)]) {
      expect(base58ToBytes(base58(bytes))).toEqual(bytes)
    }
    expect(() => base58ToBytes('0OIl')).toThrow(WalletRpcError)
  })
})

describe('describeSolanaRequest: what the page shows a person', () => {
  it('shows a message as text, binary as hex, a transfer in SOL, and anything unreadable as JSON', () => {
    const text = describeSolanaRequest('solana_signMessage', { message: base58(new TextEncoder().encode('Sign in to Tessera')), pubkey: WALLET.address })
    expect(text).toBe(`Sign in to Tessera\n\nsigned by ${WALLET.address}`)
    expect(describeSolanaRequest('solana_signMessage', { message: base58(new Uint8Array([0, 1, 255])), pubkey: WALLET.address })).toMatch(/^0x0001ff\n/)
    expect(describeSolanaRequest('solana_signTransaction', { transaction: transferBase64(1_500_000_000) })).toBe(
      [`fee payer  ${WALLET.address}`, `signers    ${WALLET.address}`, `transfer   1.5 SOL from ${WALLET.address} to ${RECIPIENT}`].join('\n'),
    )
    expect(describeSolanaRequest('solana_signAllTransactions', { transactions: [transferBase64(1), transferBase64(2)] })).toMatch(
      /^#1\n[\s\S]*0\.000000001 SOL[\s\S]*#2\n[\s\S]*0\.000000002 SOL/,
    )
    expect(describeSolanaRequest('solana_signAndSendTransaction', { transaction: transferBase64(1) })).toMatch(/then sent to the cluster$/)
    expect(describeSolanaRequest('solana_signTransaction', { transaction: '<b>not a transaction</b>' })).toBe(
      JSON.stringify({ transaction: '<b>not a transaction</b>' }, null, 2),
    )
  })
})
