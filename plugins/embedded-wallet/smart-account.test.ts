import { describe, expect, it } from 'vitest'
import { STORAGE_PREFIX, type KitPlugin, type PluginContext, type StorageBackend } from '../../kernel/index.js'
import { createFakeClock, createTestKit, fakeChainPlugin, kitInternals, settle, testNetworks, type FakeClock } from '../../kernel/testing/index.js'
import { accountTypeChoice, offerAccountTypeSwitch } from './account-type-feature.js'
import { AUTH_CONNECTOR_ID, createAuthConnector } from './auth-connector.js'
import { createAuthSession } from './auth-session.js'
import { createFakeFrame, type FakeFrame, type FakeHandlers } from './fake-frame.js'
import { createFrameProvider } from './frame-provider.js'
import { createLoginFlow } from './login-flow.js'
import { declareLoginStorage } from './login-storage.js'
import { createSmartAccounts, SMART_ACCOUNTS_UNSUPPORTED, switchAccountType } from './smart-account.js'
import { EMBEDDED_WALLET_MESSAGES, type EmbeddedWalletMessageKey } from './messages.js'
import { loadTestRules } from './test-rules.js'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'

/** The frame names networks by CAIP-2 id; its smart-account list holds chain ids. */
const chainNumber = (id: unknown) => (typeof id === 'number' ? id : Number(String(id).split(':').pop()))

/** A frame like the devnet's: a smart account on the chains in `enabled`, the preferred type kept per user. */
function smartFrame(enabled: number[]) {
  const state = { preferred: 'eoa' as 'eoa' | 'smartAccount', chainId: 1, deployed: false }
  const user = () => {
    const offered = enabled.includes(state.chainId)
    const smart = offered && state.preferred === 'smartAccount'
    const accounts = offered
      ? [
          { address: smart ? SMART : EOA, type: smart ? 'smartAccount' : 'eoa' },
          { address: smart ? EOA : SMART, type: smart ? 'eoa' : 'smartAccount' },
        ]
      : [{ address: EOA, type: 'eoa' }]
    return { email: 'alice@example.com', address: accounts[0]!.address, chainId: state.chainId, accounts, preferredAccountType: smart ? 'smartAccount' : 'eoa', smartAccountDeployed: offered && state.deployed }
  }
  const handlers: FakeHandlers = {
    GET_USER: (payload) => {
      const { chainId, preferredAccountType } = payload as { chainId?: string; preferredAccountType?: 'eoa' | 'smartAccount' }
      if (chainId !== undefined) state.chainId = chainNumber(chainId)
      if (preferredAccountType) state.preferred = preferredAccountType
      return { ok: user() }
    },
    IS_CONNECTED: () => ({ ok: { isConnected: true } }),
    SWITCH_NETWORK: (payload) => {
      state.chainId = chainNumber((payload as { chainId: string }).chainId)
      return { ok: { chainId: state.chainId } }
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ ok: { smartAccountEnabledNetworks: enabled } }),
    SET_PREFERRED_ACCOUNT: (payload) => {
      const { type } = payload as { type: 'eoa' | 'smartAccount' }
      if (type === 'smartAccount' && !enabled.includes(state.chainId)) return { error: SMART_ACCOUNTS_UNSUPPORTED, code: 4901 }
      state.preferred = type
      return { ok: { type, address: type === 'smartAccount' ? SMART : EOA } }
    },
  }
  return { handlers, state }
}

/** The plugin's EVM connector with the account choice, over a fake frame; `ctx` is kept for the switch. */
function smartTestPlugin(clock: FakeClock, frame: FakeFrame, held: { ctx?: PluginContext }): KitPlugin {
  return {
    id: 'embedded-wallet-test',
    setup(ctx) {
      held.ctx = ctx
      const login = createLoginFlow({ frame: async () => frame.client, storage: declareLoginStorage(ctx), now: () => clock.now() })
      const session = createAuthSession({ frame: async () => frame.client, login, clock })
      const smartAccounts = createSmartAccounts(ctx, session)
      ctx.services.provide('embedded-wallet/session', () => session)
      ctx.services.provide('embedded-wallet/smart-accounts', () => smartAccounts)
      const provider = createFrameProvider({ namespace: 'eip155', rules: loadTestRules, session, clock, approve: async () => {}, onApprovedSuccess: () => smartAccounts.afterApprovedSend('eip155') })
      ctx.connectors.register(smartAccounts.withAccountChoice(createAuthConnector(ctx, 'eip155', session, provider, () => smartAccounts.preferredType('eip155'))))
      offerAccountTypeSwitch(ctx, smartAccounts)
    },
  }
}

function setup(enabled: number[], storage?: StorageBackend) {
  const clock = createFakeClock()
  const fake = smartFrame(enabled)
  const frame = createFakeFrame(clock, {
    ...fake.handlers,
    RPC_REQUEST: () => {
      fake.state.deployed = true
      return { ok: '0xhash' }
    },
  })
  const held: { ctx?: PluginContext } = {}
  const test = createTestKit({
    clock,
    networks: [testNetworks.mainnet, testNetworks.optimism],
    ...(storage ? { storage } : {}),
    plugins: [fakeChainPlugin('eip155'), smartTestPlugin(clock, frame, held)],
  })
  return { ...test, frame, fake, ctx: () => held.ctx!, internals: kitInternals(test.kit) }
}

