import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../../kernel/index.js'
import { SOLANA_DEVNET } from '../../devnet/solana/cluster.mjs'
import { defineSolanaNetwork } from './define-network.js'
import { solanaDevnet, solanaLocal, solanaMainnet, solanaTestnet } from './networks.js'

describe('Solana networks', () => {
  it('the three public clusters carry their CAIP-2 ids (genesis hashes cut to 32 characters)', () => {
    expect(solanaMainnet.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    for (const n of [solanaMainnet, solanaTestnet, solanaDevnet, solanaLocal]) {
      expect(isCaipNetworkId(n.caipNetworkId)).toBe(true)
      expect(n.caipNetworkId).toBe(`solana:${n.id}`)
      expect(n.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    }
    expect(solanaDevnet.blockExplorers?.default.url).toBe('https://explorer.solana.com?cluster=devnet')
  })

  it("the local cluster's id is the devnet's own", () => {
    expect(solanaLocal.caipNetworkId).toBe(SOLANA_DEVNET.caipNetworkId)
    expect(solanaLocal.name).toBe(SOLANA_DEVNET.name)
    expect(solanaLocal.rpcUrls.default).toEqual({ http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] })
    expect(solanaLocal.testnet).toBe(true)
    expect(solanaLocal.blockExplorers?.default.url).toBe('https://explorer.solana.com?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899')
  })

  it('defineSolanaNetwork takes a full genesis hash and refuses what is not one', () => {
    expect(defineSolanaNetwork({ reference: SOLANA_DEVNET.genesisHash, name: 'x', rpcUrls: [] }).id).toBe(solanaLocal.id)
    expect(() => defineSolanaNetwork({ reference: 'mainnet', name: 'x', rpcUrls: [] })).toThrow(/Solana cluster reference/)
  })
})
