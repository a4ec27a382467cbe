// A wallet that hands out one address per purpose (bip122 payment and ordinals): spec §3 Account, §9 default types.
import { describe, expect, it } from 'vitest'
import { ACCOUNT_SETTLE_MS } from './connection.js'
import { createFakeConnector } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'
import type { AccountSelection, Connector, ConnectorAccount } from './types.js'
import type { StorageBackend } from './storage.js'

const ORDINALS = 'bc1pmzfrwwndsqmk5yh69yjr5lfgfg4ev8c0tsc06e'
const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
// The wallet lists its ordinals address first, as some do: the kit still starts on the payment one.
const ACCOUNTS: ConnectorAccount[] = [
  { address: ORDINALS, type: 'ordinal', publicKey: '02aa' },
  { address: PAYMENT, type: 'payment', publicKey: '02bb' },
]

function bitcoinKit(storage?: StorageBackend) {
  const wallet = createFakeConnector({ id: 'btc', name: 'Bitcoin Wallet', chain: 'bip122', accounts: ACCOUNTS, chainId: testNetworks.bitcoin.id, accountChoice: true })
  const balances: string[] = []
  const test = createTestKit({
    networks: [testNetworks.bitcoin],
    ...(storage ? { storage } : {}),
    plugins: [
      fakeChainPlugin('bip122', {
        connectors: [wallet],
        getBalance: async ({ address }) => {
          balances.push(address)
          return { balance: address === PAYMENT ? '0.5' : '0.0001', symbol: 'BTC' }
        },
      }),
    ],
  })
  return { ...test, wallet, balances }
}

describe('switching between a wallet’s accounts', () => {
  it('starts on the namespace’s default account type, switches to another of the wallet’s accounts, and reads its balance', async () => {
    const { kit, clock, balances } = bitcoinKit()
    await kit.ready
    await kit.connect('btc', { namespace: 'bip122' })
    expect(kit.getAccount().address).toBe(PAYMENT)
    await expect.poll(() => kit.getState().chains.bip122?.accountState.balance).toBe('0.5')

    const events: unknown[] = []
    kit.subscribeEvents((type, payload) => type === 'connection:changed' && events.push(payload))
    await kit.switchAccount({ address: ORDINALS })
    expect(kit.getAccount()).toMatchObject({ address: ORDINALS, caipAddress: `bip122:${testNetworks.bitcoin.id}:${ORDINALS}` })
    expect(kit.getState().activeCaipAddress).toBe(`bip122:${testNetworks.bitcoin.id}:${ORDINALS}`)
    expect(events).toEqual([{ namespace: 'bip122', status: 'connected', caipAddress: `bip122:${testNetworks.bitcoin.id}:${ORDINALS}` }])
    // The payment address's balance is not shown under the ordinals address while it is read.
    expect(kit.getState().chains.bip122?.accountState.balance).toBeUndefined()
    clock.advance(ACCOUNT_SETTLE_MS)
    await expect.poll(() => kit.getState().chains.bip122?.accountState.balance).toBe('0.0001')
    expect(balances.at(-1)).toBe(ORDINALS)
  })

  it('refuses a wallet that picks its own account (EVM wallets sign with their selected one)', async () => {
    const evm = createFakeConnector({ id: 'evm', accounts: ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222'] })
    const { kit } = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [evm] })] })
    await kit.ready
    await kit.connect('evm')
    await expect(kit.switchAccount({ address: '0x2222222222222222222222222222222222222222' })).rejects.toThrow('The connected wallet chooses its account itself')
    expect(kit.getAccount().address).toBe('0x1111111111111111111111111111111111111111')
  })

  it('refuses an address the wallet did not give, and any switch while nothing is connected, changing nothing', async () => {
    const { kit } = bitcoinKit()
    await kit.ready
    await expect(kit.switchAccount({ address: PAYMENT, namespace: 'bip122' })).rejects.toThrow('No ActiveCaipAddress found')
    await kit.connect('btc', { namespace: 'bip122' })
    await expect(kit.switchAccount({ address: 'bc1qsomeoneelse' })).rejects.toThrow('The connected wallet did not give this account')
    expect(kit.getAccount().address).toBe(PAYMENT)
  })

  it('keeps the choice across a reload: the page shows the chosen address at once and the restored session uses it', async () => {
    const first = bitcoinKit()
    await first.kit.ready
    await first.kit.connect('btc', { namespace: 'bip122' })
    await first.kit.switchAccount({ address: ORDINALS })
    await first.kit.destroy()

    const reloaded = bitcoinKit(first.storage)
    // Before the wallet answers, from storage alone (what a server reading the cookie shows too).
    expect(reloaded.kit.getState().chains.bip122?.accountState.address).toBe(ORDINALS)
    await reloaded.kit.ready
    await expect.poll(() => reloaded.kit.getAccount().status).toBe('connected')
    expect(reloaded.kit.getAccount().address).toBe(ORDINALS)
    expect(reloaded.kit.getAccount().allAccounts.map((a) => a.type)).toEqual(['ordinal', 'payment'])
  })
})

