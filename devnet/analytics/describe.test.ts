// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { describeDevnet } from '../describe.mjs'
import type { Devnet } from '../index.mjs'

describe('what npm start prints', () => {
  it("names the analytics collector and its dashboard's URL", () => {
    const devnet = { chains: [], tokens: [], services: { collector: { name: 'Analytics collector', url: 'http://127.0.0.1:8803' } } } as unknown as Devnet
    const text = describeDevnet(devnet)
    expect(text).toMatch(/^ {2}Analytics collector {2}analyticsUrl for the kit; its dashboard is at \/ {2}http:\/\/127\.0\.0\.1:8803$/m)
    expect(text).toContain('\nAnalytics dashboard: http://127.0.0.1:8803/ (what kits with analyticsUrl http://127.0.0.1:8803 send)\n')
  })
})
