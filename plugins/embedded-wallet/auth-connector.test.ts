import { describe, expect, it } from 'vitest'
import { STORAGE_PREFIX, type KitPlugin, type StorageBackend } from '../../kernel/index.js'
import { createFakeClock, createTestKit, fakeChainPlugin, kitInternals, settle, testNetworks, type FakeClock } from '../../kernel/testing/index.js'
import { AUTH_CONNECTOR_ID, createAuthConnector } from './auth-connector.js'
import { createAuthSession, SIGN_OUT_WAIT_MS } from './auth-session.js'
import { createFakeFrame, type FakeFrame, type FakeHandlers } from './fake-frame.js'
import { createFrameProvider, RPC_NOT_ALLOWED_MESSAGE, type ApprovalRequest, type FrameProvider } from './frame-provider.js'
import { createLoginFlow } from './login-flow.js'
import { declareLoginStorage } from './login-storage.js'
import { RPC_NOT_ALLOWED_DELAY_MS } from './rpc-methods.js'
import { loadTestRules } from './test-rules.js'

const EVM = '0x1111111111111111111111111111111111111111'
const SOL = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const userOf = (payload: unknown) => {
  const chainId = (payload as { chainId?: string | number } | undefined)?.chainId ?? 1
  const address = typeof chainId === 'string' && chainId.startsWith('solana:') ? SOL : EVM
  return { ok: { email: 'alice@example.com', address, chainId, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false } }
}
const devnetFrame: FakeHandlers = {
  GET_USER: userOf,
  IS_CONNECTED: () => ({ ok: { isConnected: true } }),
  SIGN_OUT: () => ({ ok: {} }),
  RPC_REQUEST: (p) => {
    const { method, params } = p as { method: string; params: unknown[] }
    if (method === 'personal_sign') return { ok: `signed:${String(params[0])}` }
    if (method === 'eth_chainId') return { ok: '0x1' }
    return { error: 'Requested RPC call is not allowed', code: 4200 }
  },
}

/** The plugin's connectors over a fake frame; the approval answers as `answer` says. */
function authTestPlugin(clock: FakeClock, frame: FakeFrame, answer: { approve: (r: ApprovalRequest) => Promise<void> }): KitPlugin {
  return {
    id: 'embedded-wallet-test',
    setup(ctx) {
      const storage = declareLoginStorage(ctx)
      const login = createLoginFlow({ frame: async () => frame.client, storage, now: () => clock.now() })
      const session = createAuthSession({ frame: async () => frame.client, login, clock })
      ctx.services.provide('embedded-wallet/session', () => session)
      for (const namespace of ['eip155', 'solana'] as const) {
        const provider: FrameProvider = createFrameProvider({
          namespace,
          rules: loadTestRules,
          session,
          clock,
          approve: (r) => answer.approve(r),
          signMessage: async (p, { message, address }) => String(await p.request({ method: 'personal_sign', params: [message, address] })),
        })
        ctx.connectors.register(createAuthConnector(ctx, namespace, session, provider))
      }
    },
  }
}

function setup(handlers: FakeHandlers = {}, storage?: StorageBackend) {
  const clock = createFakeClock()
  const frame = createFakeFrame(clock, { ...devnetFrame, ...handlers })
  const approvals: ApprovalRequest[] = []
  const answer = { approve: async (r: ApprovalRequest) => void approvals.push(r) }
  const { kit, storage: backend } = createTestKit({
    clock,
    networks: [testNetworks.mainnet, testNetworks.solana],
    ...(storage ? { storage } : {}),
    plugins: [fakeChainPlugin('eip155'), fakeChainPlugin('solana'), authTestPlugin(clock, frame, answer)],
  })
  return { kit, clock, frame, approvals, answer, storage: backend }
}

const LOGIN_KEYS = ['email', 'email_login_used', 'last_email_login_time'].map((k) => `${STORAGE_PREFIX}${k}`)
const loginKeys = (storage: StorageBackend) => LOGIN_KEYS.map((k) => storage.getItem(k))
/** What an email login leaves in storage. */
function remember(storage: StorageBackend) {
  for (const [key, value] of LOGIN_KEYS.map((k, i) => [k, ['"alice@example.com"', 'true', '1000'][i]!] as const)) storage.setItem(key, value)
  expect(loginKeys(storage)).toEqual(['"alice@example.com"', 'true', '1000'])
}

const message = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: { shortMessage?: string; message: string }) => e.shortMessage ?? e.message)

