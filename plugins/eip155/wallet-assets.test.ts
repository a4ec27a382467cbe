import { describe, expect, it } from 'vitest'
import { MAX_TOKENS, type Connector } from '../../kernel/index.js'
import { createFakeClock, drive, testNetworks } from '../../kernel/testing/index.js'
import { createFakeProvider, type FakeProvider } from './test-provider.js'
import { getWalletAssets, WALLET_ASSETS_TIMEOUT_MS } from './wallet-assets.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const nativeAsset = {
  address: 'native',
  balance: '0x1bc16d674ec80000', // 2 ETH
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://img.test/eth.png', value: 6000 },
}
const usdcAsset = {
  address: USDC,
  balance: '0xbebc20', // 12.5 USDC
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'https://img.test/usdc.png' },
}

function wallet(assets: unknown, capabilities: unknown = { '0x1': { assetDiscovery: { supported: true } } }): FakeProvider {
  return createFakeProvider({ wallet_getCapabilities: () => capabilities, wallet_getAssets: () => assets })
}
const connectorFor = (provider: FakeProvider): Connector => ({
  id: 'w',
  name: 'W',
  type: 'ANNOUNCED',
  chain: 'eip155',
  connect: async () => ({ accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 }),
  disconnect: async () => {},
  getProvider: async () => provider,
})

function ask(provider: FakeProvider, clock = createFakeClock(), signal = new AbortController().signal) {
  return getWalletAssets(connectorFor(provider), { address: ADDRESS, caipNetwork: testNetworks.mainnet, clock, signal })
}

describe('wallet asset discovery (spec §5, §7)', () => {
  it('asks for the chain with account and chainFilter, and converts every asset', async () => {
    const provider = wallet({ '0x1': [nativeAsset, usdcAsset] })
    expect(await ask(provider)).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 6000, price: 3000, quantity: { decimals: '18', numeric: '2' }, iconUrl: 'https://img.test/eth.png' },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: `eip155:1:${USDC}`,
        value: 12.5,
        price: 1,
        quantity: { decimals: '6', numeric: '12.5' },
        iconUrl: 'https://img.test/usdc.png',
      },
    ])
    expect(provider.calls).toEqual([
      { method: 'wallet_getCapabilities', params: [ADDRESS] },
      { method: 'wallet_getAssets', params: [{ account: ADDRESS, chainFilter: ['0x1'] }] },
    ])
  })

  it.each([
    ['a numeric address', { ...usdcAsset, address: 42 }],
    ['a balance that is not hex', { ...usdcAsset, balance: '12.5' }],
    ['another asset type', { ...usdcAsset, type: 'ERC721' }],
    ['a price as a string', { ...usdcAsset, metadata: { ...usdcAsset.metadata, price: '1' } }],
    ['decimals as a string', { ...usdcAsset, metadata: { ...usdcAsset.metadata, decimals: '6' } }],
    ['no icon URL', { ...usdcAsset, metadata: { ...usdcAsset.metadata, iconUrl: undefined } }],
    ['no symbol', { ...usdcAsset, metadata: { ...usdcAsset.metadata, symbol: null } }],
    ['no metadata', { address: USDC, balance: '0x1', type: 'ERC20' }],
    ['a negative price', { ...usdcAsset, metadata: { ...usdcAsset.metadata, price: -1 } }],
    ['a negative value', { ...usdcAsset, metadata: { ...usdcAsset.metadata, value: -1e10 } }],
    ['a balance wider than 256 bits', { ...usdcAsset, balance: `0x1${'0'.repeat(64)}` }],
  ])('ignores the whole answer when one asset has %s', async (_, bad) => {
    expect(await ask(wallet({ '0x1': [nativeAsset, bad] }))).toBeUndefined()
  })

  it(`ignores a list of more than ${MAX_TOKENS} assets`, async () => {
    expect(await ask(wallet({ '0x1': Array.from({ length: MAX_TOKENS + 1 }, () => usdcAsset) }))).toBeUndefined()
    expect(await ask(wallet({ '0x1': Array.from({ length: MAX_TOKENS }, () => usdcAsset) }))).toHaveLength(MAX_TOKENS)
  })

  it('ignores an answer that is not a list for the chain', async () => {
    expect(await ask(wallet({ '0x1': { assets: [] } }))).toBeUndefined()
    expect(await ask(wallet('nope'))).toBeUndefined()
  })

  it('does not ask for assets when the wallet does not offer discovery on this chain', async () => {
    for (const capabilities of [{ '0x1': {} }, { '0xa': { assetDiscovery: { supported: true } } }, { '0x1': { assetDiscovery: { supported: false } } }, 'garbage']) {
      const provider = wallet({ '0x1': [nativeAsset] }, capabilities)
      expect(await ask(provider)).toBeUndefined()
      expect(provider.calls.map((c) => c.method)).toEqual(['wallet_getCapabilities'])
    }
  })

  it('falls through for wallets that implement neither method, and without a connector', async () => {
    expect(await ask(createFakeProvider())).toBeUndefined()
    const clock = createFakeClock()
    expect(await getWalletAssets(undefined, { address: ADDRESS, caipNetwork: testNetworks.mainnet, clock, signal: new AbortController().signal })).toBeUndefined()
  })

  it('gives up on a wallet that never answers after 10 s', async () => {
    const clock = createFakeClock()
    const provider = createFakeProvider({ wallet_getCapabilities: () => new Promise(() => {}) })
    await expect(drive(clock, ask(provider, clock))).resolves.toBeUndefined()
    expect(clock.now()).toBe(WALLET_ASSETS_TIMEOUT_MS)
  })
})
