// @vitest-environment node
/**
 * The cluster seen by an independent client: @solana/web3.js 1.x, which checks every answer against its own schemas.
 */
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEV_BALANCE_LAMPORTS, SOLANA_DEVNET } from './cluster.mjs'
import { freePort } from '../free-port.mjs'
import { startSolanaCluster, type SolanaCluster } from './service.mjs'

const FEE = 5_000
const keypair = (index: number) => Keypair.fromSeed(Buffer.from(SOLANA_DEV_ACCOUNTS[index]?.seed ?? '', 'hex'))

let cluster: SolanaCluster
let connection: Connection

beforeAll(async () => {
  cluster = await startSolanaCluster({ port: 0 })
  connection = new Connection(cluster.rpcUrl, { commitment: 'confirmed', wsEndpoint: cluster.wsUrl })
})
afterAll(() => cluster?.close())

const transfer = (from: Keypair, to: PublicKey, lamports: number) =>
  sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })), [from])

describe('@solana/web3.js 1.x against the devnet cluster', () => {
  it('reports the fixed genesis hash', async () => {
    expect(await connection.getGenesisHash()).toBe(SOLANA_DEVNET.genesisHash)
  })

  it('starts with every dev account funded', async () => {
    for (const { address } of SOLANA_DEV_ACCOUNTS) {
      expect(BigInt(await connection.getBalance(new PublicKey(address)))).toBe(SOLANA_DEV_BALANCE_LAMPORTS)
    }
  })

  it('airdrops to a new account and confirms the airdrop', async () => {
    const fresh = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(fresh, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const confirmation = await connection.confirmTransaction({ signature, ...latest })
    expect(confirmation.value.err).toBeNull()
    expect(await connection.getBalance(fresh)).toBe(2 * LAMPORTS_PER_SOL)
  })

  it('transfers between two dev accounts, charging 5000 lamports per signature', async () => {
    const from = keypair(2)
    const to = keypair(3).publicKey
    const [fromBefore, toBefore] = [await connection.getBalance(from.publicKey), await connection.getBalance(to)]
    const signature = await transfer(from, to, LAMPORTS_PER_SOL)
    expect(await connection.getBalance(from.publicKey)).toBe(fromBefore - LAMPORTS_PER_SOL - FEE)
    expect(await connection.getBalance(to)).toBe(toBefore + LAMPORTS_PER_SOL)
    const statuses = await connection.getSignatureStatuses([signature])
    expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta).toMatchObject({ err: null, fee: FEE })
    expect(landed?.meta?.postBalances[1]).toBe(toBefore + LAMPORTS_PER_SOL)
  })

  it('lands two identical transfers in a row', async () => {
    const from = keypair(2)
    const to = keypair(3).publicKey
    const before = await connection.getBalance(to)
    const first = await transfer(from, to, 1_000_000)
    const second = await transfer(from, to, 1_000_000)
    expect(second).not.toBe(first)
    expect(await connection.getBalance(to)).toBe(before + 2_000_000)
  })

  it('rejects in preflight a transfer the sender cannot pay, with the simulation logs', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({ signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL), ...(await connection.getLatestBlockhash()) })
    const error = await transfer(poor, keypair(3).publicKey, 5 * LAMPORTS_PER_SOL).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toContain('Transaction simulation failed')
    expect((error as SendTransactionError).logs?.join('\n')).toContain('insufficient lamports')
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('answers getAccountInfo and getMinimumBalanceForRentExemption in web3.js shapes', async () => {
    const info = await connection.getAccountInfo(keypair(0).publicKey)
    expect(info?.owner.toBase58()).toBe(SystemProgram.programId.toBase58())
    expect(info?.data.length).toBe(0)
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
  })

  it('serves subscriptions on port + 1, where web3.js looks when given only the http URL', async () => {
    let other: SolanaCluster | undefined
    // A free port's neighbour may be taken: a few tries.
    for (let attempt = 0; attempt < 5 && !other; attempt++) {
      const port = await freePort()
      other = await startSolanaCluster({ port }).catch(() => undefined)
    }
    if (!other) throw new Error('No free pair of ports')
    try {
      expect(new URL(other.wsUrl).port).toBe(String(Number(new URL(other.rpcUrl).port) + 1))
      const plain = new Connection(other.rpcUrl, 'confirmed')
      const from = keypair(0)
      const to = keypair(1).publicKey
      const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 1_000 }))
      await sendAndConfirmTransaction(plain, tx, [from])
      expect(await plain.getBalance(to)).toBe(Number(SOLANA_DEV_BALANCE_LAMPORTS) + 1_000)
      // web3.js subscribes lazily, so slots are moved on until its socket to port + 1 reports one.
      const slot = new Promise<number>((resolve) => {
        const id = plain.onSlotChange((info) => {
          void plain.removeSlotChangeListener(id)
          resolve(info.slot)
        })
      })
      const ticker = setInterval(() => void plain.requestAirdrop(to, LAMPORTS_PER_SOL), 50)
      try {
        expect(await slot).toBeGreaterThan(1)
      } finally {
        clearInterval(ticker)
      }
    } finally {
      await other.close()
    }
  })
})
