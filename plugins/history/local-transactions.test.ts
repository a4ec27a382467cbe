import { describe, expect, it } from 'vitest'
import type { SentTransaction } from '../../kernel/index.js'
import { PENDING_LIMIT, SETTLED_LIMIT, addSent, localTransactionsSchema, ofAccount, settle } from './local-transactions.js'

const sent = (i: number, overrides: Partial<SentTransaction> = {}): SentTransaction => ({
  namespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  hash: `0x${i.toString(16).padStart(64, '0')}`,
  from: '0x1111111111111111111111111111111111111111',
  to: '0x2222222222222222222222222222222222222222',
  amount: '0.5',
  symbol: 'ETH',
  sentAt: 1_000 + i,
  ...overrides,
})

describe('the local list (spec §9: at most 99 pending)', () => {
  it('keeps the newest 99 pending, dropping the oldest', () => {
    let list = addSent([], sent(0))
    for (let i = 1; i <= PENDING_LIMIT; i++) list = addSent(list, sent(i))
    expect(list).toHaveLength(PENDING_LIMIT)
    expect(list.every((t) => t.status === 'pending')).toBe(true)
    expect(list.some((t) => t.hash === sent(0).hash)).toBe(false)
    expect(list[0]?.hash).toBe(sent(PENDING_LIMIT).hash)
  })

  it('settles a pending one, and keeps settled ones apart from the pending limit', () => {
    let list = addSent([], sent(1))
    list = settle(list, sent(1).hash, 'eip155:31337', 'confirmed')
    expect(list[0]?.status).toBe('confirmed')
    for (let i = 2; i < 2 + PENDING_LIMIT; i++) list = addSent(list, sent(i))
    expect(list.filter((t) => t.status === 'pending')).toHaveLength(PENDING_LIMIT)
    expect(list.find((t) => t.hash === sent(1).hash)?.status).toBe('confirmed')
    for (let i = 0; i < SETTLED_LIMIT + 5; i++) list = settle(list, list.find((t) => t.status === 'pending')?.hash ?? '', 'eip155:31337', 'failed')
    expect(list.filter((t) => t.status !== 'pending').length).toBeLessThanOrEqual(SETTLED_LIMIT)
  })

  it('lists one account on one network, hex addresses in any case', () => {
    const list = addSent(addSent([], sent(1)), sent(2, { caipNetworkId: 'eip155:31338' }))
    expect(ofAccount(list, 'eip155:31337', '0x1111111111111111111111111111111111111111'.toUpperCase().replace('0X', '0x'))).toHaveLength(1)
    expect(ofAccount(list, 'eip155:31337', '0x3333333333333333333333333333333333333333')).toHaveLength(0)
  })

  it('reads storage only when it is a bounded list of records', () => {
    expect(localTransactionsSchema.safeParse(addSent([], sent(1))).success).toBe(true)
    expect(localTransactionsSchema.safeParse([{ ...addSent([], sent(1))[0], amount: 'lots' }]).success).toBe(false)
    expect(localTransactionsSchema.safeParse(Array.from({ length: PENDING_LIMIT + SETTLED_LIMIT + 1 }, () => addSent([], sent(1))[0])).success).toBe(false)
  })
})
