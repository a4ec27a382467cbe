// @vitest-environment node
import * as kit from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { base58 } from '@scure/base'
import { verify } from 'node:crypto'
import { recoverMessageAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { eip155Request } from './page/eip155.mjs'
import { signatureSlot, solanaRequest } from './page/solana.mjs'
import { SOLANA_DEVNET } from '../solana/cluster.mjs'
import { startSolanaCluster, type SolanaCluster } from '../solana/service.mjs'

// The frame's signing routes on Node's WebCrypto, with keys made the way the frame stores them.
const SECRET = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const CHAIN = { id: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:1' }
let keys: Parameters<typeof eip155Request>[1]['keys']
let solanaPublicKey: CryptoKey

beforeAll(async () => {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, Buffer.from(SECRET.slice(2), 'hex'))
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair
  solanaPublicKey = pair.publicKey
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  keys = { userId: 'u', evm: { address: privateKeyToAddress(SECRET), iv, ciphertext, key }, solana: { address: base58.encode(raw), privateKey: pair.privateKey } }
})

const failure = (promise: Promise<unknown>) => promise.then(() => ({ message: 'resolved' }), (error: Error & { code?: unknown }) => ({ message: error.message, code: error.code }))

describe('eip155 requests', () => {
  it('signs personal_sign with the stored key, for its own address only', async () => {
    const signature = (await eip155Request({ method: 'personal_sign', params: ['0x6869', keys.evm.address] }, { keys, chain: CHAIN })) as `0x${string}`
    expect(await recoverMessageAddress({ message: { raw: '0x6869' }, signature })).toBe(keys.evm.address)
    expect(await failure(eip155Request({ method: 'personal_sign', params: ['0x6869', '0x000000000000000000000000000000000000dEaD'] }, { keys, chain: CHAIN }))).toEqual({
      message: 'The address is not this account',
      code: 4100,
    })
  })

  it('answers accounts and chain id itself, and refuses malformed params and methods it does not serve', async () => {
    expect(await eip155Request({ method: 'eth_accounts' }, { keys, chain: CHAIN })).toEqual([keys.evm.address])
    expect(await eip155Request({ method: 'eth_chainId' }, { keys, chain: CHAIN })).toBe('0x7a69')
    expect(await failure(eip155Request({ method: 'personal_sign', params: ['0x68'] }, { keys, chain: CHAIN }))).toEqual({ message: 'Invalid params', code: -32602 })
    expect(await failure(eip155Request({ method: 'eth_signTypedData_v4', params: [keys.evm.address, '{not json'] }, { keys, chain: CHAIN }))).toEqual({ message: 'Invalid params', code: -32602 })
    for (const method of ['eth_sign', 'wallet_sendCalls', 'debug_traceTransaction', 'anvil_setBalance']) {
      expect(await failure(eip155Request({ method, params: [] }, { keys, chain: CHAIN }))).toEqual({ message: 'Requested RPC call is not allowed', code: 4200 })
    }
    expect(await failure(eip155Request({ method: 'eth_getBalance', params: [keys.evm.address, 'latest'] }, { keys, chain: CHAIN }))).toEqual({ message: 'Could not reach the chain', code: -32603 })
  })
})

describe('solana requests', () => {
  const legacyTransfer = (signers: string[]) => {
    const [payer, ...others] = signers
    const message = kit.pipe(
      kit.createTransactionMessage({ version: 'legacy' }),
      (tx) => kit.setTransactionMessageFeePayer(kit.address(payer!), tx),
      (tx) => kit.setTransactionMessageLifetimeUsingBlockhash({ blockhash: kit.blockhash('7SWpcXKMxF3SJwhED1sMHh6gokkTgxyY3ikxLKifpKxD'), lastValidBlockHeight: 1n }, tx),
      (tx) =>
        kit.appendTransactionMessageInstructions(
          [payer!, ...others].map((source) =>
            getTransferSolInstruction({ source: kit.createNoopSigner(kit.address(source)), destination: kit.address('8apBKiED8sFLDqPM5mksCBAvw9eLf5qnHKzFwrHYGL6Y'), amount: kit.lamports(1n) }),
          ),
          tx,
        ),
    )
    const compiled = kit.compileTransaction(message)
    return { wire: new Uint8Array(kit.getTransactionEncoder().encode(compiled)), messageBytes: new Uint8Array(compiled.messageBytes) }
  }
  const verifies = async (message: Uint8Array, signature: Uint8Array) => crypto.subtle.verify({ name: 'Ed25519' }, solanaPublicKey, new Uint8Array(signature), new Uint8Array(message))

  it('signs a legacy transaction in its own signature slot, the second of two', async () => {
    const other = 'CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL'
    const { wire, messageBytes } = legacyTransfer([other, keys.solana.address])
    expect(signatureSlot(wire, base58.decode(keys.solana.address)).slot).toBe(1 + 64)
    const signed = (await solanaRequest({ method: 'solana_signTransaction', params: { transaction: Buffer.from(wire).toString('base64') } }, { keys })) as { signature: string; transaction: string }
    const bytes = Buffer.from(signed.transaction, 'base64')
    expect(bytes.subarray(1, 65)).toEqual(Buffer.alloc(64))
    expect(await verifies(messageBytes, bytes.subarray(65, 129))).toBe(true)
    expect(base58.encode(bytes.subarray(65, 129))).toBe(signed.signature)
  })

  it('refuses a transaction this key is not asked to sign, and bytes that are no transaction', async () => {
    const { wire } = legacyTransfer(['CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL'])
    expect(await failure(solanaRequest({ method: 'solana_signTransaction', params: { transaction: Buffer.from(wire).toString('base64') } }, { keys }))).toEqual({
      message: 'The transaction does not ask this account to sign',
      code: 4100,
    })
    for (const transaction of ['', 'AQ==', Buffer.from([2, ...new Array(64).fill(0)]).toString('base64'), 'not base64!']) {
      expect(await failure(solanaRequest({ method: 'solana_signTransaction', params: { transaction } }, { keys }))).toEqual({ message: 'Invalid transaction', code: -32602 })
    }
  })

  it('signs a message that Node verifies, and refuses another pubkey or an unknown method', async () => {
    const message = new TextEncoder().encode('hello')
    const { signature } = (await solanaRequest({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: keys.solana.address } }, { keys })) as { signature: string }
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), base58.decode(keys.solana.address)])
    expect(verify(null, message, { key: spki, format: 'der', type: 'spki' }, base58.decode(signature))).toBe(true)
    expect(await failure(solanaRequest({ method: 'solana_signMessage', params: { message: '2', pubkey: 'CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL' } }, { keys }))).toMatchObject({ code: 4100 })
    expect(await failure(solanaRequest({ method: 'solana_signAllTransactions', params: {} }, { keys }))).toEqual({ message: 'Invalid params', code: -32602 })
    expect(await failure(solanaRequest({ method: 'solana_signIn', params: {} }, { keys }))).toEqual({ message: 'Requested RPC call is not allowed', code: 4200 })
  })

  it('signs several transactions at once, each in its own slot', async () => {
    const first = legacyTransfer([keys.solana.address])
    const second = legacyTransfer(['CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL', keys.solana.address])
    const { transactions } = (await solanaRequest(
      { method: 'solana_signAllTransactions', params: { transactions: [first.wire, second.wire].map((w) => Buffer.from(w).toString('base64')) } },
      { keys },
    )) as { transactions: string[] }
    const [a, b] = transactions.map((t) => Buffer.from(t, 'base64'))
    expect(await verifies(first.messageBytes, a!.subarray(1, 65))).toBe(true)
    expect(await verifies(second.messageBytes, b!.subarray(65, 129))).toBe(true)
    const tooMany = new Array(17).fill(Buffer.from(first.wire).toString('base64'))
    expect(await failure(solanaRequest({ method: 'solana_signAllTransactions', params: { transactions: tooMany } }, { keys }))).toEqual({ message: 'Invalid params', code: -32602 })
  })

  describe('signAndSend, on the devnet cluster', () => {
    let cluster: SolanaCluster
    beforeAll(async () => {
      cluster = await startSolanaCluster({ port: 0 })
      return () => cluster.close()
    })

    it('signs and sends a transfer the cluster executes, and needs a cluster it knows', async () => {
      const rpc = kit.createSolanaRpc(cluster.rpcUrl)
      await rpc.requestAirdrop(kit.address(keys.solana.address), kit.lamports(1_000_000_000n)).send()
      const receiver = kit.address('8apBKiED8sFLDqPM5mksCBAvw9eLf5qnHKzFwrHYGL6Y')
      const before = (await rpc.getBalance(receiver).send()).value
      const { value: latest } = await rpc.getLatestBlockhash().send()
      const message = kit.pipe(
        kit.createTransactionMessage({ version: 0 }),
        (tx) => kit.setTransactionMessageFeePayer(kit.address(keys.solana.address), tx),
        (tx) => kit.setTransactionMessageLifetimeUsingBlockhash(latest, tx),
        (tx) => kit.appendTransactionMessageInstruction(getTransferSolInstruction({ source: kit.createNoopSigner(kit.address(keys.solana.address)), destination: receiver, amount: kit.lamports(5_000n) }), tx),
      )
      const transaction = Buffer.from(kit.getTransactionEncoder().encode(kit.compileTransaction(message))).toString('base64')
      const where = { id: SOLANA_DEVNET.caipNetworkId, rpcUrl: cluster.rpcUrl }
      const { signature } = (await solanaRequest({ method: 'solana_signAndSendTransaction', params: { transaction, pubkey: keys.solana.address } }, { keys, cluster: where })) as { signature: string }
      expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
      await expect.poll(async () => (await rpc.getBalance(receiver).send()).value).toBe(before + 5_000n)
      expect(await failure(solanaRequest({ method: 'solana_signAndSendTransaction', params: { transaction } }, { keys }))).toEqual({
        message: 'This Solana network is not supported',
        code: 4901,
      })
    })
  })
})
