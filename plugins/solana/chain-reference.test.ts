import { describe, expect, it } from 'vitest'
import { solanaChainReference } from './chain-reference.js'

const MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('solanaChainReference', () => {
  it.each([
    [`solana:${MAINNET}`, MAINNET],
    [MAINNET, MAINNET],
    // The full genesis hash of mainnet-beta, as getGenesisHash answers it.
    ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', MAINNET],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', MAINNET],
  ])('reads %s', (input, reference) => {
    expect(solanaChainReference(input)).toBe(reference)
  })

  it.each([
    ['another namespace', `eip155:${MAINNET}`],
    ['a number', 1],
    ['too short', 'solana:5eykt4Us'],
    ['outside base58', 'solana:0eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['three parts', `solana:${MAINNET}:x`],
    ["a Wallet Standard name (not CAIP-2)", 'solana:mainnet'],
    ['nothing', undefined],
  ])('refuses %s', (_, input) => {
    expect(solanaChainReference(input)).toBeUndefined()
  })
})
