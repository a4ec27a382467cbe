import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  type CaipAddress,
  type CaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  isNamespace,
  NAMESPACES,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './caip.js'
import { KitError } from './errors.js'

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const SOLANA_MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('namespaces', () => {
  it('lists the five chain namespaces of the spec', () => {
    expect(NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
  })

  it('isNamespace accepts only those', () => {
    for (const ns of NAMESPACES) expect(isNamespace(ns)).toBe(true)
    for (const other of ['EIP155', 'tron', '', 1, undefined]) expect(isNamespace(other)).toBe(false)
  })
})

describe('isCaipNetworkId', () => {
  it.each(['eip155:1', 'solana:' + SOLANA_MAINNET, 'bip122:000000000019d6689c085ae165831e93', 'cosmos:cosmoshub-4'])(
    'accepts %s',
    (id) => expect(isCaipNetworkId(id)).toBe(true),
  )

  it.each([
    ['one part', 'eip155'],
    ['empty reference', 'eip155:'],
    ['empty namespace', ':1'],
    ['three parts', 'eip155:1:0xabc'],
    ['unknown namespace', 'tron:1'],
    ['empty string', ''],
    ['a number', 1],
    ['null', null],
  ])('rejects %s', (_, id) => expect(isCaipNetworkId(id)).toBe(false))

  it('narrows to CaipNetworkId', () => {
    const value: unknown = 'eip155:1'
    if (isCaipNetworkId(value)) expectTypeOf(value).toEqualTypeOf<CaipNetworkId>()
  })
})

describe('isCaipAddress', () => {
  it('accepts exactly three non-empty parts with a known namespace', () => {
    expect(isCaipAddress(`eip155:1:${EVM}`)).toBe(true)
    expect(isCaipAddress(`solana:${SOLANA_MAINNET}:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM`)).toBe(true)
  })

  it.each([
    ['two parts', 'eip155:1'],
    ['four parts', `eip155:1:${EVM}:x`],
    ['empty namespace', `:1:${EVM}`],
    ['empty chain id', `eip155::${EVM}`],
    ['empty address', 'eip155:1:'],
    ['unknown namespace', `tron:1:${EVM}`],
    ['not a string', { namespace: 'eip155' }],
  ])('rejects %s', (_, value) => expect(isCaipAddress(value)).toBe(false))

  it('narrows to CaipAddress', () => {
    const value: unknown = `eip155:1:${EVM}`
    if (isCaipAddress(value)) expectTypeOf(value).toEqualTypeOf<CaipAddress>()
  })
})

describe('parseCaipNetworkId', () => {
  it('splits namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:8453')).toEqual({ namespace: 'eip155', reference: '8453' })
    expect(parseCaipNetworkId(`solana:${SOLANA_MAINNET}`)).toEqual({ namespace: 'solana', reference: SOLANA_MAINNET })
  })

  it('throws a KitError naming the bad id', () => {
    expect(() => parseCaipNetworkId('eip155')).toThrow(KitError)
    expect(() => parseCaipNetworkId('eip155')).toThrow('Invalid CAIP-2 network id "eip155"')
    expect(() => parseCaipNetworkId('eip155:1:0x1')).toThrow('Invalid CAIP-2 network id "eip155:1:0x1"')
    expect(() => parseCaipNetworkId('tron:1')).toThrow('Unknown namespace "tron" in "tron:1"')
  })

  it('does not trip over a non-string at run time', () => {
    expect(() => parseCaipNetworkId(Object.create(null) as string)).toThrow('Invalid CAIP-2 network id (object)')
  })
})

describe('parseCaipAddress', () => {
  it('splits namespace, chain id and address', () => {
    expect(parseCaipAddress(`eip155:1:${EVM}`)).toEqual({ namespace: 'eip155', chainId: '1', address: EVM })
  })

  it('throws a KitError for malformed addresses', () => {
    expect(() => parseCaipAddress('eip155:1')).toThrow(KitError)
    expect(() => parseCaipAddress('eip155:1')).toThrow('Invalid CAIP-10 address "eip155:1"')
    expect(() => parseCaipAddress('eip155::0x1')).toThrow('Invalid CAIP-10 address')
    expect(() => parseCaipAddress('cardano:1:abc')).toThrow('Unknown namespace "cardano"')
  })

  it('keeps long inputs short in the message', () => {
    const long = 'x'.repeat(500)
    const error = (() => {
      try {
        parseCaipAddress(long)
      } catch (e) {
        return e as KitError
      }
    })()
    expect(error?.shortMessage.length).toBeLessThan(160)
  })
})

describe('toCaipNetworkId / toCaipAddress', () => {
  it('builds ids from parts, numbers included', () => {
    expect(toCaipNetworkId('eip155', 1)).toBe('eip155:1')
    expect(toCaipAddress('eip155', 137, EVM)).toBe(`eip155:137:${EVM}`)
    expectTypeOf(toCaipNetworkId('solana', 'x')).toEqualTypeOf<`solana:${string}`>()
    expectTypeOf(toCaipAddress('eip155', 1, EVM)).toExtend<CaipAddress>()
  })

  it('refuses to build a malformed id', () => {
    expect(() => toCaipNetworkId('eip155', '')).toThrow(KitError)
    expect(() => toCaipNetworkId('eip155', '1:2')).toThrow(KitError)
    expect(() => toCaipAddress('eip155', 1, '')).toThrow(KitError)
    expect(() => toCaipAddress('eip155', '', EVM)).toThrow(KitError)
  })

  it('round-trips through the parsers', () => {
    const address = toCaipAddress('polkadot', '91b171bb158e2d3848fa23a9f1c25182', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(parseCaipAddress(address)).toEqual({
      namespace: 'polkadot',
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
      address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    })
  })
})
