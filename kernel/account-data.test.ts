import { describe, expect, it, vi } from 'vitest'
import { TOKEN_BALANCE_REFRESH_MS, TOKEN_BALANCE_RETRY_MS } from './account-data.js'
import { ACCOUNT_SETTLE_MS } from './connection.js'
import { ErrorMessages, TokenBalanceUnavailableError } from './errors.js'
import { createFakeConnector, expectClean, FAKE_ADDRESS, fakeChainPlugin, settle, createTestKit, testNetworks } from './testing/index.js'
import type { ChainAdapter, IdentitySource, TokenBalance, TokenBalancesParameters } from './types.js'
import type { KitPlugin } from './context.js'
import { kitInternals } from './internals.js'

const OTHER = '0x2222222222222222222222222222222222222222'
const usdc = (numeric = '12.5'): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: Number(numeric),
  price: 1,
  quantity: { decimals: '6', numeric },
  iconUrl: 'https://img.test/usdc.png',
})

type TokensFn = NonNullable<ChainAdapter['getTokenBalances']>
type IdentityFn = NonNullable<ChainAdapter['getIdentity']>

function accountKit(options: { tokens?: TokensFn; identity?: IdentityFn } = {}) {
  const wallet = createFakeConnector()
  const getTokenBalances = vi.fn<TokensFn>(options.tokens ?? (async () => [usdc()]))
  const getIdentity = vi.fn<IdentityFn>(options.identity ?? (async ({ address }) => (address === FAKE_ADDRESS ? { name: 'alice.eth', avatar: 'https://img.test/alice.png' } : {})))
  const test = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet], getTokenBalances, getIdentity })] })
  const account = () => test.kit.getState().chains.eip155!.accountState
  return { ...test, wallet, getTokenBalances, getIdentity, account }
}

const lastTokensCall = (fn: ReturnType<typeof vi.fn<TokensFn>>): TokenBalancesParameters => fn.mock.calls.at(-1)![0]

