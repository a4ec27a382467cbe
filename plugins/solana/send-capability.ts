import { base64 } from '@scure/base'
import * as z from 'zod/mini'
import { ErrorCode, isUserRejection, KitError, toKitError, type RequestProvider, type SendCapability, type SendParameters } from '../../kernel/index.js'
import { isSolanaAddress } from './address.js'
import { isSolanaWalletProvider } from './get-provider.js'
import { explorerTransactionUrl } from './explorer-links.js'
import { transactionBytes } from './transaction-bytes.js'
import { buildSplTransfer } from './spl-transfer.js'
import { buildSolTransfer, clusterRpc, confirmSignature } from './transfer-sol.js'

/** A Solana transaction signature: 64 bytes in base58, 86 to 88 characters. */
export const isSolanaSignature = (value: string): boolean => /^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value)
const signatureAnswer = z.object({ signature: z.string().check(z.maxLength(100)) })

/** Spec §9: where a token address is expected, Solana names SOL by the system program's (bare or CAIP-10). */
const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const bareAddress = (address: string) => address.slice(address.lastIndexOf(':') + 1)

/** The transfer the wallet will sign: SOL for the native token, else an SPL transfer of the token's mint. */
function buildTransfer(p: SendParameters) {
  const common = { network: p.caipNetwork, from: p.from, to: p.to, level: 'confirmed', signal: p.signal } as const
  const mint = p.token.address === undefined ? SYSTEM_PROGRAM : bareAddress(p.token.address)
  if (mint === SYSTEM_PROGRAM) return buildSolTransfer({ ...common, lamports: p.amount })
  if (!isSolanaAddress(mint)) throw new KitError('Invalid token address', { code: ErrorCode.INVALID_PARAMS, metaMessages: [`token: ${mint.slice(0, 60)}`] })
  return buildSplTransfer({ ...common, mint, amount: p.amount, decimals: p.token.decimals })
}

function isRequestProvider(value: unknown): value is RequestProvider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

function walletError(error: unknown): KitError {
  if (!isUserRejection(error)) return toKitError(error)
  const said = error instanceof Error && error.message.trim() !== '' ? error.message.trim().slice(0, 200) : undefined
  return new KitError(said ?? 'User rejected the request.', { code: ErrorCode.USER_REJECTED, cause: error })
}

/**
 * SOL and SPL token transfers through whichever wallet is connected: a Wallet Standard wallet's signAndSendTransaction, or
 * `solana_signAndSendTransaction` over a request function (a pairing, an embedded wallet). The fee is the
 * cluster's for the very message the wallet will sign.
 */
export function createSolanaSend(): SendCapability {
  return {
    async estimateFee(p) {
      const { rpc, compiled } = await buildTransfer(p)
      const message = base64.encode(Uint8Array.from(compiled.messageBytes)) as Parameters<typeof rpc.getFeeForMessage>[0]
      const { value } = await rpc.getFeeForMessage(message).send({ abortSignal: p.signal ?? new AbortController().signal })
      if (value === null) throw new KitError('The cluster could not price this transfer')
      const { symbol, decimals } = p.caipNetwork.nativeCurrency
      return { amount: BigInt(value), symbol, decimals }
    },

    async send(p) {
      if (!isSolanaAddress(p.to)) throw new KitError('Invalid Solana address', { code: ErrorCode.INVALID_PARAMS })
      const provider = p.connector.requester?.() ?? (await p.connector.getProvider?.())
      const { compiled } = await buildTransfer(p)
      let signature: string
      try {
        if (isSolanaWalletProvider(provider)) signature = await provider.signAndSendTransaction(compiled, { commitment: 'confirmed' })
        else if (isRequestProvider(provider)) {
          const transaction = base64.encode(await transactionBytes(compiled))
          const answer = signatureAnswer.safeParse(await provider.request({ method: 'solana_signAndSendTransaction', params: { transaction, pubkey: p.from } }))
          if (!answer.success) throw new KitError('The wallet answered without a signature')
          signature = answer.data.signature
        } else throw new KitError('The wallet cannot send transactions')
      } catch (error) {
        throw walletError(error)
      }
      if (!isSolanaSignature(signature)) throw new KitError('The wallet answered without a signature')
      return signature
    },

    async wait({ caipNetwork, hash, signal }) {
      const { rpc } = await clusterRpc(caipNetwork)
      await confirmSignature({ network: caipNetwork, signature: hash, level: 'confirmed', rpc, ...(signal ? { signal } : {}) })
    },

    isTransactionHash: isSolanaSignature,
    transactionExplorerUrl: ({ caipNetwork, hash }) => explorerTransactionUrl(caipNetwork, hash),
  }
}