const sentOf = (frame: FakeFrame, name: string) => frame.sent.filter((m) => m.type === `@tessera-app/${name}`).map((m) => m.payload)
const state = (kit: ReturnType<typeof setup>['kit']) => kit.getState().chains.eip155!
/** The Account view's feature buttons as an English-reading visitor sees them. */
const featureLabels = (internals: ReturnType<typeof setup>['internals']) =>
  internals.slots.list('account.feature').map((e) => e.contribution.label ?? EMBEDDED_WALLET_MESSAGES[e.contribution.labelKey as EmbeddedWalletMessageKey])

describe('smart accounts of the embedded wallet', () => {
  it('connects with the smart account by default (spec §9), and keeps the networks offering one in state and storage', async () => {
    const { kit, frame, storage } = setup([1, 10])
    await kit.ready
    await kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    expect(sentOf(frame, 'GET_USER')).toEqual([{ chainId: 'eip155:1', preferredAccountType: 'smartAccount' }])
    expect(kit.getAccount().address).toBe(SMART)
    expect(kit.getAccount().embeddedWalletInfo).toMatchObject({ accountType: 'smartAccount', isSmartAccountDeployed: false })
    expect(state(kit).networkState.smartAccountEnabledNetworks).toEqual([1, 10])
    expect(storage.getItem(`${STORAGE_PREFIX}smart_account_enabled_networks`)).toBe(JSON.stringify('1,10'))
  })

  it('switches to the EOA and back through the frame; the choice is stored and asked for again after a reload', async () => {
    const first = setup([1])
    await first.kit.ready
    await first.kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    expect(accountTypeChoice(first.ctx(), { preferredType: () => 'smartAccount' })).toEqual({ namespace: 'eip155', target: 'eoa' })
    expect(featureLabels(first.internals)).toContain('Switch to your EOA')

    expect(await switchAccountType(first.ctx(), 'eip155', 'eoa')).toBe(true)
    expect(sentOf(first.frame, 'SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'eoa' }])
    expect(first.kit.getAccount().address).toBe(EOA)
    expect(state(first.kit).accountState.preferredAccountType).toBe('eoa')
    expect(featureLabels(first.internals)).toContain('Switch to your smart account')
    await first.kit.destroy()

    const reloaded = setup([1], first.storage)
    await reloaded.kit.ready
    await expect.poll(() => reloaded.kit.getAccount().status).toBe('connected')
    expect(sentOf(reloaded.frame, 'GET_USER')).toContainEqual({ chainId: 'eip155:1', preferredAccountType: 'eoa' })
    expect(reloaded.kit.getAccount().address).toBe(EOA)
    expect(await switchAccountType(reloaded.ctx(), 'eip155', 'smartAccount')).toBe(true)
    expect(reloaded.kit.getAccount().address).toBe(SMART)
  })

  it("on a network without smart accounts, choosing one is spec §8's toast and the EOA stays", async () => {
    const { kit, frame, ctx, internals } = setup([10])
    await kit.ready
    await kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    expect(kit.getAccount().address).toBe(EOA)
    expect(accountTypeChoice(ctx(), { preferredType: () => 'smartAccount' })).toEqual({ namespace: 'eip155', target: 'smartAccount' })
    // A namespace whose accounts are EOAs (spec §9's default for solana, say) offers no switch at all.
    expect(accountTypeChoice(ctx(), { preferredType: () => 'eoa' })).toBeUndefined()
    expect(await switchAccountType(ctx(), 'eip155', 'smartAccount')).toBe(false)
    expect(internals.store.get().modal.toast).toMatchObject({ message: 'This application might not support Smart Accounts', variant: 'error' })
    expect(sentOf(frame, 'SET_PREFERRED_ACCOUNT')).toEqual([])
    expect(kit.getAccount().address).toBe(EOA)
  })

  it('follows the network: the EOA where no smart account is offered, the smart account again where it is', async () => {
    const { kit } = setup([1])
    await kit.ready
    await kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    expect(kit.getAccount().address).toBe(SMART)
    await kit.switchNetwork(testNetworks.optimism)
    expect(kit.getAccount()).toMatchObject({ address: EOA, caipAddress: `eip155:10:${EOA}` })
    expect(state(kit).accountState.preferredAccountType).toBe('eoa')
    await kit.switchNetwork(testNetworks.mainnet)
    expect(kit.getAccount()).toMatchObject({ address: SMART, caipAddress: `eip155:1:${SMART}` })
  })

  it('reads the user again after an approved send, so the account shows as deployed', async () => {
    const { kit } = setup([1])
    await kit.ready
    await kit.connect(AUTH_CONNECTOR_ID, { namespace: 'eip155' })
    const provider = (await kit.getProvider('eip155')) as { request(a: { method: string; params: unknown[] }): Promise<unknown> }
    expect(await provider.request({ method: 'eth_sendTransaction', params: [{ to: EOA, value: '0x1' }] })).toBe('0xhash')
    await settle()
    await expect.poll(() => state(kit).accountState.smartAccountDeployed).toBe(true)
    expect(kit.getAccount().embeddedWalletInfo).toMatchObject({ accountType: 'smartAccount', isSmartAccountDeployed: true })
  })
})
