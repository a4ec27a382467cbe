import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestKit, fakeChainPlugin, kitInternals, settle, testNetworks } from '../../kernel/testing/index.js'
import { embeddedWallet } from './plugin.js'
import { WINDOW_CLOSED_MESSAGE } from './social-errors.js'
import { loadTestRules } from './test-rules.js'

afterEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
})

const FRAME_ORIGIN = 'http://127.0.0.1:8798'
const ADDRESS = '0x1111111111111111111111111111111111111111'
const STATE = 'S'.repeat(43)
const RESULT_URI = 'http://127.0.0.1:8799/v1/social/redeem?result=' + 'R'.repeat(43)
const AUTHORIZE = `http://127.0.0.1:8801/auth?client_id=google&state=${STATE}`

type Answer = { ok: unknown } | { error: string }
type Posted = { type: string; id: string; payload?: unknown }

/** What every frame answers: no network offers a smart account here. */
const frameDefaults: Record<string, (payload: unknown) => Answer | undefined> = {
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ ok: { smartAccountEnabledNetworks: [] } }),
}

/** A kit with the embedded wallet, its frame's window played by the test (this DOM loads no frames). */
async function start(answers: Record<string, (payload: unknown) => Answer | undefined>) {
  const test = createTestKit({
    networks: [testNetworks.mainnet, testNetworks.solana],
    plugins: [fakeChainPlugin('eip155', { embeddedWallet: loadTestRules }), fakeChainPlugin('solana', { embeddedWallet: loadTestRules }), embeddedWallet({ frameUrl: `${FRAME_ORIGIN}/` })],
  })
  const internals = kitInternals(test.kit)
  await test.kit.ready
  const session = await internals.services.use('embedded-wallet/session')
  void session.frame()
  await settle()
  const posted: Posted[] = []
  const target = {
    postMessage: vi.fn((message: Posted) => {
      posted.push(message)
      const name = message.type.replace('@tessera-app/', '')
      const answer = ({ ...frameDefaults, ...answers })[name]?.(message.payload)
      if (!answer) return
      queueMicrotask(() =>
        say('ok' in answer ? { type: `@tessera-frame/${name}_SUCCESS`, id: message.id, payload: answer.ok } : { type: `@tessera-frame/${name}_ERROR`, id: message.id, payload: { message: answer.error } }),
      )
    }),
  } as unknown as Window
  const say = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME_ORIGIN, source: target }))
  Object.defineProperty(document.querySelector('iframe')!, 'contentWindow', { value: target })
  say({ type: '@tessera-frame/READY', payload: { version: '1' } })
  test.clock.advance(500)
  const social = await internals.services.use('embedded-wallet/social')
  const requests = (name: string) => posted.filter((m) => m.type === `@tessera-app/${name}`).map((m) => m.payload)
  return { ...test, internals, social, requests }
}

function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn(() => void (popup.closed = true)) }
  return popup
}
const fromWindow = (source: unknown, data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: 'http://127.0.0.1:8799', source: source as Window }))
const result = (state = STATE) => ({ type: '@tessera-auth/SOCIAL_RESULT', state, resultUri: RESULT_URI })

const socialUser = (p: unknown) => ({
  ok: { email: null, userName: 'ada_lovelace', provider: 'x', address: ADDRESS, chainId: (p as { chainId?: number | string }).chainId ?? 1, accounts: [{ address: ADDRESS, type: 'eoa' }] },
})

