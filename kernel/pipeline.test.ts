import { describe, expect, it } from 'vitest'
import type { KitPlugin, PluginContext } from './context.js'
import { ErrorCode } from './errors.js'
import { kitInternals } from './internals.js'
import type { Kit } from './kernel.js'
import { ConnectionStepError } from './plugin-errors.js'
import type { ConnectionStep, PendingConnection } from './pipeline.js'
import { memoryStorage, type StorageBackend } from './storage.js'
import { createFakeConnector, FAKE_ADDRESS, type FakeConnector } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { settle } from './testing/settle.js'
import { createTestKit } from './testing/test-kit.js'
import type { ConnectorConnection, KitEvents, RouteEntry, Unsubscribe } from './types.js'

const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222'
const raw = (backend: StorageBackend, key: string) => backend.getItem(`@appkit-wallet/${key}`)

function deferred<T = void>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

interface StepsKitOptions {
  readonly wallets?: readonly FakeConnector[]
  readonly storage?: StorageBackend
  /** The steps a plugin registers in its setup, in this order; they may use its context (prompts, the router). */
  readonly steps?: (ctx: PluginContext) => readonly ConnectionStep[]
}

/** A kit whose 'steps' plugin registers the given connection steps; `remove[i]` is the i-th step's unsubscribe. */
function stepsKit(options: StepsKitOptions = {}) {
  const wallets = options.wallets ?? [createFakeConnector()]
  const remove: Unsubscribe[] = []
  const plugin: KitPlugin = {
    id: 'steps',
    setup(ctx) {
      for (const step of options.steps?.(ctx) ?? []) remove.push(ctx.connection.addStep(step))
    },
  }
  const test = createTestKit({ storage: options.storage, plugins: [fakeChainPlugin('eip155', { connectors: wallets }), plugin] })
  return { ...test, wallets, wallet: wallets[0]!, remove }
}

function trackedBy(kit: Kit) {
  const events: KitEvents['kit:tracked'][] = []
  kitInternals(kit).bus.on('kit:tracked', (e) => events.push(e))
  return { names: () => events.map((e) => e.event), find: (name: string) => events.find((e) => e.event === name) }
}

/** A wallet whose connect() waits until the test answers for it. */
function slowWallet(id: string, address: string) {
  const wallet = createFakeConnector({ id, name: id, accounts: [address] })
  const answer = deferred<ConnectorConnection>()
  const connector: FakeConnector = { ...wallet, connect: () => answer.promise }
  return { connector, approve: () => answer.resolve({ accounts: [{ address, type: 'eoa' }], chainId: 1 }) }
}

/** The modal as a visitor left it before choosing a wallet: Connect, then that wallet's connecting screen. */
function openOnConnecting(kit: Kit, connectorId: string) {
  kit.open()
  kitInternals(kit).router.push('ConnectingExternal', { connectorId })
}

const history = (kit: Kit) => kit.getState().modal.history
const top = (kit: Kit): RouteEntry | undefined => history(kit).at(-1)
const promptId = (kit: Kit) => {
  const id = top(kit)?.prompt?.id
  if (id === undefined) throw new Error(`the modal shows no prompt (${top(kit)?.view})`)
  return id
}

/** A step that shows the Networks view as a prompt and waits for the visitor's answer. */
const promptingStep = (ctx: PluginContext, answers: unknown[] = [], options: { dismissible?: boolean } = {}): ConnectionStep => ({
  id: 'choose-network',
  run: async () => void answers.push(await ctx.modal.prompt('Networks', undefined, options)),
})

