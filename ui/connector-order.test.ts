import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, type ConnectorSummary, type ConnectorType, type WalletListEntry, type WalletLists } from '../kernel/index.js'
import { connectGroups, groupConnectorsByType, installedConnectorFor, orderConnectorGroups, type ConnectEntry } from './connector-order.js'

const connector = (id: string, type: ConnectorType): ConnectorSummary => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  chains: ['eip155'],
  installed: type === 'INJECTED' || type === 'ANNOUNCED',
})
const byId = (c: { id: string }) => c.id
const ids = (groups: { id: string; items: readonly { id: string }[] }[]) => groups.map((g) => [g.id, g.items.map(byId)])

describe('groupConnectorsByType', () => {
  it('puts injected, announced and multi-chain together, and leaves AUTH out', () => {
    const groups = groupConnectorsByType([
      connector('ext', 'EXTERNAL'),
      connector('mm', 'ANNOUNCED'),
      connector('auth', 'AUTH'),
      connector('browser', 'INJECTED'),
      connector('multi', 'MULTI_CHAIN'),
      connector('wc', 'WALLET_CONNECT'),
    ])
    expect(Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, v.map(byId)]))).toEqual({
      external: ['ext'],
      injected: ['mm', 'browser', 'multi'],
      walletConnect: ['wc'],
    })
  })
})

describe('orderConnectorGroups', () => {
  it('follows the default order of spec §9 and skips empty groups', () => {
    const groups = groupConnectorsByType([connector('ext', 'EXTERNAL'), connector('mm', 'ANNOUNCED'), connector('wc', 'WALLET_CONNECT')])
    expect(ids(orderConnectorGroups(groups, DEFAULT_FEATURES.connectorTypeOrder, byId))).toEqual([
      ['walletConnect', ['wc']],
      ['injected', ['mm']],
      ['external', ['ext']],
    ])
  })

  it("follows the host's order and appends the groups it does not name", () => {
    const groups = groupConnectorsByType([connector('ext', 'EXTERNAL'), connector('mm', 'ANNOUNCED'), connector('wc', 'WALLET_CONNECT')])
    expect(ids(orderConnectorGroups(groups, ['external'], byId))).toEqual([
      ['external', ['ext']],
      ['walletConnect', ['wc']],
      ['injected', ['mm']],
    ])
  })

  it('accepts extra groups from plugins and shows each item once, in its first group', () => {
    const mm = connector('mm', 'ANNOUNCED')
    const groups = {
      ...groupConnectorsByType([mm, connector('ext', 'EXTERNAL')]),
      recent: [mm],
      featured: [connector('feat', 'EXTERNAL')],
      'mine/partners': [connector('partner', 'EXTERNAL')],
    }
    expect(ids(orderConnectorGroups(groups, DEFAULT_FEATURES.connectorTypeOrder, byId))).toEqual([
      ['recent', ['mm']],
      ['featured', ['feat']],
      ['external', ['ext']],
      ['mine/partners', ['partner']],
    ])
  })

  it('caps a group after de-duplication, leaving what it cut to later groups', () => {
    const groups = { recent: ['a', 'b', 'c'], injected: ['a', 'c', 'd'] }
    expect(orderConnectorGroups(groups, ['recent', 'injected'], (x) => x, { recent: 2 })).toEqual([
      { id: 'recent', items: ['a', 'b'] },
      { id: 'injected', items: ['c', 'd'] },
    ])
  })
})

const summary = (id: string, type: ConnectorType, extra: Partial<ConnectorSummary> = {}): ConnectorSummary => ({ ...connector(id, type), ...extra })
const wallet = (id: string, extra: Partial<WalletListEntry> = {}): WalletListEntry => ({ id, name: `Wallet ${id}`, chains: ['eip155:1'], ...extra })
const lists = (extra: Partial<WalletLists> = {}) => ({ recent: [], featured: [], custom: [], recommended: [], ...extra })
const rows = (groups: { id: string; items: readonly ConnectEntry[] }[]) =>
  groups.map((g) => [g.id, g.items.map((e) => (e.kind === 'connector' ? `c:${e.connector.id}` : `w:${e.wallet.id}`))])

describe('installedConnectorFor', () => {
  const connectors = [
    summary('io.metamask', 'ANNOUNCED', { name: 'MetaMask', rdns: 'io.metamask' }),
    summary('injected', 'INJECTED', { name: 'Trust Wallet' }),
    summary('ext', 'EXTERNAL', { name: 'Remote', explorerId: 'remote-id' }),
    summary('wc', 'WALLET_CONNECT', { name: 'WalletConnect' }),
  ]
  it('matches by rdns first, then by name ignoring case and the Trust rename, and only installed connectors', () => {
    expect(installedConnectorFor({ id: 'x', name: 'Something Else', rdns: 'IO.METAMASK' }, connectors)?.id).toBe('io.metamask')
    expect(installedConnectorFor({ id: 'x', name: 'metamask' }, connectors)?.id).toBe('io.metamask')
    expect(installedConnectorFor({ id: 'x', name: 'Trust' }, connectors)?.id).toBe('injected')
    expect(installedConnectorFor({ id: 'remote-id', name: 'Remote' }, connectors)).toBeUndefined()
    expect(installedConnectorFor({ id: 'x', name: 'WalletConnect' }, connectors)).toBeUndefined()
    expect(installedConnectorFor({ id: 'x', name: 'Unknown', rdns: 'example.unknown' }, connectors)).toBeUndefined()
  })
})

