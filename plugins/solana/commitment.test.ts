import { describe, expect, it } from 'vitest'
import { KitError } from '../../kernel/index.js'
import { isSolanaCommitment, SOLANA_COMMITMENTS, walletCommitment } from './commitment.js'

describe('Solana send commitments (spec §5)', () => {
  it('allows exactly the eight of the spec, mapping the deprecated names to their level', () => {
    expect(SOLANA_COMMITMENTS.every(isSolanaCommitment)).toBe(true)
    expect(SOLANA_COMMITMENTS.map(walletCommitment)).toEqual(['processed', 'confirmed', 'finalized', 'processed', 'confirmed', 'confirmed', 'finalized', 'finalized'])
    expect(walletCommitment(undefined)).toBeUndefined()
  })

  it.each(['Confirmed', 'final', '', 'toString', 'hasOwnProperty', 3, null])('refuses %j with a KitError naming the allowed ones', (value) => {
    expect(isSolanaCommitment(value)).toBe(false)
    const call = () => walletCommitment(value)
    expect(call).toThrow(KitError)
    expect(call).toThrow(/Allowed: processed, confirmed, finalized, recent, single, singleGossip, root, max/)
  })
})
