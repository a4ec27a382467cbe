// Apart from the rule that enforces them (commitment.ts), so a host importing the list does not import the kit's errors.

/** Spec §5: the send commitments a host may ask for. */
export const SOLANA_COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const
export type SolanaCommitment = (typeof SOLANA_COMMITMENTS)[number]
