import { onTestFinished } from 'vitest'
import { createKernel, type Kit } from '../kernel.js'
import type { KitOptionsInput } from '../options.js'
import { memoryStorage, type StorageBackend } from '../storage.js'
import { createFakeClock, type FakeClock } from './fake-clock.js'
import { testNetworks } from './test-networks.js'

export interface TestKit {
  readonly kit: Kit
  readonly clock: FakeClock
  /** The raw backend, for asserting what was persisted or for a second kit that simulates a reload. */
  readonly storage: StorageBackend
}

/**
 * A real kernel with test-friendly defaults: fake clock, memory storage, silent log, Ethereum + Optimism.
 * Destroyed when the current test finishes, so a failing assertion never leaks a kit into the next test.
 */
export function createTestKit(overrides: Omit<Partial<KitOptionsInput>, 'clock'> & { clock?: FakeClock } = {}): TestKit {
  const clock = overrides.clock ?? createFakeClock()
  const storage = overrides.storage ?? memoryStorage()
  const kit = createKernel({
    projectId: 'p',
    networks: [testNetworks.mainnet, testNetworks.optimism],
    logLevel: 'silent',
    ...overrides,
    storage,
    clock,
  })
  onTestFinished(() => kit.destroy())
  return { kit, clock, storage }
}
