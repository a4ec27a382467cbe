import { expect } from 'vitest'
import type { Kit } from '../kernel.js'
import { kitInternals } from '../internals.js'
import type { FakeClock } from './fake-clock.js'

export interface ExpectCleanOptions {
  /** The kit's fake clock: no timer may outlive the kit. */
  readonly clock?: FakeClock
  /** Wallet connections the kit subscribed to; each must have been let go. */
  readonly connectors?: readonly { readonly id: string; subscriberCount(): number }[]
}

/**
 * Asserts the design's lifecycle contract after `await kit.destroy()`: nothing is left listening, ticking or
 * registered, so a destroyed kit can be garbage-collected and a page may create another.
 */
export function expectClean(kit: Kit, options: ExpectCleanOptions = {}): void {
  const internals = kitInternals(kit)
  expect(kit.destroyed, 'kit.destroy() was awaited').toBe(true)
  expect(internals.store.listenerCount(), 'store listeners left').toBe(0)
  expect(internals.bus.listenerCount(), 'bus handlers left').toBe(0)
  expect(internals.connectors.list().map((c) => c.id), 'connectors left').toEqual([])
  expect(internals.adapters.list().map((a) => a.namespace), 'adapters left').toEqual([])
  if (options.clock) expect(options.clock.pending(), 'clock timers left').toEqual([])
  for (const connector of options.connectors ?? []) {
    expect(connector.subscriberCount(), `subscriptions left on connector "${connector.id}"`).toBe(0)
  }
}