describe('account data', () => {
  it('loads token balances and identity on connect and writes them into the account state', async () => {
    const { kit, wallet, getTokenBalances, getIdentity, account } = accountKit()
    await kit.ready
    await kit.connect('fake')
    await settle()
    expect(account().tokenBalance).toEqual([usdc()])
    expect(account().profileName).toBe('alice.eth')
    expect(account().profileImage).toBe('https://img.test/alice.png')
    const call = lastTokensCall(getTokenBalances)
    expect(call).toMatchObject({ address: FAKE_ADDRESS, caipNetwork: testNetworks.mainnet, forceUpdate: false })
    expect(call.connector).toBe(wallet)
    expect(call.signal).toBeInstanceOf(AbortSignal)
    expect(getIdentity).toHaveBeenCalledWith(expect.objectContaining({ address: FAKE_ADDRESS, caipNetwork: testNetworks.mainnet }))
  })

  it('reloads on an account change, clearing the previous account’s tokens and name at once', async () => {
    let answer: (tokens: TokenBalance[]) => void = () => {}
    const { kit, wallet, getTokenBalances, account, clock } = accountKit({
      tokens: async ({ address }) => (address === FAKE_ADDRESS ? [usdc()] : new Promise((resolve) => (answer = resolve))),
    })
    await kit.ready
    await kit.connect('fake')
    await settle()
    wallet.emit({ type: 'accountsChanged', accounts: [OTHER] })
    await settle()
    expect(account().tokenBalance).toEqual([])
    expect(account().profileName).toBeUndefined()
    clock.advance(ACCOUNT_SETTLE_MS)
    await settle()
    expect(getTokenBalances).toHaveBeenCalledTimes(2)
    answer([usdc('1')])
    await settle()
    expect(account().tokenBalance).toEqual([usdc('1')])
  })

  it('a burst of account changes loads the first account and the last, not each one between', async () => {
    const { kit, wallet, getTokenBalances, getIdentity, account, clock } = accountKit()
    await kit.ready
    await kit.connect('fake')
    await settle()
    clock.advance(ACCOUNT_SETTLE_MS)
    const addresses = Array.from({ length: 1000 }, (_, i) => `0x${(i + 2).toString(16).padStart(40, '0')}`)
    for (const address of addresses) wallet.emit({ type: 'accountsChanged', accounts: [address] })
    await settle()
    expect(account().address).toBe(addresses.at(-1))
    clock.advance(ACCOUNT_SETTLE_MS)
    await settle()
    expect(getTokenBalances.mock.calls.map(([p]) => p.address)).toEqual([FAKE_ADDRESS, addresses[0], addresses.at(-1)])
    expect(getTokenBalances.mock.calls[1]![0].signal.aborted).toBe(true)
    expect(getIdentity).toHaveBeenCalledTimes(3)
    expect(account().tokenBalance).toEqual([usdc()])
  })

  it('reloads on a network change and drops an answer for the network the visitor left', async () => {
    const answers: ((tokens: TokenBalance[]) => void)[] = []
    const { kit, getTokenBalances, account, clock } = accountKit({ tokens: () => new Promise((resolve) => answers.push(resolve)) })
    await kit.ready
    await kit.connect('fake')
    await kit.switchNetwork(testNetworks.optimism)
    clock.advance(ACCOUNT_SETTLE_MS)
    await settle()
    expect(getTokenBalances.mock.calls.map(([p]) => p.caipNetwork.caipNetworkId)).toEqual(['eip155:1', 'eip155:10'])
    expect(getTokenBalances.mock.calls[0]![0].signal.aborted).toBe(true)
    answers[0]!([usdc()])
    await settle()
    expect(account().tokenBalance).toEqual([])
    answers[1]!([{ ...usdc(), chainId: 'eip155:10' }])
    await settle()
    expect(account().tokenBalance.map((t) => t.chainId)).toEqual(['eip155:10'])
  })

  it('passes forceUpdate through refreshBalance', async () => {
    const { kit, getTokenBalances } = accountKit()
    await kit.ready
    await kit.connect('fake')
    await kitInternals(kit).connection.refreshBalance('eip155', { forceUpdate: true })
    expect(lastTokensCall(getTokenBalances).forceUpdate).toBe(true)
  })

  it("shows 'Token Balance Unavailable' on failure and does not ask again for 30 s", async () => {
    const { kit, clock, getTokenBalances, account } = accountKit({ tokens: async () => Promise.reject(new Error('api down')) })
    await kit.ready
    kit.open()
    await kit.connect('fake')
    await settle()
    expect(kit.getState().modal.toast).toMatchObject({ message: ErrorMessages.TOKEN_BALANCE_UNAVAILABLE, variant: 'error' })
    expect(getTokenBalances).toHaveBeenCalledTimes(1)
    expect(account().tokenBalance).toEqual([])

    clock.advance(TOKEN_BALANCE_RETRY_MS - 100)
    await kitInternals(kit).connection.refreshBalance('eip155')
    await settle()
    expect(getTokenBalances).toHaveBeenCalledTimes(1)

    clock.advance(100)
    await settle()
    expect(getTokenBalances).toHaveBeenCalledTimes(2)
  })

  it('shows what could still be read (the native balance) beside the toast when the service fails', async () => {
    const native = { ...usdc(), symbol: 'ETH', name: 'Ether' }
    const { kit, account } = accountKit({ tokens: async () => Promise.reject(new TokenBalanceUnavailableError({ fallback: [native] })) })
    await kit.ready
    kit.open()
    await kit.connect('fake')
    await settle()
    expect(kit.getState().modal.toast).toMatchObject({ message: 'Token Balance Unavailable', variant: 'error' })
    expect(account().tokenBalance.map((t) => t.symbol)).toEqual(['ETH'])
  })

  it('keeps the last good list when a refresh fails', async () => {
    let fail = false
    const { kit, clock, account } = accountKit({ tokens: async () => (fail ? Promise.reject(new Error('down')) : [usdc()]) })
    await kit.ready
    kit.open()
    await kit.connect('fake')
    await settle()
    fail = true
    clock.advance(TOKEN_BALANCE_REFRESH_MS)
    await settle()
    expect(kit.getState().modal.toast?.message).toBe(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE)
    expect(account().tokenBalance).toEqual([usdc()])
  })

  it('refreshes every 30 s while connected with the modal open, and never while it is closed', async () => {
    const { kit, clock, getTokenBalances } = accountKit()
    await kit.ready
    await kit.connect('fake')
    await settle()
    expect(getTokenBalances).toHaveBeenCalledTimes(1)
    clock.advance(5 * TOKEN_BALANCE_REFRESH_MS)
    expect(getTokenBalances).toHaveBeenCalledTimes(1)
    expect(clock.pending()).toEqual([])

    // Opening after a stale load refreshes at once, then every 30 s from there.
    kit.open()
    clock.advance(0)
    await settle()
    expect(getTokenBalances).toHaveBeenCalledTimes(2)
    clock.advance(TOKEN_BALANCE_REFRESH_MS - 1)
    await settle()
    expect(getTokenBalances).toHaveBeenCalledTimes(2)
    clock.advance(1)
    await settle()
    expect(getTokenBalances).toHaveBeenCalledTimes(3)

    kit.close()
    clock.advance(10 * TOKEN_BALANCE_REFRESH_MS)
    expect(getTokenBalances).toHaveBeenCalledTimes(3)
  })

  it('counts a load for any reason toward the 30 s, so opening right after connect does not ask twice', async () => {
    const { kit, clock, getTokenBalances } = accountKit()
    await kit.ready
    await kit.connect('fake')
    clock.advance(10_000)
    kit.open()
    clock.advance(0)
    await settle()
    expect(getTokenBalances).toHaveBeenCalledTimes(1)
    clock.advance(TOKEN_BALANCE_REFRESH_MS - 10_000)
    await settle()
    expect(getTokenBalances).toHaveBeenCalledTimes(2)
  })

  it('stops its timer on disconnect and leaves nothing behind on destroy', async () => {
    const { kit, clock, wallet, account } = accountKit()
    await kit.ready
    kit.open()
    await kit.connect('fake')
    await settle()
    expect(clock.pending().length).toBeGreaterThan(0)
    await kit.disconnect()
    expect(clock.pending()).toEqual([])
    expect(account().tokenBalance).toEqual([])

    kit.open()
    await kit.connect('fake')
    await settle()
    await kit.destroy()
    expectClean(kit, { clock, connectors: [wallet] })
  })

  it('leaves the state alone when the adapter has neither capability', async () => {
    const wallet = createFakeConnector()
    const { kit, clock } = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet] })] })
    await kit.ready
    kit.open()
    await kit.connect('fake')
    clock.advance(3 * TOKEN_BALANCE_REFRESH_MS)
    await settle()
    const account = kit.getState().chains.eip155!.accountState
    expect(account.tokenBalance).toEqual([])
    expect(account.profileName).toBeUndefined()
    expect(kit.getState().modal.toast).toBeUndefined()
  })

  it('keeps the address when the identity lookup fails', async () => {
    const { kit, account } = accountKit({ identity: async () => Promise.reject(new Error('names down')) })
    await kit.ready
    await kit.connect('fake')
    await settle()
    expect(account().profileName).toBeUndefined()
    expect(account().address).toBe(FAKE_ADDRESS)
    expect(kit.getState().modal.toast).toBeUndefined()
  })
})

