import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bitcoinChainReference } from './chain-reference.js'
import { defineBitcoinNetwork } from './define-network.js'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from './networks.js'
import { explorerAddressUrl } from './setup.js'

describe('bip122 chain references (CAIP-2)', () => {
  it('reads the forms wallets and sessions use', () => {
    expect(bitcoinChainReference('bip122:000000000019d6689c085ae165831e93')).toBe('000000000019d6689c085ae165831e93')
    expect(bitcoinChainReference('0f9188f13cb7b2c71f2a335e3a4fc328')).toBe('0f9188f13cb7b2c71f2a335e3a4fc328')
    // The full genesis block hash, as `getblockhash 0` prints it.
    expect(bitcoinChainReference('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f')).toBe('000000000019d6689c085ae165831e93')
  })

  it.each([
    ['another namespace', 'eip155:000000000019d6689c085ae165831e93'],
    ['uppercase hex (CAIP-2 bip122 is lowercase)', 'bip122:000000000019D6689C085AE165831E93'],
    ['too short', 'bip122:000000000019d6689c085ae165831e9'],
    ['a chain name', 'mainnet'],
    ['a number', 1],
  ])('refuses %s', (_, chainId) => {
    expect(bitcoinChainReference(chainId)).toBeUndefined()
  })

  it('names the three chains by their genesis hashes, as the CAIP bip122 profile does', () => {
    const caip2 = readFileSync(join(import.meta.dirname, 'testdata/vectors/caip-bip122-caip2.md'), 'utf8')
    for (const network of [bitcoin, bitcoinTestnet]) expect(caip2).toContain(network.caipNetworkId)
    expect([bitcoin, bitcoinTestnet, bitcoinRegtest].map((n) => n.caipNetworkId)).toEqual([
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    ])
    expect(bitcoinRegtest.name).toBe('Bitcoin Regtest (local)')
    expect([bitcoin, bitcoinTestnet, bitcoinRegtest].map((n) => n.nativeCurrency)).toEqual(Array(3).fill({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 }))
  })

  it('defines a host’s network and refuses a reference that is not a genesis hash', () => {
    const signet = defineBitcoinNetwork({ reference: '00000008819873e925422c1ff0f99f7c', name: 'Signet', rpcUrls: ['https://mempool.space/signet/api'], testnet: true })
    expect(signet.caipNetworkId).toBe('bip122:00000008819873e925422c1ff0f99f7c')
    expect(() => defineBitcoinNetwork({ reference: 'signet', name: 'Signet', rpcUrls: [] })).toThrow(TypeError)
  })

  it('links addresses to mempool.space, and to nothing on the local chain', () => {
    expect(explorerAddressUrl(bitcoin, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('https://mempool.space/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    expect(explorerAddressUrl(bitcoinTestnet, 'tb1qxyz')).toBe('https://mempool.space/testnet/address/tb1qxyz')
    expect(explorerAddressUrl(bitcoinRegtest, 'bcrt1qxyz')).toBeUndefined()
  })
})
