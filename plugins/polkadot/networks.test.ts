import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { definePolkadotNetwork } from './define-network.js'
import { GENERIC_SS58_PREFIX, kusama, polkadotMainnet, SS58_PREFIXES, westend } from './networks.js'

interface Registry {
  readonly registry: readonly { prefix: number; network: string; symbols: readonly string[]; decimals: readonly number[] }[]
}
const registry = (JSON.parse(readFileSync(join(import.meta.dirname, 'testdata/vectors/ss58-registry.json'), 'utf8')) as Registry).registry
const entry = (network: string) => registry.find((r) => r.network === network)!

describe('Polkadot networks', () => {
  it('name each chain by its CAIP-2 reference', () => {
    expect(polkadotMainnet.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(kusama.caipNetworkId).toBe('polkadot:b0a8d493285c2df73290dfb7e61f870f')
    expect(westend.caipNetworkId).toBe('polkadot:e143f23803ac50e8f6f8e62695d1ce9e')
  })

  it('use the SS58 registry’s prefixes, symbols and decimals', () => {
    for (const [network, name] of [[polkadotMainnet, 'polkadot'], [kusama, 'kusama']] as const) {
      expect(SS58_PREFIXES[network.caipNetworkId]).toBe(entry(name).prefix)
      expect(network.nativeCurrency.symbol).toBe(entry(name).symbols[0])
      expect(network.nativeCurrency.decimals).toBe(entry(name).decimals[0])
    }
    // Westend has no entry of its own: it writes generic Substrate addresses.
    expect(SS58_PREFIXES[westend.caipNetworkId]).toBe(entry('substrate').prefix)
    expect(GENERIC_SS58_PREFIX).toBe(42)
  })

  it('definePolkadotNetwork takes a genesis hash and refuses what is not one', () => {
    const local = definePolkadotNetwork({
      reference: '0x' + 'ab'.repeat(32),
      name: 'Local',
      nativeCurrency: { name: 'Unit', symbol: 'UNIT', decimals: 12 },
      rpcUrls: ['http://127.0.0.1:9944'],
      testnet: true,
    })
    expect(local.caipNetworkId).toBe(`polkadot:${'ab'.repeat(16)}`)
    expect(local.testnet).toBe(true)
    expect(() => definePolkadotNetwork({ ...local, reference: 'polkadot', nativeCurrency: local.nativeCurrency, rpcUrls: [] })).toThrow(/Not a Polkadot chain reference/)
  })
})
