import * as z from 'zod/mini'
import { ErrorCode, KitError, sleep, systemClock, type CaipNetwork, type Clock } from '../../kernel/index.js'
import { isSolanaAddress } from './address.js'
import { walletCommitment, type SolanaCommitment, type WalletCommitment } from './commitment.js'
import { solanaRpc } from './rpc.js'
import type { SolanaWalletProvider } from './solana-provider.js'

/** How long a sent transfer is watched: about the lifetime of its blockhash (150 blocks of ~400 ms). */
export const CONFIRM_TIMEOUT_MS = 60_000
export const CONFIRM_POLL_MS = 1_000

const LEVELS: readonly WalletCommitment[] = ['processed', 'confirmed', 'finalized']
/** One getSignatureStatuses entry, as far as the wait reads it. */
const statusSchema = z.nullable(z.object({ confirmationStatus: z.nullable(z.enum(LEVELS)), err: z.unknown() }))

export interface TransferSolParameters {
  /** The connected wallet: a Solana connector's `getProvider()`. */
  readonly provider: SolanaWalletProvider
  /** The cluster the kit is on; its first HTTP RPC URL gives the blockhash and the confirmation. */
  readonly network: CaipNetwork
  readonly to: string
  readonly lamports: bigint
  /** Spec §5 commitments; 'confirmed' when absent. */
  readonly commitment?: SolanaCommitment
  readonly signal?: AbortSignal
  readonly clock?: Clock
}

/**
 * Sends SOL from the connected wallet: a system transfer built with @solana/kit (loaded here), a recent blockhash
 * from the cluster, the wallet's signAndSendTransaction, then getSignatureStatuses until the commitment is reached
 * (at most CONFIRM_TIMEOUT_MS). Resolves with the signature; a failed transaction or a timeout rejects with a KitError.
 */
export async function transferSol(p: TransferSolParameters): Promise<string> {
  const level = walletCommitment(p.commitment ?? 'confirmed')!
  const from = p.provider.publicKey
  if (!from) throw new KitError('Connector not connected', { code: ErrorCode.UNAUTHORIZED })
  if (!isSolanaAddress(p.to)) throw new KitError('Invalid Solana address', { code: ErrorCode.INVALID_PARAMS, metaMessages: [`to: ${p.to.slice(0, 60)}`] })
  if (p.lamports <= 0n) throw new KitError('An amount and receiver address are required', { code: ErrorCode.INVALID_PARAMS })
  const { rpc, compiled } = await buildSolTransfer({ network: p.network, from, to: p.to, lamports: p.lamports, level, signal: p.signal })
  const signature = await p.provider.signAndSendTransaction(compiled, { commitment: level })
  await confirmSignature({ network: p.network, signature, level, rpc, ...(p.signal ? { signal: p.signal } : {}), ...(p.clock ? { clock: p.clock } : {}) })
  return signature
}

type SolanaKit = typeof import('@solana/kit')
type Instruction = import('@solana/kit').Instruction
export type Rpc = ReturnType<SolanaKit['createSolanaRpc']>

/** The cluster's first HTTP RPC URL, where blockhashes, fees and confirmations are asked. */
export async function clusterRpc(network: CaipNetwork): Promise<{ kit: SolanaKit; rpc: Rpc }> {
  const url = network.rpcUrls.default.http.find((u) => /^https?:\/\//i.test(u))
  if (!url) throw new KitError(`No HTTP RPC URL for ${network.caipNetworkId}`)
  const kit = await import('@solana/kit')
  return { kit, rpc: solanaRpc(url) }
}

/** A system transfer from `from`, paid by it, on a recent blockhash: compiled, for the wallet to sign. */
export async function buildSolTransfer(p: { network: CaipNetwork; from: string; to: string; lamports: bigint; level: WalletCommitment; signal?: AbortSignal | undefined }) {
  const [{ kit, rpc }, { getTransferSolInstruction }] = await Promise.all([clusterRpc(p.network), import('@solana-program/system')])
  const source = kit.address(p.from)
  // The wallet signs: a no-op signer only marks the source as the signing account.
  const transfer = getTransferSolInstruction({ source: kit.createNoopSigner(source), destination: kit.address(p.to), amount: p.lamports })
  return { kit, rpc, compiled: await compileForWallet({ kit, rpc, from: p.from, instructions: [transfer], level: p.level, signal: p.signal }) }
}

/** `instructions` in one message paid by `from`, on a recent blockhash: compiled, for the wallet to sign. */
export async function compileForWallet(p: { kit: SolanaKit; rpc: Rpc; from: string; instructions: readonly Instruction[]; level: WalletCommitment; signal?: AbortSignal | undefined }) {
  const { kit } = p
  const { value: lifetime } = await p.rpc.getLatestBlockhash({ commitment: p.level }).send({ abortSignal: p.signal ?? new AbortController().signal })
  const message = kit.pipe(
    kit.createTransactionMessage({ version: 0 }),
    (m) => kit.setTransactionMessageFeePayer(kit.address(p.from), m),
    (m) => kit.setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => kit.appendTransactionMessageInstructions(p.instructions, m),
  )
  return kit.compileTransaction(message)
}

/**
 * Polls getSignatureStatuses until `level` is reached (at most CONFIRM_TIMEOUT_MS); a failed transaction or a
 * timeout rejects with a KitError.
 */
export async function confirmSignature(p: { network: CaipNetwork; signature: string; level: WalletCommitment; rpc?: Rpc; signal?: AbortSignal; clock?: Clock }): Promise<void> {
  const { kit, rpc } = p.rpc ? { kit: await import('@solana/kit'), rpc: p.rpc } : await clusterRpc(p.network)
  const { signature, level } = p
  const abortSignal = p.signal ?? new AbortController().signal
  const clock = p.clock ?? systemClock
  const deadline = clock.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([kit.signature(signature)]).send({ abortSignal })
    const status = statusSchema.safeParse(value[0] ?? null)
    if (status.success && status.data) {
      if (status.data.err !== null && status.data.err !== undefined) {
        throw new KitError('The transfer failed on chain', { metaMessages: [`Signature: ${signature}`, `Error: ${JSON.stringify(status.data.err, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)).slice(0, 200)}`] })
      }
      const reached = status.data.confirmationStatus
      if (reached && LEVELS.indexOf(reached) >= LEVELS.indexOf(level)) return
    }
    if (clock.now() >= deadline) throw new KitError(`The transfer was not ${level} in time`, { metaMessages: [`Signature: ${signature}`] })
    await sleep(clock, CONFIRM_POLL_MS, p.signal)
  }
}
