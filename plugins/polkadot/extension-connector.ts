import { ErrorCode, KitError, toKitError, UserRejectedRequestError, type CaipNetwork, type Connector, type ConnectorConnection, type ConnectorEvent, type Unsubscribe } from '../../kernel/index.js'
import { asConnectorAccount, InvalidPolkadotWalletResponseError, readExtensionAccounts, withPrefix, type ExtensionAccount } from './extension-accounts.js'
import { injectedSchema } from './extension-schemas.js'
import type { PolkadotWalletProvider } from './polkadot-provider.js'
import { readSignature, wrappedMessageHex } from './sign-message.js'

/** The kit's view of the account the visitor chose, kept across reloads (the extension's own address text). */
export interface ChosenAccountStore {
  get(): string | undefined
  set(original: string | undefined): void
}

export interface ExtensionConnectorParameters {
  /** The extension's key in `window.injectedWeb3`: the connector id. */
  readonly key: string
  readonly name: string
  readonly icon?: string
  readonly enable: (originName: string) => Promise<unknown>
  /** How the site names itself to the extension (shown in its authorisation popup). */
  readonly originName: string
  /** The chain a connect lands on when none was asked for: the kit's current Polkadot network. */
  readonly activeReference: () => string
  /** The SS58 prefix addresses are shown with on a chain. */
  readonly prefixOf: (reference: string) => number
  /** Asks the visitor which account to connect when the extension shares several; resolves with its address. */
  readonly chooseAccount: (accounts: readonly ExtensionAccount[]) => Promise<string>
  readonly chosen: ChosenAccountStore
  readonly onError: (error: unknown) => void
}

interface Injected {
  readonly accounts: { get(): Promise<unknown>; subscribe?(callback: (accounts: unknown) => void): unknown }
  readonly signer?: { signRaw?(payload: { address: string; data: string; type: 'bytes' }): Promise<unknown> }
}

/** Extensions refuse with a bare Error ('Rejected', 'Cancelled', 'Rejected by user'…), not with code 4001. */
const REFUSAL = /reject|cancel|denied|declin|not allowed/i

/** A refusal becomes the kit's user-rejected error (spec message); anything else keeps its own message. */
export function extensionError(error: unknown): KitError {
  if (error instanceof KitError) return error
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (REFUSAL.test(message.slice(0, 200))) return new UserRejectedRequestError({ cause: error })
  return toKitError(error)
}

/**
 * A Polkadot browser extension reached through the injectedWeb3 protocol (polkadot{.js}, Talisman, SubWallet):
 * `enable(origin)`, `accounts.get/subscribe`, `signer.signRaw`. The visitor picks the account when it shares
 * several; that one is reported first (the active account), the others after it.
 */
