import { describe, expect, it } from 'vitest'
import { ConnectionStepError, type Kit, type KitEvents, type KitOptionsInput, type RouteEntry } from '../../kernel/index.js'
import {
  createFakeClock,
  createFakeConnector,
  createTestKit,
  FAKE_ADDRESS,
  fakeChainPlugin,
  kitInternals,
  settle,
  testNetworks,
  USER_REJECTED_ERROR,
  type FakeClock,
  type FakeConnector,
} from '../../kernel/testing/index.js'
import type { StorageBackend } from '../../kernel/index.js'
import { siwx, type SiwxParameters } from './plugin.js'
import type { SiweConfig, SiwxSession, SiwxVerifier } from './types.js'

const OTHER = '0x2222222222222222222222222222222222222222'
const START = Date.parse('2026-03-01T12:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000

/** A verifier that issues numbered nonces and accepts what `accept` says, recording what it checked. */
function fakeVerifier() {
  let n = 0
  const verified: SiwxSession[] = []
  const verifier: SiwxVerifier & { verified: SiwxSession[]; accept: boolean } = {
    verified,
    accept: true,
    async getNonce() {
      n += 1
      return `nonce${String(n).padStart(6, '0')}`
    },
    async verify(session) {
      verified.push(session)
      return verifier.accept
    },
  }
  return verifier
}

/** A fake wallet whose next signatures can be declined (code 4001), as a visitor pressing Reject would. */
function decliningWallet(options: Parameters<typeof createFakeConnector>[0] = {}) {
  const wallet = createFakeConnector(options)
  let declines = 0
  const signed: string[] = []
  const connector: FakeConnector = {
    ...wallet,
    async signMessage(parameters) {
      if (declines > 0) {
        declines -= 1
        throw USER_REJECTED_ERROR
      }
      signed.push(parameters.message)
      return wallet.signMessage!(parameters)
    },
  }
  return { connector, signed, declineNext: () => void (declines += 1) }
}

interface SetupOptions {
  readonly parameters?: SiwxParameters
  readonly storage?: StorageBackend
  readonly clock?: FakeClock
  readonly wallet?: ReturnType<typeof decliningWallet>
  readonly options?: Omit<Partial<KitOptionsInput>, 'clock'>
}

function setup({ parameters = {}, storage, clock = createFakeClock(START), wallet = decliningWallet(), options = {} }: SetupOptions = {}) {
  const verifier = (parameters.verifier as ReturnType<typeof fakeVerifier> | undefined) ?? fakeVerifier()
  const test = createTestKit({
    storage,
    clock,
    plugins: [fakeChainPlugin('eip155', { connectors: [wallet.connector] }), siwx({ verifier, ...parameters })],
    ...options,
  })
  const tracked: KitEvents['kit:tracked'][] = []
  kitInternals(test.kit).bus.on('kit:tracked', (e) => tracked.push(e))
  return { ...test, verifier, wallet, tracked }
}

const history = (kit: Kit): readonly RouteEntry[] => (kit.getState().modal.open ? kit.getState().modal.history : [])
const top = (kit: Kit) => history(kit).at(-1)
const asking = (kit: Kit) => top(kit)?.view === 'SIWXSignMessage'

/** What the view's Sign button does: sign through the service, then answer the prompt when it worked. */
async function pressSign(kit: Kit): Promise<boolean> {
  const entry = top(kit)
  const service = await kitInternals(kit).services.use('siwx')
  const ok = await service.sign()
  if (ok && entry?.prompt) kitInternals(kit).modal.answer(entry.prompt.id, { value: 'signed' })
  await settle()
  return ok
}

async function pressCancel(kit: Kit) {
  const entry = top(kit)
  if (!entry?.prompt) throw new Error(`no prompt shown (${entry?.view})`)
  kitInternals(kit).modal.answer(entry.prompt.id, { value: 'cancelled' })
  await settle()
}

/** Starts a connect and waits until the step has asked. */
async function connectUntilAsked(kit: Kit): Promise<{ connecting: Promise<void> }> {
  await kit.ready
  const connecting = kit.connect('fake')
  connecting.catch(() => {})
  await settle()
  // Wrapped: an async function returning the promise itself would wait for it.
  return { connecting }
}

describe('sign-in on connect', () => {
  it('asks before the kit counts the wallet connected; signing stores the session, closes the modal and tracks success', async () => {
    const { kit, verifier, wallet, tracked, storage } = setup({ parameters: { statement: 'Sign in to the test app' } })
    const { connecting } = await connectUntilAsked(kit)

    expect(top(kit)).toMatchObject({ view: 'SIWXSignMessage', params: { caipNetworkId: 'eip155:1', address: FAKE_ADDRESS, required: false }, prompt: { dismissible: true } })
    expect(kit.getAccount().isConnected).toBe(false)
    expect(kit.getState().siwx?.status).toBe('asking')

    expect(await pressSign(kit)).toBe(true)
    await connecting

    expect(kit.getAccount().isConnected).toBe(true)
    expect(kit.getState().modal.open).toBe(false)
    expect(wallet.signed).toHaveLength(1)
    const text = wallet.signed[0]!
    expect(text).toMatch(/^localhost(:\d+)? wants you to sign in with your Ethereum account:\n0x1111111111111111111111111111111111111111\n\nSign in to the test app\n\nURI: /)
    expect(text).toContain('\nChain ID: 1\nNonce: nonce000001\nIssued At: 2026-03-01T12:00:00.000Z\nExpiration Time: 2026-03-08T12:00:00.000Z')
    expect(verifier.verified).toEqual([expect.objectContaining({ message: text, signature: '0xsigned' })])
    expect(kit.getState().siwx).toMatchObject({ status: 'signedIn', session: { signature: '0xsigned', message: text } })
    expect(JSON.parse(storage.getItem('@appkit-wallet/siwx_sessions') ?? '[]')).toHaveLength(1)
    expect(tracked.filter((e) => e.event === 'SIWX_AUTH_SUCCESS')).toEqual([{ event: 'SIWX_AUTH_SUCCESS', properties: { network: 'eip155:1' } }])
  })

  it("a declined signature shows 'Signature declined' and the view stays; signing again works", async () => {
    const { kit, wallet, tracked } = setup()
    const { connecting } = await connectUntilAsked(kit)
    wallet.declineNext()

    expect(await pressSign(kit)).toBe(false)
    expect(kit.getState().modal.toast).toMatchObject({ message: 'Signature declined', variant: 'error' })
    expect(asking(kit)).toBe(true)
    expect(kit.getAccount().isConnected).toBe(false)
    expect(tracked.find((e) => e.event === 'SIWX_AUTH_ERROR')?.properties).toEqual({ network: 'eip155:1', message: 'Signature declined' })

    expect(await pressSign(kit)).toBe(true)
    await connecting
    expect(kit.getAccount().isConnected).toBe(true)
  })

  it("a verifier's refusal is shown and nothing is stored", async () => {
    const { kit, verifier, storage } = setup()
    await connectUntilAsked(kit)
    verifier.accept = false
    expect(await pressSign(kit)).toBe(false)
    expect(kit.getState().modal.toast?.message).toBe('The verifier refused the signature')
    expect(asking(kit)).toBe(true)
    expect(storage.getItem('@appkit-wallet/siwx_sessions')).toBeNull()
  })

  it('cancelling an optional sign-in closes the modal and stays connected, and is not asked again for that account', async () => {
    const { kit, wallet } = setup()
    const { connecting } = await connectUntilAsked(kit)
    await pressCancel(kit)
    await connecting
    await settle()
    expect(kit.getAccount().isConnected).toBe(true)
    expect(kit.getState().modal.open).toBe(false)
    expect(kit.getState().siwx?.status).toBe('signedOut')
    expect(wallet.signed).toEqual([])
  })

  it('required: the view cannot be closed; cancelling disconnects, lets the wallet go and shows Connect', async () => {
    const { kit, wallet } = setup({ parameters: { required: true } })
    kit.open()
    const { connecting } = await connectUntilAsked(kit)
    expect(top(kit)).toMatchObject({ view: 'SIWXSignMessage', params: { required: true }, prompt: { dismissible: false } })
    expect(kit.close()).toBe(false)
    expect(asking(kit)).toBe(true)

    await pressCancel(kit)
    const error = await connecting.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionStepError)
    expect((error as ConnectionStepError).shortMessage).toBe('Sign-in was cancelled')
    expect(kit.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(wallet.connector.calls.disconnect).toBe(1)
    expect(history(kit).map((e) => e.view)).toEqual(['Connect'])
  })

  it('does not ask on a network the kit was not configured with', async () => {
    const { kit } = setup({ wallet: decliningWallet({ chainId: 999 }), options: { allowUnsupportedChain: true } })
    await kit.ready
    await kit.connect('fake')
    expect(kit.getAccount().isConnected).toBe(true)
    expect(asking(kit)).toBe(false)
  })
})

describe('stored sessions', () => {
  async function signedInKit(clock: FakeClock, parameters: SiwxParameters = {}) {
    const first = setup({ clock, parameters })
    const { connecting } = await connectUntilAsked(first.kit)
    await pressSign(first.kit)
    await connecting
    return first
  }

  it('a reload with a current session asks nothing', async () => {
    const clock = createFakeClock(START)
    const { storage, kit: first } = await signedInKit(clock)
    first.destroy()
    clock.advance(DAY)

    const again = setup({ storage, clock })
    await again.kit.ready
    await settle()
    expect(again.kit.getAccount().isConnected).toBe(true)
    expect(asking(again.kit)).toBe(false)
    expect(again.kit.getState().siwx?.status).toBe('signedIn')
    expect(again.wallet.signed).toEqual([])
  })

  it('a reload after the session expired asks again', async () => {
    const clock = createFakeClock(START)
    const { storage, kit: first } = await signedInKit(clock)
    first.destroy()
    clock.advance(8 * DAY)

    const again = setup({ storage, clock })
    const ready = again.kit.ready
    await settle()
    expect(asking(again.kit)).toBe(true)
    expect(await pressSign(again.kit)).toBe(true)
    await ready
    expect(again.kit.getAccount().isConnected).toBe(true)
    expect(again.kit.getState().siwx?.status).toBe('signedIn')
  })

  it('while connected, the session running out asks again at its expiration time', async () => {
    const clock = createFakeClock(START)
    const { kit } = await signedInKit(clock, { expiresIn: 3600 })
    clock.advance(3600 * 1000 - 1)
    await settle()
    expect(asking(kit)).toBe(false)
    clock.advance(1)
    await settle()
    await settle()
    expect(top(kit)).toMatchObject({ view: 'SIWXSignMessage', params: { caipNetworkId: 'eip155:1', address: FAKE_ADDRESS } })
  })

  it('another account asks for that account', async () => {
    const clock = createFakeClock(START)
    const { kit, wallet } = await signedInKit(clock)
    wallet.connector.emit({ type: 'accountsChanged', accounts: [OTHER] })
    await settle()
    await settle()
    expect(top(kit)).toMatchObject({ view: 'SIWXSignMessage', params: { address: OTHER } })
    expect(await pressSign(kit)).toBe(true)
    expect(wallet.signed.at(-1)).toContain(`\n${OTHER}\n`)
    expect(kit.getState().modal.open).toBe(false)
  })

  it('switching network asks for that chain by default, and not when the policy keeps the session', async () => {
    const clock = createFakeClock(START)
    const asks = await signedInKit(clock)
    await asks.kit.switchNetwork(testNetworks.optimism)
    await settle()
    await settle()
    expect(top(asks.kit)).toMatchObject({ view: 'SIWXSignMessage', params: { caipNetworkId: 'eip155:10' } })

    const keeps = await signedInKit(createFakeClock(START), { signInOnNetworkChange: false })
    await keeps.kit.switchNetwork(testNetworks.optimism)
    await settle()
    await settle()
    expect(asking(keeps.kit)).toBe(false)
  })

  it('disconnecting signs out: the stored session is gone', async () => {
    const clock = createFakeClock(START)
    const { kit, storage } = await signedInKit(clock)
    await kit.disconnect()
    await settle()
    expect(storage.getItem('@appkit-wallet/siwx_sessions')).toBeNull()
    expect(kit.getState().siwx?.status).toBe('signedOut')
  })
})

describe('createKit({ siweConfig }): the legacy shape', () => {
  it('takes the nonce from getNonce, the text from createMessage, verifies with verifyMessage and restores from getSession', async () => {
    const calls: string[] = []
    let session: { address: string; chainId: number } | null = null
    const siweConfig: SiweConfig = {
      async getNonce(address) {
        calls.push(`getNonce ${address}`)
        return 'legacyNonce1'
      },
      createMessage(args) {
        calls.push(`createMessage ${args.address} ${args.chainId} ${args.nonce}`)
        return `legacy message for ${args.address}`
      },
      async verifyMessage({ message, signature }) {
        calls.push(`verifyMessage ${message} ${signature}`)
        return true
      },
      async getSession() {
        return session
      },
      async signOut() {
        session = null
        return true
      },
      onSignIn(s) {
        session = s ?? null
      },
    }
    const clock = createFakeClock(START)
    const wallet = decliningWallet()
    const first = createTestKit({ clock, siweConfig, plugins: [fakeChainPlugin('eip155', { connectors: [wallet.connector] }), siwx()] })
    const { connecting } = await connectUntilAsked(first.kit)
    expect(await pressSign(first.kit)).toBe(true)
    await connecting
    expect(calls).toEqual([
      `getNonce ${FAKE_ADDRESS}`,
      `createMessage eip155:1:${FAKE_ADDRESS} 1 legacyNonce1`,
      `verifyMessage legacy message for eip155:1:${FAKE_ADDRESS} 0xsigned`,
    ])
    expect(wallet.signed).toEqual([`legacy message for eip155:1:${FAKE_ADDRESS}`])
    first.kit.destroy()

    const again = createTestKit({ clock, siweConfig, storage: first.storage, plugins: [fakeChainPlugin('eip155', { connectors: [decliningWallet().connector] }), siwx()] })
    await again.kit.ready
    await settle()
    expect(again.kit.getAccount().isConnected).toBe(true)
    expect(asking(again.kit)).toBe(false)
  })
})