describe('a wallet that must be told which account to use (an embedded wallet’s smart account or EOA)', () => {
  const SMART = '0x5555555555555555555555555555555555555555'
  const EOA = '0x6666666666666666666666666666666666666666'

  function embeddedKit(selectAccount: (account: ConnectorAccount) => Promise<AccountSelection | void>) {
    const base = createFakeConnector({
      id: 'auth',
      type: 'AUTH',
      accounts: [
        { address: SMART, type: 'smartAccount' },
        { address: EOA, type: 'eoa' },
      ],
      accountChoice: true,
    })
    const told: ConnectorAccount[] = []
    const wallet: Connector = Object.assign(base, {
      async connect() {
        return { accounts: [{ address: SMART, type: 'smartAccount' as const }, { address: EOA, type: 'eoa' as const }], chainId: 1, preferredAccountType: 'smartAccount' as const, smartAccountDeployed: false, smartAccountEnabledNetworks: [1] }
      },
      async selectAccount(account: ConnectorAccount) {
        told.push(account)
        return selectAccount(account)
      },
    })
    const test = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet] })] })
    return { ...test, told }
  }

  it('starts on spec §9’s default type, tells the wallet the visitor’s pick, and writes what it answers', async () => {
    const { kit, told, storage } = embeddedKit(async (account) => ({ preferredAccountType: account.type === 'eoa' ? 'eoa' : 'smartAccount', smartAccountDeployed: true }))
    await kit.ready
    await kit.connect('auth')
    const state = () => kit.getState().chains.eip155!
    expect(kit.getAccount().address).toBe(SMART)
    expect(state().networkState.smartAccountEnabledNetworks).toEqual([1])
    expect(state().accountState).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: false })

    await kit.switchAccount({ address: EOA })
    expect(told).toEqual([{ address: EOA, type: 'eoa' }])
    expect(kit.getAccount().address).toBe(EOA)
    expect(state().accountState).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: true })
    expect(JSON.parse(storage.getItem('@appkit-wallet/preferred_account_types') ?? '{}')).toEqual({ eip155: 'eoa' })
  })

  it('keeps the account in use, and the stored choice, when the wallet refuses the pick', async () => {
    const { kit, storage } = embeddedKit(async () => {
      throw new Error('This application might not support Smart Accounts')
    })
    await kit.ready
    await kit.connect('auth')
    await expect(kit.switchAccount({ address: EOA })).rejects.toThrow('This application might not support Smart Accounts')
    expect(kit.getAccount().address).toBe(SMART)
    expect(kit.getState().chains.eip155?.accountState.preferredAccountType).toBe('smartAccount')
    expect(storage.getItem('@appkit-wallet/preferred_account_types')).toBeNull()
  })
})
