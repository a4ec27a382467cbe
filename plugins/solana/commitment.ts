import { ErrorCode, KitError } from '../../kernel/index.js'

import { SOLANA_COMMITMENTS, type SolanaCommitment } from './commitments.js'

export { SOLANA_COMMITMENTS, type SolanaCommitment } from './commitments.js'
/** What Wallet Standard's solana:signAndSendTransaction takes. */
export type WalletCommitment = 'processed' | 'confirmed' | 'finalized'

/** The RPC's deprecated names and the level each stands for (Solana's RPC docs). */
const LEVEL: Record<SolanaCommitment, WalletCommitment> = {
  processed: 'processed',
  recent: 'processed',
  confirmed: 'confirmed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  finalized: 'finalized',
  root: 'finalized',
  max: 'finalized',
}

export function isSolanaCommitment(value: unknown): value is SolanaCommitment {
  return typeof value === 'string' && Object.hasOwn(LEVEL, value)
}

/** A host's commitment as the wallet takes it; undefined stays undefined (the wallet's default), anything else is refused. */
export function walletCommitment(value: unknown): WalletCommitment | undefined {
  if (value === undefined) return undefined
  if (!isSolanaCommitment(value)) {
    throw new KitError(`Invalid Solana commitment ${JSON.stringify(String(value).slice(0, 40))}`, {
      code: ErrorCode.INVALID_PARAMS,
      metaMessages: [`Allowed: ${SOLANA_COMMITMENTS.join(', ')}.`],
    })
  }
  return LEVEL[value]
}
