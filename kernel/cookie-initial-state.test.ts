// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cookieToInitialState, MAX_COOKIE_HEADER } from './cookie-initial-state.js'
import { cookieStorage } from './cookie-storage.js'
import { InvalidOptionsError } from './errors.js'
import { FAKE_ADDRESS } from './testing/fake-connector.js'

/** One cookie as cookieStorage writes it: the storage key and its JSON value, both URI-encoded. */
const cookie = (key: string, value: unknown) =>
  `${encodeURIComponent(`@appkit-wallet/${key}`)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`
const header = (...cookies: string[]) => cookies.join('; ')

const CONNECTION = { connectorId: 'io.metamask', accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }], caipNetworkId: 'eip155:10' }
/** What a kit connected through MetaMask on OP Mainnet leaves, among the host's own cookies. */
const connectedCookies = (connections: unknown = { eip155: CONNECTION }) => [
  'theme=dark',
  cookie('active_caip_network_id', 'eip155:10'),
  cookie('active_namespace', 'eip155'),
  cookie('connection_status', 'connected'),
  cookie('connected_namespaces', ['eip155']),
  cookie('eip155:connected_connector_id', 'io.metamask'),
  cookie('connections', connections),
]

describe('cookieToInitialState', () => {
  it("reads a kit's own namespace when given its id, and only the spec's keys without one", () => {
    const shop = (c: string) => c.replace(encodeURIComponent('@appkit-wallet/'), encodeURIComponent('@appkit-wallet/shop/'))
    const shopOnly = header(...connectedCookies().map(shop))
    expect(cookieToInitialState(shopOnly, { id: 'shop' })).toEqual({ activeCaipNetworkId: 'eip155:10', connections: { eip155: CONNECTION } })
    expect(cookieToInitialState(shopOnly)).toBeUndefined()
    expect(cookieToInitialState(shopOnly, { id: 'other' })).toBeUndefined()
    // The first kit's connection is not the shop kit's.
    expect(cookieToInitialState(header(...connectedCookies()), { id: 'shop' })).toBeUndefined()
    expect(() => cookieToInitialState(shopOnly, { id: 'Shop/' })).toThrow(InvalidOptionsError)
  })

  it('reads the stored connection and the active network from a Cookie header', () => {
    const state = cookieToInitialState(header(...connectedCookies()))
    expect(state).toEqual({ activeCaipNetworkId: 'eip155:10', connections: { eip155: CONNECTION } })
    // Plain data: a server component can hand it to a client one.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  })

  it('is undefined when there is no header, or no connection the kit would restore', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState(null)).toBeUndefined()
    expect(cookieToInitialState('')).toBeUndefined()
    expect(cookieToInitialState('theme=dark; session=abc')).toBeUndefined()
    // Disconnected since, or the namespace no longer listed, or another wallet's id: the reconnect would not restore it.
    const without = (name: string) => connectedCookies().filter((c) => !c.startsWith(encodeURIComponent(`@appkit-wallet/${name}`)))
    expect(cookieToInitialState(header(...without('connection_status'), cookie('connection_status', 'disconnected')))).toBeUndefined()
    expect(cookieToInitialState(header(...without('connected_namespaces')))).toBeUndefined()
    expect(cookieToInitialState(header(...without('eip155:connected_connector_id'), cookie('eip155:connected_connector_id', 'other')))).toBeUndefined()
    expect(cookieToInitialState(header(...without('connections')))).toBeUndefined()
  })

  it('never throws on hostile or broken cookies', () => {
    const hostile: unknown[] = [
      ';;;==;=;;',
      '%%%; =%E0%A4%A; \u0000\uffff',
      42,
      { cookie: 'x' },
      'x'.repeat(MAX_COOKIE_HEADER + 1),
      header(...connectedCookies('not json {')),
      header(...connectedCookies('"a string"')),
      header(...connectedCookies([CONNECTION])),
      header(...connectedCookies({ eip155: { ...CONNECTION, accounts: 'all' } })),
      header(...connectedCookies({ eip155: { ...CONNECTION, accounts: [{ address: 42, type: 'eoa' }] } })),
      header(...connectedCookies({ eip155: { ...CONNECTION, accounts: [{ address: '<script>', type: 'eoa' }] } })),
      header(...connectedCookies({ eip155: { ...CONNECTION, accounts: Array(20).fill(CONNECTION.accounts[0]) } })),
      header(...connectedCookies({ eip155: { ...CONNECTION, connectorId: 'x'.repeat(300) } })),
      header(...connectedCookies().map((c) => c.replace('%22', '%'))),
    ]
    for (const value of hostile) expect(cookieToInitialState(value as string)).toBeUndefined()
  })

  it('keeps what is valid and drops the rest', () => {
    const state = cookieToInitialState(
      header(
        ...connectedCookies({ eip155: { ...CONNECTION, extra: 'dropped' }, tron: CONNECTION }).filter((c) => !c.includes('active_caip_network_id')),
        cookie('active_caip_network_id', 'not a network'),
      ),
    )
    expect(state).toEqual({ connections: { eip155: CONNECTION } })
  })

  it('lets no cookie write to a prototype', () => {
    const polluting = `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "eip155": ${JSON.stringify(CONNECTION)}}`
    const state = cookieToInitialState(header(...connectedCookies(polluting), `${encodeURIComponent('@appkit-wallet/__proto__')}=%7B%7D`))
    expect(state).toEqual({ activeCaipNetworkId: 'eip155:10', connections: { eip155: CONNECTION } })
    expect(Object.getPrototypeOf(state!.connections)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('skips a single oversized cookie', () => {
    // Valid JSON, padded past what a browser keeps in one cookie: not one the kit wrote whole.
    const json = (padding: number) => `{"eip155": ${JSON.stringify(CONNECTION)}${' '.repeat(padding)}}`
    expect(cookieToInitialState(header(...connectedCookies(json(4000))))).toBeUndefined()
    expect(cookieToInitialState(header(...connectedCookies(json(100))))).toBeDefined()
  })
})

describe('cookieStorage on a server', () => {
  it('does nothing where there is no document', () => {
    const storage = cookieStorage()
    expect(storage.getItem('@appkit-wallet/connections')).toBeNull()
    expect(() => storage.setItem('@appkit-wallet/connections', '{}')).not.toThrow()
    expect(() => storage.removeItem('@appkit-wallet/connections')).not.toThrow()
  })
})