describe('connectGroups', () => {
  const wc = summary('wc', 'WALLET_CONNECT', { name: 'WalletConnect' })
  const mm = summary('io.metamask', 'ANNOUNCED', { name: 'MetaMask', rdns: 'io.metamask' })
  const ext = summary('ext', 'EXTERNAL', { name: 'Remote' })
  const base = { order: DEFAULT_FEATURES.connectorTypeOrder, canReach: () => true }

  it('follows spec §9: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const groups = connectGroups({
      ...base,
      connectors: [ext, mm, wc],
      wallets: lists({ recent: [wallet('r1')], featured: [wallet('f1')], custom: [wallet('c1')], recommended: [wallet('m1')] }),
    })
    expect(rows(groups)).toEqual([
      ['walletConnect', ['c:wc']],
      ['recent', ['w:r1']],
      ['injected', ['c:io.metamask']],
      ['featured', ['w:f1']],
      ['custom', ['w:c1']],
      ['external', ['c:ext']],
      ['recommended', ['w:m1']],
    ])
  })

  it('shows a registry wallet that is installed once, as the installed connector', () => {
    const groups = connectGroups({
      ...base,
      connectors: [mm],
      wallets: lists({ featured: [wallet('mm-id', { name: 'MetaMask Registry Name', rdns: 'io.metamask' })], recommended: [wallet('m2', { name: 'METAMASK' }), wallet('m3')] }),
    })
    expect(rows(groups)).toEqual([
      ['injected', ['c:io.metamask']],
      ['recommended', ['w:m3']],
    ])
  })

  it('keeps an installed recent wallet in the recent place, connecting through its connector, not repeated as installed', () => {
    const groups = connectGroups({ ...base, connectors: [mm, summary('other', 'ANNOUNCED')], wallets: lists({ recent: [wallet('mm-id', { rdns: 'io.metamask' })] }) })
    expect(rows(groups)).toEqual([
      ['recent', ['c:io.metamask']],
      ['injected', ['c:other']],
    ])
  })

  it('does not repeat a recent wallet in featured or recommended, and caps recent at 2 and recommended at 4', () => {
    const groups = connectGroups({
      ...base,
      connectors: [],
      wallets: lists({
        recent: [wallet('a'), wallet('b'), wallet('c')],
        featured: [wallet('A')],
        recommended: [wallet('b'), wallet('m1'), wallet('m2'), wallet('m3'), wallet('m4'), wallet('m5')],
      }),
    })
    expect(rows(groups)).toEqual([
      ['recent', ['w:a', 'w:b']],
      ['recommended', ['w:m1', 'w:m2', 'w:m3', 'w:m4']],
    ])
  })

  it('leaves out wallets nothing can connect to, excluded ones and those for another namespace', () => {
    const recommended = [wallet('evm'), wallet('sol', { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }), wallet('gone'), wallet('mm', { rdns: 'io.metamask' })]
    expect(rows(connectGroups({ ...base, canReach: () => false, connectors: [mm], wallets: lists({ recommended }) }))).toEqual([['injected', ['c:io.metamask']]])
    // Only the wallets a plugin reaches (a wallet's own link without pairing) are offered.
    expect(rows(connectGroups({ ...base, canReach: (w) => w.id === 'sol', connectors: [], wallets: lists({ recommended }) }))).toEqual([['recommended', ['w:sol']]])
    expect(rows(connectGroups({ ...base, connectors: [], wallets: lists({ recommended }), excludedWalletIds: ['GONE'] }))).toEqual([['recommended', ['w:evm', 'w:sol', 'w:mm']]])
    expect(rows(connectGroups({ ...base, connectors: [mm], wallets: lists({ recommended, custom: [{ id: 'mine', name: 'Mine' }] }), namespace: 'solana' }))).toEqual([
      ['custom', ['w:mine']],
      ['recommended', ['w:sol']],
    ])
  })

  it("follows the host's order for wallet groups too", () => {
    const groups = connectGroups({ ...base, order: ['recommended', 'featured'], connectors: [mm], wallets: lists({ featured: [wallet('f')], recommended: [wallet('m')] }) })
    expect(rows(groups).map(([id]) => id)).toEqual(['recommended', 'featured', 'injected'])
  })
})