describe('connection steps on connect', () => {
  it('run one after the other in registration order, with the pending connection', async () => {
    const seen: [string, PendingConnection][] = []
    const firstDone = deferred()
    const wallet = createFakeConnector({ id: 'io.metamask', name: 'MetaMask', chainId: 10, accounts: [FAKE_ADDRESS, { address: OTHER_ADDRESS, type: 'smartAccount' }] })
    const { kit } = stepsKit({
      wallets: [wallet],
      steps: () => [
        { id: 'sign-in', run: async (pending) => (seen.push(['sign-in', pending]), firstDone.promise) },
        { id: 'account-type', run: (pending) => void seen.push(['account-type', pending]) },
      ],
    })
    await kit.ready

    const connecting = kit.connect('io.metamask')
    await settle()
    // The second step waits for the first.
    expect(seen.map(([id]) => id)).toEqual(['sign-in'])
    firstDone.resolve()
    await connecting

    expect(seen.map(([id]) => id)).toEqual(['sign-in', 'account-type'])
    expect(seen[0]![1]).toMatchObject({
      reason: 'connect',
      namespace: 'eip155',
      connector: { id: 'io.metamask', name: 'MetaMask', type: 'INJECTED' },
      accounts: [
        { namespace: 'eip155', address: FAKE_ADDRESS, type: 'eoa' },
        { namespace: 'eip155', address: OTHER_ADDRESS, type: 'smartAccount' },
      ],
      address: FAKE_ADDRESS,
      caipAddress: `eip155:10:${FAKE_ADDRESS}`,
      caipNetwork: { caipNetworkId: 'eip155:10', name: 'OP Mainnet' },
    })
    expect(seen[0]![1].signal.aborted).toBe(false)
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS })
  })

  it('keep the visitor from counting as connected until every step is done', async () => {
    const gate = deferred()
    const during: unknown[] = []
    const { kit, storage } = stepsKit({ steps: () => [{ id: 'wait', run: () => gate.promise }] })
    await kit.ready
    const connecting = kit.connect('fake')
    await settle()

    during.push(kit.getAccount())
    expect(kit.getAccount()).toMatchObject({ isConnected: false, status: 'connecting', address: undefined })
    expect(kit.getState().activeCaipAddress).toBeUndefined()
    expect(raw(storage, 'eip155:connected_connector_id')).toBeNull()
    expect(raw(storage, 'connection_status')).not.toBe('"connected"')

    gate.resolve()
    await connecting
    expect(kit.getAccount()).toMatchObject({ isConnected: true, status: 'connected', address: FAKE_ADDRESS })
    expect(raw(storage, 'eip155:connected_connector_id')).toBe('"fake"')
  })

  it('can ask the wallet to sign with the pending account before connect resolves', async () => {
    const wallet = createFakeConnector({ signature: '0xsiwe' })
    const signed: unknown[] = []
    const signing: FakeConnector = { ...wallet, signMessage: (parameters) => (signed.push(parameters), wallet.signMessage!(parameters)) }
    let signature: string | undefined
    let connectedWhileSigning: boolean | undefined
    const { kit } = stepsKit({
      wallets: [signing],
      steps: () => [
        {
          id: 'sign-in',
          async run(pending) {
            signature = await pending.signMessage('Sign in to example.com')
            connectedWhileSigning = kit.getAccount().isConnected
          },
        },
      ],
    })
    await kit.ready
    await kit.connect('fake')
    expect(signature).toBe('0xsiwe')
    expect(signed).toEqual([{ message: 'Sign in to example.com', address: FAKE_ADDRESS }])
    expect(connectedWhileSigning).toBe(false)
  })

  it('a step that throws rolls the connection back: ConnectionStepError, disconnected, wallet let go, nothing stored', async () => {
    const { kit, wallet, storage } = stepsKit({
      steps: () => [
        {
          id: 'siwx',
          run: () => {
            throw new Error('The signature did not match')
          },
        },
      ],
    })
    await kit.ready
    const tracked = trackedBy(kit)

    const error = await kit.connect('fake').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ConnectionStepError)
    expect((error as ConnectionStepError).shortMessage).toBe('The signature did not match')
    expect((error as ConnectionStepError).step).toBe('siwx')
    expect(kit.getAccount()).toEqual({ allAccounts: [], caipAddress: undefined, address: undefined, isConnected: false, status: 'disconnected' })
    expect(wallet.calls.disconnect).toBe(1)
    expect(wallet.subscriberCount()).toBe(0)
    expect(tracked.names()).toEqual(['SELECT_WALLET', 'CONNECT_ERROR'])
    expect(tracked.find('CONNECT_ERROR')?.properties).toMatchObject({ name: 'Fake Wallet', message: 'The signature did not match' })
    expect(raw(storage, 'eip155:connected_connector_id')).toBeNull()
    expect(raw(storage, 'connection_status')).not.toBe('"connected"')
    expect(kit.getState().modal.loadingNamespaces.eip155).toBe(false)
  })

  it('a step that throws on a second wallet keeps the first one connected', async () => {
    let refuse = false
    const first = createFakeConnector()
    const second = createFakeConnector({ id: 'second', name: 'Second', accounts: [OTHER_ADDRESS] })
    const { kit, storage } = stepsKit({
      wallets: [first, second],
      steps: () => [
        {
          id: 'allow-list',
          run: () => {
            if (refuse) throw new Error('This account is not allowed')
          },
        },
      ],
    })
    await kit.ready
    await kit.connect('fake')
    refuse = true

    await expect(kit.connect('second')).rejects.toMatchObject({ name: 'ConnectionStepError', step: 'allow-list', shortMessage: 'This account is not allowed' })

    expect(kit.getAccount()).toMatchObject({ isConnected: true, status: 'connected', address: FAKE_ADDRESS })
    expect(second.calls.disconnect).toBe(1)
    expect(first.calls.disconnect).toBe(0)
    expect(first.subscriberCount()).toBe(1)
    expect(raw(storage, 'eip155:connected_connector_id')).toBe('"fake"')
    // The first wallet's events still move the account.
    first.emit({ type: 'chainChanged', chainId: 10 })
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:10')
  })

  it('a step that fails after showing its own views leaves the modal where the connection started', async () => {
    const { kit } = stepsKit({
      steps: (ctx) => [
        {
          id: 'tour',
          run: () => {
            ctx.router.push('Networks')
            ctx.router.push('UnsupportedChain')
            throw new Error('Set-up failed')
          },
        },
      ],
    })
    await kit.ready
    openOnConnecting(kit, 'fake')
    await expect(kit.connect('fake')).rejects.toThrow('Set-up failed')
    expect(history(kit)).toEqual([{ view: 'Connect' }, { view: 'ConnectingExternal', params: { connectorId: 'fake' } }])
  })

  it('a removed step no longer runs; the others still do', async () => {
    const ran: string[] = []
    const { kit, remove } = stepsKit({
      steps: () => [
        { id: 'a', run: () => void ran.push('a') },
        { id: 'b', run: () => void ran.push('b') },
      ],
    })
    await kit.ready
    remove[0]!()
    await kit.connect('fake')
    expect(ran).toEqual(['b'])

    remove[1]!()
    await kit.disconnect()
    await kit.connect('fake')
    expect(ran).toEqual(['b'])
    expect(kit.getAccount().isConnected).toBe(true)
  })
})