describe('identity sources', () => {
  function sourcedKit(resolve: IdentitySource['resolve'], namespaces: IdentitySource['namespaces'] = ['eip155']) {
    const wallet = createFakeConnector()
    const getIdentity = vi.fn<IdentityFn>(async () => ({ name: 'adapter.eth', avatar: 'https://img.test/a.png' }))
    const names: KitPlugin = { id: 'names', setup: (ctx) => void ctx.connection.addIdentitySource({ namespaces, resolve }) }
    const test = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet], getIdentity }), names] })
    return { ...test, wallet, account: () => test.kit.getState().chains.eip155!.accountState }
  }

  it("shows a source's name before the adapter's, keeping the adapter's avatar", async () => {
    const { kit, account } = sourcedKit(async () => ({ name: 'registered.tessera.id' }))
    await kit.ready
    await kit.connect('fake')
    await settle()
    expect(account().profileName).toBe('registered.tessera.id')
    expect(account().profileImage).toBe('https://img.test/a.png')
  })

  it("falls back to the adapter's name when the source knows none or fails, and ignores sources of other namespaces", async () => {
    for (const resolve of [async () => ({}), async () => Promise.reject(new Error('resolver down'))]) {
      const { kit, account } = sourcedKit(resolve)
      await kit.ready
      await kit.connect('fake')
      await settle()
      expect(account().profileName).toBe('adapter.eth')
    }
    const other = sourcedKit(async () => ({ name: 'elsewhere' }), ['solana'])
    await other.kit.ready
    await other.kit.connect('fake')
    await settle()
    expect(other.account().profileName).toBe('adapter.eth')
  })

  it('reads the name again on refresh, so a name registered meanwhile shows', async () => {
    let name: string | undefined
    const { kit, account } = sourcedKit(async () => (name ? { name } : {}))
    await kit.ready
    await kit.connect('fake')
    await settle()
    expect(account().profileName).toBe('adapter.eth')
    name = 'fresh.tessera.id'
    await kitInternals(kit).connection.refreshBalance('eip155')
    await settle()
    expect(account().profileName).toBe('fresh.tessera.id')
  })
})
