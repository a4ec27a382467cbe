import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, type ConnectorSummary, type ConnectorType } from '../kernel/index.js'
import { groupConnectorsByType, orderConnectorGroups } from './connector-order.js'

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
})
