import { describe, expect, it } from 'vitest'
import { createFakeClock } from './fake-clock.js'

describe('createFakeClock', () => {
  it('runs due timers in due order, ties in scheduling order, and stops at the target time', () => {
    const clock = createFakeClock(1000)
    const ran: string[] = []
    clock.setTimeout(() => ran.push('b@20'), 20)
    clock.setTimeout(() => ran.push('a@10'), 10)
    clock.setTimeout(() => ran.push('c@20'), 20)
    clock.setTimeout(() => ran.push('d@30'), 30)

    clock.advance(19)
    expect(ran).toEqual(['a@10'])
    expect(clock.now()).toBe(1019)

    clock.advance(1)
    expect(ran).toEqual(['a@10', 'b@20', 'c@20'])
    expect(clock.pending()).toEqual([{ id: expect.any(Number), dueAt: 1030 }])
  })

  it('runs timers scheduled by a timer when they fall inside the advanced window, at their own time', () => {
    const clock = createFakeClock()
    const seen: number[] = []
    clock.setTimeout(() => {
      seen.push(clock.now())
      clock.setTimeout(() => seen.push(clock.now()), 5)
    }, 10)
    clock.advance(100)
    expect(seen).toEqual([10, 15])
    expect(clock.now()).toBe(100)
  })

  it('forgets cleared timers, including ones a running timer clears', () => {
    const clock = createFakeClock()
    const ran: string[] = []
    const later = clock.setTimeout(() => ran.push('later'), 20)
    clock.setTimeout(() => clock.clearTimeout(later), 10)
    clock.clearTimeout(clock.setTimeout(() => ran.push('cleared'), 5))
    clock.advance(50)
    expect(ran).toEqual([])
    expect(clock.pending()).toEqual([])
  })

  it('refuses to go back in time', () => {
    expect(() => createFakeClock().advance(-1)).toThrow(RangeError)
  })
})
