import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kit } from '../../../kernel/index.js'
import { kitInternals } from '../../../kernel/internals.js'
import { createTestKit, modal } from '../../../ui/testing/test-kit.js'
import type { FrameProvider } from '../frame-provider.js'
import { embeddedWallet } from '../plugin.js'
import { loadTestRules } from '../test-rules.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

const FRAME_ORIGIN = 'http://127.0.0.1:8798'

/** This DOM loads no frames: the test plays the frame's window, recording what the page posts. */
function playFrame() {
  const iframe = document.querySelector('iframe')!
  const posted: { type: string; id: string; payload?: unknown }[] = []
  const target = { postMessage: vi.fn((m: (typeof posted)[number]) => posted.push(m)) } as unknown as Window
  Object.defineProperty(iframe, 'contentWindow', { value: target })
  const say = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME_ORIGIN, source: target }))
  return { posted, say }
}

async function start() {
  kit = await createTestKit({ adapter: { embeddedWallet: loadTestRules }, plugins: [embeddedWallet({ frameUrl: `${FRAME_ORIGIN}/` })] })
  await act(async () => kit!.open())
  return kit
}

describe('the email section', () => {
  it('refuses an invalid address inline, and creates the frame only when the field gets focus', async () => {
    await start()
    const field = await modal().findByRole('textbox', { name: 'Email' })
    expect(document.querySelector('iframe')).toBeNull()
    await act(async () => fireEvent.focus(field))
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())
    const frame = playFrame()
    fireEvent.change(field, { target: { value: 'alice@' } })
    fireEvent.click(modal().getByRole('button', { name: 'Continue' }))
    expect(await modal().findByText('Enter a valid email address')).toBeTruthy()

    expect(frame.posted).toEqual([])
  })
})

describe('ApproveTransaction', () => {
  async function pendingSign() {
    const k = await start()
    const session = await kitInternals(k).services.use('embedded-wallet/session')
    void session.frame()
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())
    const frame = playFrame()
    frame.say({ type: '@tessera-frame/READY', payload: { version: '1' } })
    const connector = kitInternals(k).connectors.get('ID_AUTH', 'eip155')!
    const provider = (await connector.getProvider!()) as FrameProvider
    const outcome = provider.request({ method: 'personal_sign', params: ['0x68656c6c6f20746865726521', '0x1'] }).then(
      (value) => ({ value }),
      (error: { code?: number }) => ({ code: error.code }),
    )
    await modal().findByText('as read: 0x68656c6c6f20746865726521')
    return { k, outcome, frame }
  }

  it('shows the request as the namespace reads it; Reject answers 4001 and nothing goes to the frame', async () => {
    const { outcome, frame } = await pendingSign()
    fireEvent.click(modal().getByRole('button', { name: 'Reject' }))
    expect(await outcome).toEqual({ code: 4001 })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(frame.posted).toEqual([])
  })

  it('Approve sends the request to the frame and answers with its result', async () => {
    const { outcome, frame } = await pendingSign()
    fireEvent.click(modal().getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(frame.posted).toHaveLength(1), { timeout: 2_000 })
    const [request] = frame.posted
    expect(request).toMatchObject({ type: '@tessera-app/RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68656c6c6f20746865726521', '0x1'], chainNamespace: 'eip155' } })
    frame.say({ type: '@tessera-frame/RPC_REQUEST_SUCCESS', id: request!.id, payload: '0xsigned' })
    expect(await outcome).toEqual({ value: '0xsigned' })
  })

  it('cannot be closed while it waits; a forced close rejects the request', async () => {
    const { k, outcome } = await pendingSign()
    act(() => void k.close())
    expect(modal().getByText('as read: 0x68656c6c6f20746865726521')).toBeTruthy()
    await act(async () => void kitInternals(k).modal.close({ force: true }))
    expect(await outcome).toEqual({ code: 4001 })
  })
})
