import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../kernel/index.js'
import { testNetworks } from '../../kernel/testing/index.js'
import { feeText, findSwapToken, searchTokens, toBaseUnits, withBalances } from './swap-tokens.js'

const network = testNetworks.mainnet
const id = network.caipNetworkId
const ETH = { name: 'Ether', symbol: 'ETH', address: `${id}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`, decimals: 18 }
const DUSD = { name: 'Devnet USD', symbol: 'DUSD', address: `${id}:0x5FbDB2315678afecb367f032d93F642f64180aa3`, decimals: 6 }
const TSR = { name: 'Tessera Token', symbol: 'TSR', address: `${id}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`, decimals: 18 }
const held = (symbol: string, numeric: string, decimals: number, price: number, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: id,
  ...(address ? { address } : {}),
  value: 0,
  price,
  quantity: { decimals: String(decimals), numeric },
})

describe('toBaseUnits', () => {
  it('reads typed amounts exactly and refuses digits past the decimals; balances are truncated instead', () => {
    expect(toBaseUnits('1250.5', 6)).toBe(1_250_500_000n)
    expect(toBaseUnits('.25', 18)).toBe(250_000_000_000_000_000n)
    expect(toBaseUnits('2.', 6)).toBe(2_000_000n)
    expect(toBaseUnits('0.1234567', 6)).toBeUndefined()
    expect(toBaseUnits('0.1234567', 6, { truncate: true })).toBe(123_456n)
    for (const text of ['', '.', '1,5', '-1', '1e3', 'abc']) expect(toBaseUnits(text, 6)).toBeUndefined()
  })
})

describe('withBalances', () => {
  it("puts the account's holdings on the convert list (the coin by its all-e address), 0 for the rest", () => {
    const list = withBalances([ETH, DUSD, TSR], [held('DUSD', '1250.5', 6, 1, DUSD.address.toLowerCase()), held('ETH', '1.234567', 18, 2500)], network, undefined)
    expect(list.map(({ symbol, balance, price }) => [symbol, balance, price])).toEqual([
      ['ETH', 1_234_567_000_000_000_000n, 2500],
      ['DUSD', 1_250_500_000n, 1],
      ['TSR', 0n, 0],
    ])
  })

  it("falls back to the network's own balance when the list has no coin, and ignores other networks' tokens", () => {
    const elsewhere = { ...held('DUSD', '99', 6, 1, DUSD.address), chainId: 'eip155:999' }
    const list = withBalances([ETH, DUSD], [elsewhere], network, '0.5')
    expect(list.map(({ balance }) => balance)).toEqual([500_000_000_000_000_000n, 0n])
  })
})

describe('finding and searching tokens', () => {
  const list = withBalances([ETH, DUSD, TSR], [held('TSR', '3.5', 18, 0.5, TSR.address)], network, undefined)

  it('finds a token named by symbol (any case) or address (bare or CAIP-10)', () => {
    expect(findSwapToken(list, 'dusd')?.symbol).toBe('DUSD')
    expect(findSwapToken(list, '0xE7F1725E7734CE288F8367E1BB143E90BB3F0512')?.symbol).toBe('TSR')
    expect(findSwapToken(list, 'WBTC')).toBeUndefined()
  })

  it('searches symbol, name and address start, with held tokens first', () => {
    expect(searchTokens(list, '').map((t) => t.symbol)).toEqual(['TSR', 'ETH', 'DUSD'])
    expect(searchTokens(list, 'usd').map((t) => t.symbol)).toEqual(['DUSD'])
    expect(searchTokens(list, 'tessera').map((t) => t.symbol)).toEqual(['TSR'])
    expect(searchTokens(list, '0x5fbd').map((t) => t.symbol)).toEqual(['DUSD'])
    expect(searchTokens(list, 'nothing')).toEqual([])
  })
})

describe('feeText', () => {
  it("shows spec §9's 3 decimals, and '< 0.001' for a fee too small for them", () => {
    expect(feeText(2_500_000_000_000_000n, network, 'en')).toBe(`0.002 ${network.nativeCurrency.symbol}`)
    expect(feeText(21_000n * 1_000_000_000n, network, 'en')).toBe(`< 0.001 ${network.nativeCurrency.symbol}`)
  })

  it('writes the figure as the visitor’s locale writes numbers', () => {
    expect(feeText(2_500_000_000_000_000n, network, 'de')).toBe(`0,002 ${network.nativeCurrency.symbol}`)
    expect(feeText(21_000n * 1_000_000_000n, network, 'fr')).toBe(`< 0,001 ${network.nativeCurrency.symbol}`)
  })
})
