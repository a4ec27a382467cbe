import { describe, expect, it } from 'vitest'
import { polkadotChainReference } from './chain-reference.js'

const POLKADOT = '91b171bb158e2d3848fa23a9f1c25182'
const GENESIS = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'

describe('polkadotChainReference (CAIP-2: the genesis hash’s first 32 hex characters)', () => {
  it.each([
    [`polkadot:${POLKADOT}`, POLKADOT],
    [POLKADOT, POLKADOT],
    [GENESIS, POLKADOT],
    [GENESIS.toUpperCase().replace('0X', '0x'), POLKADOT],
    ['polkadot:B0A8D493285C2DF73290DFB7E61F870F', 'b0a8d493285c2df73290dfb7e61f870f'],
  ])('reads %s', (input, reference) => {
    expect(polkadotChainReference(input)).toBe(reference)
  })

  it.each([
    ['another namespace', `eip155:${POLKADOT}`],
    ['a number', 0],
    ['too short', 'polkadot:91b171bb'],
    ['a full hash without 0x', GENESIS.slice(2)],
    ['a genesis hash after the namespace', `polkadot:${GENESIS}`],
    ['not hex', 'polkadot:91b171bb158e2d3848fa23a9f1c2518z'],
    ['three parts', `polkadot:${POLKADOT}:x`],
    ['nothing', undefined],
  ])('refuses %s', (_, input) => {
    expect(polkadotChainReference(input)).toBeUndefined()
  })
})
