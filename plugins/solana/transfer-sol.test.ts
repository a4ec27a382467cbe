// @vitest-environment node
// Node, not the DOM: @solana/kit's Node build (what vitest resolves) needs Node's own AbortController.
import { SystemProgram, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { KitError, type Clock, type TimerId } from '../../kernel/index.js'
import { encodeBase58 } from './base58.js'
import { defineSolanaNetwork } from './define-network.js'
import { solanaLocal } from './networks.js'
import type { SolanaWalletProvider } from './solana-provider.js'
import { ALICE, BOB, SIGNATURE } from './test-wallet.js'
import { startRpcServer } from './test-rpc-server.js'
import { transactionBytes } from './transaction-bytes.js'
import { CONFIRM_TIMEOUT_MS, transferSol } from './transfer-sol.js'

const BLOCKHASH = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'
let close: () => Promise<void>
let url = ''
/** What getSignatureStatuses answers, one entry per poll (the last one repeats). */
let statuses: unknown[] = []
const methods: string[] = []
beforeAll(async () => {
  ;({ url, close } = await startRpcServer((call) => {
    methods.push(call.method)
    const result =
      call.method === 'getLatestBlockhash'
        ? { context: { slot: 1 }, value: { blockhash: BLOCKHASH, lastValidBlockHeight: 150 } }
        : { context: { slot: 2 }, value: [statuses.length > 1 ? statuses.shift() : statuses[0]] }
    return { body: JSON.stringify({ jsonrpc: '2.0', id: call.id, result }) }
  }))
})
afterAll(() => close())
beforeEach(() => {
  methods.length = 0
})

const confirmed = (confirmationStatus: string, err: unknown = null) => ({ slot: 2, confirmations: 1, err, status: err ? { Err: err } : { Ok: null }, confirmationStatus })

/** Time that moves only when a timer is set: each poll's wait passes at once. */
function instantClock(): Clock {
  let now = 0
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      now += ms
      queueMicrotask(fn)
      return 0 as TimerId
    },
    clearTimeout: () => {},
  }
}

function wallet() {
  const sent: { bytes: Uint8Array; commitment?: string }[] = []
  const provider: SolanaWalletProvider = {
    publicKey: ALICE,
    signMessage: async () => SIGNATURE,
    signTransaction: async (tx) => transactionBytes(tx),
    signAndSendTransaction: async (tx, options) => {
      sent.push({ bytes: await transactionBytes(tx), ...(options?.commitment ? { commitment: options.commitment } : {}) })
      return encodeBase58(SIGNATURE)
    },
  }
  return { provider, sent }
}

const network = () => defineSolanaNetwork({ reference: String(solanaLocal.id), name: 'local', rpcUrls: [url] })

describe('transferSol', () => {
  it('builds a system transfer on a fresh blockhash, sends it through the wallet and waits for the commitment', async () => {
    statuses = [null, confirmed('processed'), confirmed('confirmed')]
    const { provider, sent } = wallet()
    await expect(transferSol({ provider, network: network(), to: BOB, lamports: 1_500_000n, clock: instantClock() })).resolves.toBe(encodeBase58(SIGNATURE))
    expect(methods).toEqual(['getLatestBlockhash', 'getSignatureStatuses', 'getSignatureStatuses', 'getSignatureStatuses'])
    expect(sent).toHaveLength(1)
    expect(sent[0]!.commitment).toBe('confirmed')
    // Read back with web3.js 1.x, an independent decoder.
    const tx = VersionedTransaction.deserialize(sent[0]!.bytes)
    const keys = tx.message.staticAccountKeys.map((k) => k.toBase58())
    expect(tx.message.recentBlockhash).toBe(BLOCKHASH)
    expect(keys[0]).toBe(ALICE)
    const [instruction] = tx.message.compiledInstructions
    expect(keys[instruction!.programIdIndex]).toBe(SystemProgram.programId.toBase58())
    expect(instruction!.accountKeyIndexes.map((i) => keys[i])).toEqual([ALICE, BOB])
    const data = Buffer.from(instruction!.data)
    expect(data.readUInt32LE(0)).toBe(2) // SystemInstruction::Transfer
    expect(data.readBigUInt64LE(4)).toBe(1_500_000n)
  })

  it('rejects a transaction that failed on chain, and one never confirmed in time', async () => {
    statuses = [confirmed('confirmed', { InstructionError: [0, { Custom: 1 }] })]
    await expect(transferSol({ provider: wallet().provider, network: network(), to: BOB, lamports: 1n, clock: instantClock() })).rejects.toThrow('The transfer failed on chain')
    statuses = [null]
    const clock = instantClock()
    await expect(transferSol({ provider: wallet().provider, network: network(), to: BOB, lamports: 1n, commitment: 'finalized', clock })).rejects.toThrow('not finalized in time')
    expect(clock.now()).toBeGreaterThanOrEqual(CONFIRM_TIMEOUT_MS)
  })

  it('refuses a bad receiver, amount or commitment before the wallet is asked', async () => {
    const { provider, sent } = wallet()
    const base = { provider, network: network(), clock: instantClock() }
    await expect(transferSol({ ...base, to: '0xabc', lamports: 1n })).rejects.toThrow('Invalid Solana address')
    await expect(transferSol({ ...base, to: BOB, lamports: 0n })).rejects.toThrow('An amount and receiver address are required')
    await expect(transferSol({ ...base, to: BOB, lamports: 1n, commitment: 'soon' as never })).rejects.toBeInstanceOf(KitError)
    expect(sent).toEqual([])
    expect(methods).toEqual([])
  })
})
