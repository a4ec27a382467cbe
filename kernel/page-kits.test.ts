// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from './storage.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { createTestKit } from './testing/test-kit.js'

describe('kits on a server', () => {
  it('are not kits of one page: each made per request keeps the spec keys, with nothing to warn about', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const requests = [memoryStorage(), memoryStorage(), memoryStorage()]
    const kits = requests.map((storage) => createTestKit({ storage, plugins: [fakeChainPlugin('eip155')], logLevel: 'warn' }).kit)
    await Promise.all(kits.map((kit) => kit.ready))
    for (const storage of requests) expect(storage.getItem('@appkit-wallet/connection_status')).toBe('"disconnected"')
    expect(warn).not.toHaveBeenCalled()
  })
})