export function createExtensionConnector(p: ExtensionConnectorParameters): Connector {
  let injected: Injected | undefined
  let accounts: readonly ExtensionAccount[] = []
  let reference = p.activeReference()
  let listener: ((event: ConnectorEvent) => void) | undefined

  const prefix = () => p.prefixOf(reference)
  const active = (): ExtensionAccount | undefined => accounts.find((a) => a.original === p.chosen.get()) ?? accounts[0]
  const ordered = () => {
    const first = active()
    return first ? [first, ...accounts.filter((a) => a !== first)] : []
  }
  const connection = (): ConnectorConnection => ({ accounts: ordered().map(asConnectorAccount), chainId: reference })

  async function enable(): Promise<Injected> {
    let answer: unknown
    try {
      answer = await p.enable(p.originName)
    } catch (error) {
      throw extensionError(error)
    }
    const parsed = injectedSchema.safeParse(answer)
    if (!parsed.success) throw new InvalidPolkadotWalletResponseError('enable')
    return answer as Injected
  }

  async function readAccounts(wallet: Injected): Promise<readonly ExtensionAccount[]> {
    return readExtensionAccounts(await wallet.accounts.get(), prefix(), 'accounts.get')
  }

  async function signRaw(data: `0x${string}`, address?: string): Promise<string> {
    const account = address === undefined ? active() : accounts.find((a) => a.address === address || a.original === address)
    if (!account || !injected) throw new KitError(address === undefined ? 'Connector not connected' : `The wallet has not shared ${address}`, { code: ErrorCode.UNAUTHORIZED })
    const sign = injected.signer?.signRaw
    if (typeof sign !== 'function') throw new KitError('The wallet does not sign raw messages', { code: ErrorCode.UNSUPPORTED_METHOD })
    let answer: unknown
    try {
      answer = await sign.call(injected.signer, { address: account.original, data, type: 'bytes' })
    } catch (error) {
      throw extensionError(error)
    }
    return readSignature(answer, 'signRaw')
  }

  const provider: PolkadotWalletProvider = {
    get address() {
      return active()?.address
    },
    signRaw: ({ data, address }) => signRaw(data, address),
    signMessage: (message) => signRaw(wrappedMessageHex(message)),
  }

  return {
    id: p.key,
    name: p.name,
    type: 'ANNOUNCED',
    chain: 'polkadot',
    ...(p.icon ? { imageUrl: p.icon } : {}),

    async connect({ chainId }) {
      reference = chainId === undefined ? p.activeReference() : String(chainId)
      const wallet = await enable()
      const shared = await readAccounts(wallet)
      if (shared.length === 0) throw new KitError('The wallet did not share a Polkadot account', { code: ErrorCode.UNAUTHORIZED })
      let picked = shared[0]!
      if (shared.length > 1) {
        const address = await p.chooseAccount(shared)
        const found = shared.find((a) => a.address === address)
        if (!found) throw new KitError('The chosen account is not one the wallet shared', { code: ErrorCode.UNAUTHORIZED })
        picked = found
      }
      injected = wallet
      accounts = shared
      p.chosen.set(picked.original)
      return connection()
    },

    async reconnect() {
      // Extensions remember the sites they authorised: enable answers at once for one, and the account chosen
      // before is found again by the extension's own address text.
      reference = p.activeReference()
      const wallet = await enable()
      const shared = await readAccounts(wallet)
      if (shared.length === 0) return undefined
      injected = wallet
      accounts = shared
      return connection()
    },

    async disconnect() {
      // The protocol has no disconnect: forgetting the extension's objects is the kit's side of it.
      injected = undefined
      accounts = []
      p.chosen.set(undefined)
    },

    async switchNetwork(network: CaipNetwork) {
      if (network.chainNamespace !== 'polkadot') throw new KitError('Unsupported chain', { code: ErrorCode.UNSUPPORTED_CHAIN_ID })
      const before = prefix()
      reference = String(network.id)
      if (prefix() === before || accounts.length === 0) return
      accounts = withPrefix(accounts, prefix())
      // The same accounts under the new network's prefix, told after the kernel has moved to that network.
      const notify = listener
      setTimeout(() => notify?.({ type: 'accountsChanged', accounts: ordered().map(asConnectorAccount) }), 0)
    },

    signMessage: ({ message, address }) => signRaw(wrappedMessageHex(message), address),

    getProvider: async () => provider,

    subscribe(next) {
      listener = next
      const subscribe = injected?.accounts.subscribe
      if (typeof subscribe !== 'function') return () => (listener = undefined)
      // An extension sending garbage tends to keep sending it: one report per subscription.
      let reported = false
      const off = subscribe.call(injected!.accounts, (list: unknown) => {
        let next: readonly ExtensionAccount[]
        try {
          next = readExtensionAccounts(list, prefix(), 'accounts.subscribe')
        } catch (error) {
          if (!reported) p.onError(error)
          reported = true
          return
        }
        accounts = next
        try {
          listener?.(next.length === 0 ? { type: 'disconnect' } : { type: 'accountsChanged', accounts: ordered().map(asConnectorAccount) })
        } catch (error) {
          p.onError(error)
        }
      })
      const unsubscribe: Unsubscribe = () => {
        listener = undefined
        if (typeof off === 'function') (off as () => void)()
      }
      return unsubscribe
    },
  }
}
