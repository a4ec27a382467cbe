import { act } from '@testing-library/react'
import { onTestFinished, vi } from 'vitest'
import { createTestKit, type TestKitOptions } from '../../../ui/testing/test-kit.js'
import { embeddedWallet } from '../plugin.js'

/** The playground's kit with the embedded wallet (its devnet frame's address), the modal open on Connect; gone with the test. */
export async function openTestModal(options: TestKitOptions['options'], adapter: TestKitOptions['adapter'] = {}) {
  const kit = await createTestKit({ adapter, plugins: [embeddedWallet({ frameUrl: 'http://127.0.0.1:8798/' })], options })
  onTestFinished(async () => {
    await kit.destroy()
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })
  await act(async () => kit.open())
  return kit
}