describe('social sign-in in a popup', () => {
  it("navigates the popup to the frame's address, relays only that popup's result with its state, and connects as the provider", async () => {
    const { kit, internals, social, requests, storage } = await start({
      GET_SOCIAL_REDIRECT_URI: () => ({ ok: { uri: AUTHORIZE } }),
      CONNECT_SOCIAL: () => ({ ok: { action: 'CONNECT', provider: 'x', userName: 'ada_lovelace' } }),
      GET_USER: socialUser,
      IS_CONNECTED: () => ({ ok: { isConnected: true } }),
      SIGN_OUT: () => ({ ok: {} }),
    })
    const popup = fakePopup()
    const done = social.start('x', popup as unknown as Window)
    await settle()
    expect(requests('GET_SOCIAL_REDIRECT_URI')).toEqual([{ provider: 'x' }])
    expect(popup.location.href).toBe(AUTHORIZE)
    expect(internals.store.get().embeddedWalletSocial).toEqual({ status: 'waiting', provider: 'x' })

    // The page itself, another window, and a malformed message from the popup are not the result.
    fromWindow(window, result('F'.repeat(43)))
    fromWindow({}, result('G'.repeat(43)))
    fromWindow(popup, { ...result(), resultUri: 'javascript:alert(1)' })
    fromWindow(popup, { ...result(), resultUri: `http://x.example/${'a'.repeat(3000)}` })
    await settle()
    expect(requests('CONNECT_SOCIAL')).toEqual([])

    fromWindow(popup, result())
    await done
    expect(requests('CONNECT_SOCIAL')).toEqual([{ uri: RESULT_URI, state: STATE }])
    const account = kit.getState().chains.eip155!.accountState
    expect(account).toMatchObject({ status: 'connected', address: ADDRESS, socialProvider: 'x', connectedWalletInfo: { type: 'AUTH', social: 'x' }, user: { userName: 'ada_lovelace' } })
    expect(kit.getAccount().embeddedWalletInfo?.authProvider).toBe('x')
    expect([storage.getItem('@appkit-wallet/connected_social'), storage.getItem('@appkit-wallet/social_username')]).toEqual(['"x"', '"ada_lovelace"'])
    expect(internals.store.get().embeddedWalletSocial).toEqual({ status: 'idle' })

    await kit.disconnect()
    expect([storage.getItem('@appkit-wallet/connected_social'), storage.getItem('@appkit-wallet/social_username')]).toEqual([null, null])
  })

  it('a popup closed before a result ends with a clear message, and nothing is redeemed', async () => {
    const { internals, social, requests, clock } = await start({ GET_SOCIAL_REDIRECT_URI: () => ({ ok: { uri: AUTHORIZE } }) })
    const popup = fakePopup()
    const done = social.start('google', popup as unknown as Window)
    await settle()
    clock.advance(500)
    popup.closed = true
    clock.advance(500)
    // A result may still be on its way for a moment after the window closed.
    expect(internals.store.get().embeddedWalletSocial.status).toBe('waiting')
    clock.advance(1_000)
    await done
    expect(internals.store.get().embeddedWalletSocial).toEqual({ status: 'failed', provider: 'google', error: WINDOW_CLOSED_MESSAGE })
    expect(requests('CONNECT_SOCIAL')).toEqual([])
  })

  it("shows the frame's refusal (a declined consent, a state mismatch) and closes the popup", async () => {
    const { kit, internals, social } = await start({
      GET_SOCIAL_REDIRECT_URI: () => ({ ok: { uri: AUTHORIZE } }),
      CONNECT_SOCIAL: (p) => ({ error: (p as { state: string }).state === STATE ? 'You declined to sign in with Google' : 'This sign-in was not started here or has expired. Start it again.' }),
    })
    for (const [state, message] of [
      [STATE, 'You declined to sign in with Google'],
      ['F'.repeat(43), 'This sign-in was not started here or has expired. Start it again.'],
    ] as const) {
      const popup = fakePopup()
      const done = social.start('google', popup as unknown as Window)
      await settle()
      fromWindow(popup, result(state))
      await done
      expect(internals.store.get().embeddedWalletSocial).toEqual({ status: 'failed', provider: 'google', error: message })
      expect(popup.close).toHaveBeenCalled()
    }
    expect(kit.getState().chains.eip155!.accountState.status).toBe('disconnected')
  })

  it('cancelling closes the popup and ignores a late result', async () => {
    const { internals, social, requests } = await start({ GET_SOCIAL_REDIRECT_URI: () => ({ ok: { uri: AUTHORIZE } }) })
    const popup = fakePopup()
    const done = social.start('github', popup as unknown as Window)
    await settle()
    social.cancel()
    fromWindow(popup, result())
    await done
    expect(popup.close).toHaveBeenCalled()
    expect(requests('CONNECT_SOCIAL')).toEqual([])
    expect(internals.store.get().embeddedWalletSocial).toEqual({ status: 'idle' })
  })
})

describe('Farcaster', () => {
  it('shows the link, asks again while pending, and connects as the approved account', async () => {
    let pending = 2
    const { kit, internals, social, requests } = await start({
      GET_FARCASTER_URI: () => ({ ok: { url: 'http://127.0.0.1:8799/farcaster/approve?token=abc' } }),
      CONNECT_FARCASTER: () => (pending-- > 0 ? { ok: { action: 'PENDING' } } : { ok: { action: 'CONNECT', provider: 'farcaster', userName: 'ada' } }),
      GET_USER: (p) => ({ ok: { ...(socialUser(p).ok as object), provider: 'farcaster', userName: 'ada' } }),
      IS_CONNECTED: () => ({ ok: { isConnected: true } }),
    })
    const leave = new AbortController()
    await social.farcaster(leave.signal)
    expect(requests('CONNECT_FARCASTER')).toHaveLength(3)
    expect(kit.getAccount().embeddedWalletInfo).toMatchObject({ authProvider: 'farcaster', user: { userName: 'ada' } })
    expect(internals.store.get().embeddedWalletSocial).toEqual({ status: 'idle' })
  })

  it('an expired sign-in is a clear message; a link that is not http(s) is refused', async () => {
    let url = 'http://127.0.0.1:8799/farcaster/approve?token=abc'
    const { internals, social } = await start({
      GET_FARCASTER_URI: () => ({ ok: { url } }),
      CONNECT_FARCASTER: () => ({ error: 'This Farcaster sign-in has expired. Start it again.' }),
    })
    await social.farcaster(new AbortController().signal)
    expect(internals.store.get().embeddedWalletSocial).toMatchObject({ status: 'failed', error: 'This Farcaster sign-in has expired. Start it again.' })
    url = 'javascript:alert(1)'
    await social.farcaster(new AbortController().signal)
    expect(internals.store.get().embeddedWalletSocial).toMatchObject({ status: 'failed', error: 'The secure frame sent a malformed Farcaster link' })
  })
})