describe('a step that prompts the visitor', () => {
  it('keeps the modal open while it waits; the answer lets the connection finish and the modal goes home to Account', async () => {
    const answers: unknown[] = []
    const { kit } = stepsKit({ steps: (ctx) => [promptingStep(ctx, answers, { dismissible: false })] })
    await kit.ready
    openOnConnecting(kit, 'fake')
    const connecting = kit.connect('fake')
    await settle()

    expect(top(kit)).toMatchObject({ view: 'Networks', prompt: { dismissible: false } })
    expect(kit.close()).toBe(false)
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getAccount().isConnected).toBe(false)

    kitInternals(kit).modal.answer(promptId(kit), { value: 'eip155:10' })
    await connecting

    expect(answers).toEqual(['eip155:10'])
    expect(kit.getAccount().isConnected).toBe(true)
    expect(history(kit)).toEqual([{ view: 'Account' }])
    expect(kit.close()).toBe(true)
  })

  it('going back from the prompt declines it: the connection rolls back and the modal is where the connection started', async () => {
    const { kit, wallet } = stepsKit({ steps: (ctx) => [promptingStep(ctx)] })
    await kit.ready
    openOnConnecting(kit, 'fake')
    const connecting = kit.connect('fake').catch((e: unknown) => e)
    await settle()
    expect(top(kit)?.prompt).toBeDefined()

    kitInternals(kit).router.goBack()
    const error = await connecting

    expect(error).toBeInstanceOf(ConnectionStepError)
    expect((error as ConnectionStepError).step).toBe('choose-network')
    expect((error as ConnectionStepError).code).toBe(ErrorCode.USER_REJECTED)
    expect(kit.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(wallet.calls.disconnect).toBe(1)
    expect(history(kit)).toEqual([{ view: 'Connect' }, { view: 'ConnectingExternal', params: { connectorId: 'fake' } }])
    expect(kit.getState().modal.open).toBe(true)
  })
})

