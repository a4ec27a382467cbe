import { describe, expect, it } from 'vitest'
import { fromApi, groupByMonth, isSpam, mergeLocal, type ActivityItem } from './activity-item.js'
import { historyPageSchema, type ApiTransaction } from './history-schema.js'

const NETWORK = 'eip155:31337'
const tx = (hash: string, minedAt: string, transfers: ApiTransaction['transfers'], chain = NETWORK, operationType = 'receive'): ApiTransaction => ({
  id: hash,
  metadata: { operationType, hash, minedAt, sentFrom: '0xaaa', sentTo: '0xbbb', status: 'confirmed', chain },
  transfers,
})
const fungible = (symbol: string, direction: 'in' | 'out' = 'in') => ({ fungible_info: { symbol }, direction, quantity: { numeric: '1.5' } })
const nft = (spam: boolean) => ({ nft_info: { name: 'Reward #1', flags: { is_spam: spam } }, direction: 'in' as const, quantity: { numeric: '1' } })
const item = (hash: string, time: number, local = false): ActivityItem => ({ hash, caipNetworkId: NETWORK, time, status: 'confirmed', kind: 'sent', transfers: [], local })

describe('the spam filter (spec §5)', () => {
  it('drops a transaction only when every transfer is a spam NFT', () => {
    expect(isSpam(tx('0x1', '2025-01-01T00:00:00Z', [nft(true)]))).toBe(true)
    expect(isSpam(tx('0x2', '2025-01-01T00:00:00Z', [nft(true), fungible('DUSD')]))).toBe(false)
    expect(isSpam(tx('0x3', '2025-01-01T00:00:00Z', [nft(false)]))).toBe(false)
    // A call that moved nothing is not spam.
    expect(isSpam(tx('0x4', '2025-01-01T00:00:00Z', []))).toBe(false)
    const rows = fromApi([tx('0x1', '2025-01-01T00:00:00Z', [nft(true)]), tx('0x2', '2025-01-02T00:00:00Z', [fungible('ETH')])], NETWORK)
    expect(rows.map((row) => row.hash)).toEqual(['0x2'])
  })

  it("keeps only the connected network's transactions, and reads the counterparty from the direction", () => {
    const rows = fromApi(
      [tx('0x1', '2025-01-01T00:00:00Z', [fungible('ETH')], 'eip155:31338'), tx('0x2', '2025-01-01T00:00:00Z', [fungible('ETH', 'out')], NETWORK, 'send')],
      NETWORK,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'sent', counterparty: '0xbbb', transfers: [{ direction: 'out', quantity: '1.5', label: 'ETH', nft: false }] })
    expect(fromApi([tx('0x5', '2025-01-01T00:00:00Z', [fungible('ETH')], NETWORK, 'trade')], NETWORK)[0]?.kind).toBe('swap')
    // An onramp purchase: bought, from the provider that credited it.
    expect(fromApi([tx('0x6', '2025-01-01T00:00:00Z', [fungible('ETH')], NETWORK, 'buy')], NETWORK)[0]).toMatchObject({ kind: 'bought', counterparty: '0xaaa' })
  })

  it('refuses an unbounded answer rather than rendering it', () => {
    const page = { data: Array.from({ length: 101 }, (_, i) => tx(`0x${i}`, '2025-01-01T00:00:00Z', [])), next: null }
    expect(historyPageSchema.safeParse(page).success).toBe(false)
    expect(historyPageSchema.safeParse({ data: [tx('0x1', '2025-01-01T00:00:00Z', [{ ...fungible('ETH'), quantity: { numeric: '1e999' } }])] }).success).toBe(false)
  })
})

describe('grouping by year and month', () => {
  it('puts consecutive rows of a month together, newest first, across a year boundary', () => {
    const at = (iso: string) => new Date(iso).getTime()
    const groups = groupByMonth([
      item('a', at('2026-02-10T12:00:00')),
      item('b', at('2026-02-01T12:00:00')),
      item('c', at('2026-01-31T12:00:00')),
      item('d', at('2025-12-31T12:00:00')),
      item('e', at('2025-12-01T12:00:00')),
    ])
    expect(groups.map((g) => [g.year, g.month, g.items.map((i) => i.hash)])).toEqual([
      [2026, 1, ['a', 'b']],
      [2026, 0, ['c']],
      [2025, 11, ['d', 'e']],
    ])
    expect(groupByMonth([])).toEqual([])
  })
})

describe("merging this browser's sends", () => {
  it('shows a send the data API does not list yet, once, in time order', () => {
    const api = [item('0xAB', 300), item('0x01', 100)]
    const local = [item('0xab', 290, true), item('0x02', 200, true)]
    expect(mergeLocal(api, local).map((i) => [i.hash, i.local])).toEqual([
      ['0xAB', false],
      ['0x02', true],
      ['0x01', false],
    ])
  })
})
