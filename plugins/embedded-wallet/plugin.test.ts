import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestKit, fakeChainPlugin, kitInternals, settle, testNetworks } from '../../kernel/testing/index.js'
import { embeddedWallet } from './plugin.js'
import { loadTestRules } from './test-rules.js'

afterEach(() => {
  document.body.innerHTML = ''
})

const FRAME = 'http://127.0.0.1:8798/'

function setup(features: { email?: boolean } = {}, evm: Parameters<typeof fakeChainPlugin>[1] = {}) {
  const test = createTestKit({
    networks: [testNetworks.mainnet, testNetworks.solana, testNetworks.bitcoin],
    features,
    plugins: [
      fakeChainPlugin('eip155', { ...evm, embeddedWallet: loadTestRules }),
      fakeChainPlugin('solana', { embeddedWallet: loadTestRules }),
      // A namespace without embedded-wallet rules gets no AUTH connector.
      fakeChainPlugin('bip122'),
      embeddedWallet({ frameUrl: FRAME }),
    ],
  })
  return { ...test, internals: kitInternals(test.kit) }
}

/** This DOM loads no frames: the frame's window is played by an object that records what the page posts. */
function playFrame(answers: Record<string, (payload: unknown) => unknown> = {}) {
  const iframe = document.querySelector('iframe')!
  const posted: unknown[] = []
  const say = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: 'http://127.0.0.1:8798', source: target }))
  const target = {
    postMessage: vi.fn((message: { type: string; id: string; payload?: unknown }) => {
      posted.push(message)
      const name = message.type.replace('@tessera-app/', '')
      const answer = answers[name]
      if (answer) queueMicrotask(() => say({ type: `@tessera-frame/${name}_SUCCESS`, id: message.id, payload: answer(message.payload) }))
    }),
  } as unknown as Window
  Object.defineProperty(iframe, 'contentWindow', { value: target })
  return { iframe, posted, say }
}

/** A kit whose frame was created, with the frame's window played by the test. */
async function withFrame(answers?: Parameters<typeof playFrame>[0], evm?: Parameters<typeof fakeChainPlugin>[1]) {
  const test = setup({}, evm)
  await test.kit.ready
  const session = await test.internals.services.use('embedded-wallet/session')
  await session.frame()
  return { ...test, session, frame: playFrame(answers) }
}