describe('connection steps on reconnect', () => {
  /** A first visit that connected, as left in storage for the next page load. */
  async function previousVisit() {
    const backend = memoryStorage()
    const { kit } = stepsKit({ storage: backend })
    await kit.ready
    await kit.connect('fake')
    await kit.destroy()
    return backend
  }

  it("run when a stored connection is restored, with reason 'reconnect'", async () => {
    const backend = await previousVisit()
    const seen: PendingConnection[] = []
    const { kit, wallet } = stepsKit({ storage: backend, steps: () => [{ id: 'session', run: (pending) => void seen.push(pending) }] })
    await kit.ready
    expect(wallet.calls).toMatchObject({ reconnect: 1, connect: 0 })
    expect(seen.map((p) => [p.reason, p.namespace, p.address])).toEqual([['reconnect', 'eip155', FAKE_ADDRESS]])
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS })
  })

  it('a failing step leaves the namespace disconnected, forgets the stored wallet and lets it go', async () => {
    const backend = await previousVisit()
    const { kit, wallet } = stepsKit({
      storage: backend,
      steps: () => [
        {
          id: 'session',
          run: () => {
            throw new Error('The session expired')
          },
        },
      ],
    })
    await kit.ready
    expect(kit.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined })
    expect(wallet.calls.disconnect).toBe(1)
    expect(wallet.subscriberCount()).toBe(0)
    expect(raw(backend, 'eip155:connected_connector_id')).toBeNull()
    expect(raw(backend, 'connection_status')).toBe('"disconnected"')
  })
})

