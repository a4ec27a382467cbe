import { describe, expect, it } from 'vitest'
import { cosmosChainReference, cosmosReferenceOfChainId } from './chain-reference.js'
import vectors from './testdata/vectors/caip-examples.json' with { type: 'json' }

describe('Cosmos chain references (CAIP-2 cosmos profile)', () => {
  it('reads every cosmos CAIP-2 id of the profile and the core spec', () => {
    const ids = vectors.valid.filter((v) => v.namespace === 'cosmos' && v.value.split(':').length === 2).map((v) => v.value)
    expect(ids).toContain('cosmos:hashed-c904589232422def')
    for (const id of ids) expect(cosmosChainReference(id), id).toBe(id.slice('cosmos:'.length))
  })

  it('refuses the ids the profile says cannot be direct references', () => {
    const ids = vectors.invalid.filter((v) => v.value.startsWith('cosmos:')).map((v) => v.value)
    expect(ids.length).toBe(5)
    for (const id of ids) expect(cosmosChainReference(id), id).toBeUndefined()
  })

  it('turns chain ids that cannot be written directly into their hashed reference', () => {
    for (const { chain_id, caip2 } of vectors.cosmos_hashed_references) {
      expect(cosmosReferenceOfChainId(chain_id)).toBe(caip2.slice('cosmos:'.length))
      expect(cosmosChainReference(chain_id)).toBe(caip2.slice('cosmos:'.length))
    }
  })

  it('reads the bare chain ids wallets report, and nothing else', () => {
    expect(cosmosChainReference('cosmoshub-4')).toBe('cosmoshub-4')
    expect(cosmosChainReference('osmosis-1')).toBe('osmosis-1')
    expect(cosmosChainReference('tessera-devnet-1')).toBe('tessera-devnet-1')
    for (const bad of ['', 'x'.repeat(51), 'eip155:1', 'cosmos:', 'cosmos:a:b', 4, null, undefined, {}]) expect(cosmosChainReference(bad)).toBeUndefined()
  })
})