describe('embeddedWallet()', () => {
  it('adds the email section and an AUTH connector per namespace, and no frame until something needs it', async () => {
    const { kit, internals } = setup()
    await kit.ready
    expect(kit.failedPlugins).toEqual([])
    expect(internals.slots.list('connect.section').map((e) => e.contribution.id)).toContain('email')
    expect(internals.connectors.list().filter((c) => c.type === 'AUTH').map((c) => [c.id, c.chain])).toEqual([
      ['ID_AUTH', 'eip155'],
      ['ID_AUTH', 'solana'],
    ])
    expect(document.querySelector('iframe')).toBeNull()

    const session = await internals.services.use('embedded-wallet/session')
    void session.frame()
    await settle()
    const src = new URL(document.querySelector('iframe')!.src)
    expect(src.origin).toBe('http://127.0.0.1:8798')
    expect(Object.fromEntries(src.searchParams)).toEqual({ projectId: 'p', chainId: 'eip155:1', version: expect.any(String), enableLogger: 'false' })
  })

  it('with the email feature off, shows no email section', async () => {
    const { kit, internals } = setup({ email: false })
    await kit.ready
    expect(internals.slots.list('connect.section').map((e) => e.contribution.id)).not.toContain('email')
  })

  it("a page the project does not allow gets 'Invalid App Configuration', and the email is never posted", async () => {
    const { kit, clock, session, frame } = await withFrame()
    const sending = session.login.sendEmail('alice@example.com').then(
      () => 'sent',
      (e: { shortMessage: string }) => e.shortMessage,
    )
    frame.say({ type: '@tessera-frame/FRAME_ERROR', payload: { code: 'INVALID_APP_CONFIGURATION', message: 'Origin not allowed' } })
    clock.advance(1_000)
    expect(await sending).toBe('Invalid App Configuration')
    expect(JSON.stringify(frame.posted)).not.toContain('alice')
  })

  it('a message from the page itself posing as the frame is ignored', async () => {
    const { kit, clock, session, frame } = await withFrame()
    let outcome = 'pending'
    void session.login.sendEmail('alice@example.com').then(
      (v) => (outcome = v),
      () => (outcome = 'failed'),
    )
    frame.say({ type: '@tessera-frame/READY', payload: { version: '1' } })
    clock.advance(500)
    await settle()
    const [request] = frame.posted as { id: string }[]
    window.dispatchEvent(new MessageEvent('message', { data: { type: '@tessera-frame/CONNECT_EMAIL_SUCCESS', id: request!.id, payload: { action: 'CONNECT' } }, origin: 'http://127.0.0.1:8798', source: window }))
    await settle()
    expect(outcome).toBe('pending')
    frame.say({ type: '@tessera-frame/CONNECT_EMAIL_SUCCESS', id: request!.id, payload: { action: 'VERIFY_OTP' } })
    await settle()
    expect(outcome).toBe('VERIFY_OTP')
  })

  it("an unknown method asked of the connected provider is refused with spec §8's words and an error toast", async () => {
    const address = '0x1111111111111111111111111111111111111111'
    const { kit, internals, clock, frame } = await withFrame({
      GET_USER: (p) => ({ email: 'a@example.com', address, chainId: (p as { chainId?: number | string }).chainId ?? 1, accounts: [{ address, type: 'eoa' }] }), GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
      IS_CONNECTED: () => ({ isConnected: true }),
    })
    frame.say({ type: '@tessera-frame/READY', payload: { version: '1' } })
    clock.advance(500)
    await kit.connect('ID_AUTH', { namespace: 'eip155' })
    await settle()
    const provider = (await kit.getProvider('eip155')) as { request(a: { method: string }): Promise<unknown> }
    const sentBefore = frame.posted.length
    const refused = provider.request({ method: 'eth_foo' }).then(
      () => 'answered',
      (e: { shortMessage: string }) => e.shortMessage,
    )
    await settle()
    expect(internals.store.get().modal.toast).toMatchObject({ message: 'Requested RPC call is not allowed', variant: 'error' })
    clock.advance(300)
    expect(await refused).toBe('Requested RPC call is not allowed')
    expect(frame.posted.length).toBe(sentBefore)
  })

  it("offers 'Change email' in the Account view while an embedded-wallet account is connected, and only then", async () => {
    const address = '0x1111111111111111111111111111111111111111'
    const { kit, internals, clock, frame } = await withFrame({
      GET_USER: (p) => ({ email: 'a@example.com', address, chainId: (p as { chainId?: number | string }).chainId ?? 1, accounts: [{ address, type: 'eoa' }] }), GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
      IS_CONNECTED: () => ({ isConnected: true }),
      SIGN_OUT: () => ({}),
    })
    const features = () => internals.slots.list('account.feature').map((e) => e.contribution.id)
    expect(features()).not.toContain('email')
    frame.say({ type: '@tessera-frame/READY', payload: { version: '1' } })
    clock.advance(500)
    await kit.connect('ID_AUTH', { namespace: 'eip155' })
    expect(features()).toContain('email')
    await kit.disconnect()
    expect(features()).not.toContain('email')
  })

  it('a transaction the visitor approved reads the balance again; one they rejected does not', async () => {
    const address = '0x1111111111111111111111111111111111111111'
    let balance = 5n * 10n ** 18n
    const balanceReads = vi.fn(async () => ({ balance: String(balance / 10n ** 18n), symbol: 'ETH' }))
    const { kit, internals, clock, frame } = await withFrame(
      {
        GET_USER: (p) => ({ email: 'a@example.com', address, chainId: (p as { chainId?: number | string }).chainId ?? 1, accounts: [{ address, type: 'eoa' }] }), GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
        IS_CONNECTED: () => ({ isConnected: true }),
        RPC_REQUEST: () => {
          balance -= 10n ** 18n
          return '0x' + 'ab'.repeat(32)
        },
      },
      { getBalance: balanceReads },
    )
    frame.say({ type: '@tessera-frame/READY', payload: { version: '1' } })
    clock.advance(500)
    await kit.connect('ID_AUTH', { namespace: 'eip155' })
    const balanceShown = () => kit.getState().chains.eip155?.accountState.balance
    await expect.poll(balanceShown).toBe('5')
    const provider = (await kit.getProvider('eip155')) as { request(a: { method: string; params: unknown[] }): Promise<unknown> }
    const send = () => provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0xde0b6b3a7640000' }] })
    const approval = () => kit.getState().modal.history.find((e) => e.view === 'EmbeddedWalletApprove')

    const rejected = send().catch((e: Error) => e.name)
    await expect.poll(approval).toBeDefined()
    internals.modal.answer(approval()!.prompt!.id, { error: new Error('rejected') })
    expect(await rejected).toBe('Error')
    const readsBefore = balanceReads.mock.calls.length

    const sent = send()
    await expect.poll(approval).toMatchObject({ params: { method: 'eth_sendTransaction', rows: [{ label: 'Currency', value: 'ETH' }] } })
    expect(balanceReads.mock.calls.length).toBe(readsBefore)
    internals.modal.answer(approval()!.prompt!.id, { value: undefined })
    expect(await sent).toBe('0x' + 'ab'.repeat(32))
    await expect.poll(balanceShown).toBe('4')
  })
})