describe('a second connect while the first one waits', () => {
  it('on its wallet: the late answer of the first wallet does not take over the connection made meanwhile', async () => {
    const slow = slowWallet('slow', OTHER_ADDRESS)
    const fast = createFakeConnector({ id: 'fast', name: 'Fast' })
    const ran: string[] = []
    const { kit, storage } = stepsKit({ wallets: [slow.connector, fast], steps: () => [{ id: 'record', run: (p) => void ran.push(p.connector.id) }] })
    await kit.ready
    const tracked = trackedBy(kit)
    const first = kit.connect('slow').catch((e: unknown) => e)
    await settle()

    await kit.connect('fast')
    slow.approve()
    const error = await first

    expect(error).toMatchObject({ name: 'SupersededError' })
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS })
    expect(raw(storage, 'eip155:connected_connector_id')).toBe('"fast"')
    expect(ran).toEqual(['fast'])
    expect(slow.connector.subscriberCount()).toBe(0)
    expect(fast.subscriberCount()).toBe(1)
    expect(tracked.names().filter((n) => n.startsWith('CONNECT_'))).toEqual(['CONNECT_SUCCESS'])
  })

  it('on its wallet: the first connect settles at once, and the wallet given up on is let go when it answers', async () => {
    const slow = slowWallet('slow', OTHER_ADDRESS)
    const fast = createFakeConnector({ id: 'fast', name: 'Fast' })
    const { kit } = stepsKit({ wallets: [slow.connector, fast] })
    await kit.ready
    const first = kit.connect('slow').catch((e: unknown) => e)
    await settle()

    await kit.connect('fast')
    expect(await first).toMatchObject({ name: 'SupersededError' })
    expect(slow.connector.calls.disconnect).toBe(0)

    slow.approve()
    await settle()
    expect(slow.connector.calls.disconnect).toBe(1)
    expect(fast.calls.disconnect).toBe(0)
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS })
  })

  it('on its wallet: asking the same wallet again, its answer to the first ask does not let it go', async () => {
    const slow = slowWallet('slow', OTHER_ADDRESS)
    const { kit } = stepsKit({ wallets: [slow.connector] })
    await kit.ready
    const first = kit.connect('slow').catch((e: unknown) => e)
    await settle()
    const second = kit.connect('slow')
    await settle()

    slow.approve()
    await second
    expect(await first).toMatchObject({ name: 'SupersededError' })
    await settle()
    expect(slow.connector.calls.disconnect).toBe(0)
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: OTHER_ADDRESS })
  })

  it('on its wallet: a late answer while the second still waits leaves the second connecting', async () => {
    const slow = slowWallet('slow', OTHER_ADDRESS)
    const slower = slowWallet('slower', FAKE_ADDRESS)
    const { kit } = stepsKit({ wallets: [slow.connector, slower.connector] })
    await kit.ready
    const first = kit.connect('slow').catch((e: unknown) => e)
    await settle()
    const second = kit.connect('slower')
    await settle()

    slow.approve()
    await first
    expect(kit.getAccount()).toMatchObject({ isConnected: false, status: 'connecting' })
    expect(kit.getState().modal.loadingNamespaces.eip155).toBe(true)

    slower.approve()
    await second
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS })
    expect(kit.getState().modal.loadingNamespaces.eip155).toBe(false)
  })

  it('on a step: the first step finishing late leaves the second connection and the modal alone', async () => {
    const gates = new Map([['slow', deferred()]])
    const slow = createFakeConnector({ id: 'slow', name: 'Slow', accounts: [OTHER_ADDRESS] })
    const fast = createFakeConnector({ id: 'fast', name: 'Fast' })
    const { kit, storage } = stepsKit({ wallets: [slow, fast], steps: () => [{ id: 'set-up', run: (p) => gates.get(p.connector.id)?.promise }] })
    await kit.ready
    kit.open({ view: 'ConnectingExternal', params: { connectorId: 'slow' } })
    const first = kit.connect('slow').catch((e: unknown) => e)
    await settle()

    await kit.connect('fast')
    expect(history(kit)).toEqual([{ view: 'Account' }])
    kitInternals(kit).router.push('Networks')
    gates.get('slow')!.resolve()
    const error = await first

    expect(error).toMatchObject({ name: 'SupersededError' })
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS })
    expect(raw(storage, 'eip155:connected_connector_id')).toBe('"fast"')
    expect(slow.subscriberCount()).toBe(0)
    // The visitor's own navigation after the second connection stays as it is.
    expect(history(kit)).toEqual([{ view: 'Account' }, { view: 'Networks' }])
  })

  /** A slow wallet's connection waits on its step's prompt when a second wallet's connection starts and prompts too. */
  async function promptedTwice(steps: (ctx: PluginContext) => readonly ConnectionStep[]) {
    const slow = createFakeConnector({ id: 'slow', name: 'Slow', accounts: [OTHER_ADDRESS] })
    const fast = createFakeConnector({ id: 'fast', name: 'Fast' })
    const { kit } = stepsKit({ wallets: [slow, fast], steps })
    await kit.ready
    openOnConnecting(kit, 'slow')
    const first = kit.connect('slow').catch((e: unknown) => e)
    await settle()
    const firstPrompt = promptId(kit)
    const second = kit.connect('fast').catch((e: unknown) => e)
    await settle()
    return { kit, first, firstPrompt, second }
  }

  it("on a step's prompt: answering the first prompt late does not dismiss the second one", async () => {
    const answers: unknown[] = []
    const { kit, first, firstPrompt, second } = await promptedTwice((ctx) => [promptingStep(ctx, answers)])
    const secondPrompt = promptId(kit)
    expect(secondPrompt).not.toBe(firstPrompt)

    kitInternals(kit).modal.answer(firstPrompt, { value: 'late' })
    expect(await first).toMatchObject({ name: 'SupersededError' })
    expect(top(kit)?.prompt?.id).toBe(secondPrompt)

    kitInternals(kit).modal.answer(secondPrompt, { value: 'eip155:1' })
    expect(await second).toBeUndefined()
    expect(answers).toEqual(['late', 'eip155:1'])
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS })
    expect(history(kit)).toEqual([{ view: 'Account' }])
  })

  it("on a step's prompt given the attempt's signal: the newer attempt withdraws the older one's question", async () => {
    const { kit, first, firstPrompt, second } = await promptedTwice((ctx) => [
      { id: 'ask', run: async (pending) => void (await ctx.modal.prompt('Networks', undefined, { signal: pending.signal })) },
    ])
    expect(await first).toMatchObject({ name: 'SupersededError' })
    // Only the newer question is on the stack: answering the old one could no longer do anything.
    expect(history(kit).filter((e) => e.prompt).map((e) => e.prompt!.id)).toEqual([promptId(kit)])
    expect(promptId(kit)).not.toBe(firstPrompt)
    kitInternals(kit).modal.answer(promptId(kit), { value: undefined })
    expect(await second).toBeUndefined()
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS })
  })
})