describe('the AUTH connector', () => {
  it("connects with the frame's user, reports embeddedWalletInfo, and connects the other namespace silently", async () => {
    const { kit, frame } = setup()
    await kit.ready
    expect(kit.failedPlugins).toEqual([])
    await kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    await settle()
    const evm = kit.getAccount('eip155')
    expect(evm.address?.toLowerCase()).toBe(EVM)
    expect(evm.embeddedWalletInfo).toEqual({
      user: expect.objectContaining({ email: 'alice@example.com', address: EVM }),
      authProvider: 'email',
      accountType: 'eoa',
      isSmartAccountDeployed: false,
    })
    expect(kit.getAccount('solana')).toMatchObject({ address: SOL, isConnected: true })
    expect(frame.sent.find((m) => m.type === '@tessera-app/GET_USER' && (m.payload as { chainId: unknown }).chainId === testNetworks.solana.caipNetworkId)).toBeDefined()
  })

  it('reads the user again when it changed (a new email), for every connected namespace, keeping the addresses', async () => {
    let email = 'alice@example.com'
    const { kit } = setup({ GET_USER: (p) => ({ ok: { ...(userOf(p).ok as object), email } }) })
    await kit.ready
    await kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    await settle()
    email = 'alice@new.example'
    const session = await kitInternals(kit).services.use('embedded-wallet/session')
    session.userChanged()
    await expect.poll(() => kit.getAccount('eip155').embeddedWalletInfo?.user?.email).toBe('alice@new.example')
    await expect.poll(() => kit.getAccount('solana').embeddedWalletInfo?.user?.email).toBe('alice@new.example')
    expect(kit.getAccount('eip155').address?.toLowerCase()).toBe(EVM)
    expect(kit.getAccount('solana').address).toBe(SOL)
  })

  it('signs a message only after the visitor approved it, with the message shown as asked', async () => {
    const { kit, frame, approvals } = setup()
    await kit.ready
    await kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    expect(await kit.signMessage({ message: 'hello' })).toBe('signed:hello')
    expect(approvals).toEqual([{ namespace: 'eip155', method: 'personal_sign', params: ['hello', expect.stringMatching(/^0x1111/i)], rows: expect.any(Array) }])
    expect(frame.names().filter((n) => n === 'RPC_REQUEST')).toHaveLength(1)
  })

  it('a rejected approval sends nothing to the frame', async () => {
    const { kit, frame, answer } = setup()
    await kit.ready
    await kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    answer.approve = async () => {
      throw new Error('User rejected the request.')
    }
    expect(await message(kit.signMessage({ message: 'hello' }))).toMatch(/rejected/i)
    expect(frame.names()).not.toContain('RPC_REQUEST')
  })

  it("passes safe calls straight through and refuses unknown ones after 300 ms with the spec's words", async () => {
    const { kit, clock, frame, approvals } = setup()
    await kit.ready
    await kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    const provider = (await kit.getProvider('eip155')) as FrameProvider
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(approvals).toEqual([])
    let refused: string | undefined
    void message(provider.request({ method: 'eth_mine' })).then((m) => (refused = m))
    await settle()
    clock.advance(RPC_NOT_ALLOWED_DELAY_MS - 1)
    await settle()
    expect(refused).toBeUndefined()
    clock.advance(1)
    await settle()
    expect(refused).toBe(RPC_NOT_ALLOWED_MESSAGE)
    expect(frame.names().filter((n) => n === 'RPC_REQUEST')).toHaveLength(1)
  })

  it('disconnect signs the frame out once, waits at most 3 s for it, and clears the login keys', async () => {
    const { kit, clock, frame, storage } = setup({ SIGN_OUT: () => undefined })
    await kit.ready
    await kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    await settle()
    remember(storage)
    const storageKeys = () => ['email', 'last_email_login_time'].map((k) => localStorage.getItem(k))
    void storageKeys
    let done = false
    void kit.disconnect('eip155').then(() => (done = true))
    await settle()
    clock.advance(SIGN_OUT_WAIT_MS - 1)
    await settle()
    expect(done).toBe(false)
    clock.advance(1)
    await settle()
    await settle()
    expect(done).toBe(true)
    expect(frame.names().filter((n) => n === 'SIGN_OUT')).toHaveLength(1)
    expect(kit.getAccount('eip155').isConnected).toBe(false)
    expect(kit.getAccount('solana').isConnected).toBe(false)
    expect(loginKeys(storage)).toEqual([null, null, null])
  })

  it('on reload the frame confirms the session; "no" leaves the visitor disconnected and clears the cached login', async () => {
    const first = setup()
    await first.kit.ready
    await first.kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    await settle()
    first.kit.destroy()

    const again = setup({}, first.storage)
    await again.kit.ready
    await settle()
    expect(again.kit.getAccount('eip155')).toMatchObject({ isConnected: true, address: expect.stringMatching(/^0x1111/i) })
    expect(again.frame.names()).toContain('IS_CONNECTED')

    again.kit.destroy()
    remember(first.storage)
    const gone = setup({ IS_CONNECTED: () => ({ ok: { isConnected: false } }) }, first.storage)
    await gone.kit.ready
    await settle()
    expect(gone.kit.getAccount('eip155').isConnected).toBe(false)
    expect(gone.frame.names()).not.toContain('GET_USER')
    expect(loginKeys(first.storage)).toEqual([null, null, null])
  })
})
