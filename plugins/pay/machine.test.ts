import { describe, expect, it } from 'vitest'
import { nextStatus, type PayEvent, type PayStatus } from './machine.js'

const run = (events: readonly PayEvent[], from: PayStatus = 'idle') => {
  const seen: PayStatus[] = [from]
  for (const event of events) seen.push(nextStatus(seen.at(-1)!, event))
  return seen
}
const account = (connected: boolean, onNetwork: boolean): PayEvent => ({ type: 'account', connected, onNetwork })

describe('the payment state machine', () => {
  it('goes idle → connecting → switching → ready → signing → pending → success', () => {
    expect(run([account(false, false), account(true, false), account(true, true), { type: 'confirm' }, { type: 'sent' }, { type: 'mined' }])).toEqual([
      'idle',
      'connecting',
      'switching',
      'ready',
      'signing',
      'pending',
      'success',
    ])
  })

  it('cannot pay before the wallet is connected on the payment’s network', () => {
    expect(run([account(false, false), { type: 'confirm' }])).toEqual(['idle', 'connecting', 'connecting'])
    expect(run([account(true, false), { type: 'confirm' }, { type: 'sent' }])).toEqual(['idle', 'switching', 'switching', 'switching'])
  })

  it('goes back to connecting or switching when the account moves away before paying, never once the wallet has it', () => {
    expect(run([account(true, true), account(true, false), account(false, false)])).toEqual(['idle', 'ready', 'switching', 'connecting'])
    expect(run([account(false, false)], 'signing')).toEqual(['signing', 'signing'])
    expect(run([account(true, false)], 'pending')).toEqual(['pending', 'pending'])
  })

  it('ends cancelled when the visitor says no, failed otherwise, and nothing moves an ended payment', () => {
    expect(run([{ type: 'refused' }], 'signing')).toEqual(['signing', 'cancelled'])
    expect(run([{ type: 'refused' }], 'connecting')).toEqual(['connecting', 'cancelled'])
    expect(run([{ type: 'failed' }], 'pending')).toEqual(['pending', 'failed'])
    for (const final of ['success', 'failed', 'cancelled'] as const) {
      expect(run([account(true, true), { type: 'confirm' }, { type: 'failed' }, { type: 'refused' }], final).every((s) => s === final)).toBe(true)
    }
  })

  it('counts a transaction as sent and mined only in order', () => {
    expect(run([{ type: 'mined' }], 'signing')).toEqual(['signing', 'signing'])
    expect(run([{ type: 'sent' }], 'ready')).toEqual(['ready', 'ready'])
  })
})
