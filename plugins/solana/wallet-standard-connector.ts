import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { ErrorCode, KitError, type CaipNetwork, type Connector, type ConnectorAccount, type ConnectorConnection, type ConnectorEvent } from '../../kernel/index.js'
import { encodeBase58 } from './base58.js'
import { solanaChainReference } from './chain-reference.js'
import { walletCommitment } from './commitment.js'
import type { SolanaWalletProvider } from './solana-provider.js'
import { transactionBytes } from './transaction-bytes.js'
import { listsCluster, walletChainFor } from './wallet-chains.js'
import {
  changeSchema,
  connectOutputSchema,
  signAndSendOutputSchema,
  signMessageOutputSchema,
  signTransactionOutputSchema,
  type WalletAccountInfo,
} from './wallet-schemas.js'

export interface WalletStandardConnectorParameters {
  readonly wallet: Wallet
  /** Checked by discovery: the wallet's name and data: icon. */
  readonly name: string
  readonly icon: string
  /** The kit's current Solana network, the cluster a connect lands on when none was asked for. */
  readonly activeNetwork: () => CaipNetwork | undefined
  readonly onError: (error: unknown) => void
}

/** Mainnet-beta: where a wallet lands when neither the visitor nor the kit named a cluster. */
const MAINNET_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** The wallet answered something the standard does not promise: an error, never trusted. */
export class InvalidWalletStandardResponseError extends Error {
  override name = 'InvalidWalletStandardResponseError'
  constructor(feature: string) {
    super(`The wallet returned an invalid response to ${feature}`)
  }
}

type Method = (...args: never[]) => Promise<unknown>
/** A feature's method, or undefined when the wallet lacks it (wallets are other scripts: nothing is assumed). */
function featureMethod(wallet: Wallet, feature: string, method: string): Method | undefined {
  const value: unknown = wallet.features[feature as `${string}:${string}`]
  if (typeof value !== 'object' || value === null) return undefined
  const fn = (value as Record<string, unknown>)[method]
  return typeof fn === 'function' ? (fn.bind(value) as Method) : undefined
}

function requireMethod(wallet: Wallet, feature: string, method: string): Method {
  const fn = featureMethod(wallet, feature, method)
  if (!fn) throw new KitError(`The wallet does not support ${feature}`, { code: ErrorCode.UNSUPPORTED_METHOD })
  return fn
}

/** A checked account and the wallet object it was read from. */
type CheckedAccount = WalletAccountInfo & { readonly original: WalletAccount }

/** The Solana accounts of a checked list, paired with the wallet's objects (same order: the schema keeps it). */
function checkedAccounts(checked: readonly WalletAccountInfo[], originals: readonly WalletAccount[]): CheckedAccount[] {
  return checked.flatMap((account, i) => (account.chains.some((chain) => chain.startsWith('solana:')) ? [{ ...account, original: originals[i]! }] : []))
}
/** A Wallet Standard account is the wallet's own key: externally owned. */
const asConnectorAccount = (account: WalletAccountInfo): ConnectorAccount => ({ address: account.address, type: 'eoa' })

/**
 * A Solana browser wallet reached through Wallet Standard (`standard:connect`, `standard:events`,
 * `solana:signMessage`, `solana:signTransaction`, `solana:signAndSendTransaction`).
 */
export function createWalletStandardConnector(p: WalletStandardConnectorParameters): Connector {
  const { wallet } = p
  /**
   * The accounts as checked, each beside the wallet's own object: the kit reads only the checked copy, and hands the
   * wallet back its own object in feature calls (wallets may look their accounts up by identity).
   */
  let accounts: readonly CheckedAccount[] = []
  /** The cluster the kit is on with this wallet: Solana wallets leave that to the dapp. */
  let reference = MAINNET_REFERENCE

  const walletChains = () => (Array.isArray(wallet.chains) ? wallet.chains.filter((c): c is string => typeof c === 'string').slice(0, 64) : [])
  const current = (): CheckedAccount => {
    const account = accounts[0]
    if (!account) throw new KitError('Connector not connected', { code: ErrorCode.UNAUTHORIZED })
    return account
  }

  function connection(answer: unknown, wanted: string | undefined): ConnectorConnection | undefined {
    const parsed = connectOutputSchema.safeParse(answer)
    if (!parsed.success) throw new InvalidWalletStandardResponseError('standard:connect')
    accounts = checkedAccounts(parsed.data.accounts, (answer as { accounts: readonly WalletAccount[] }).accounts)
    const first = accounts[0]
    if (!first) return undefined
    // The cluster asked for when the account lists it, else the kit's own: a Solana wallet signs for whichever
    // cluster the dapp names, and many list only the public ones (no localnet), so the kit's choice stands.
    const active = solanaChainReference(p.activeNetwork()?.caipNetworkId)
    reference = wanted !== undefined && (first.chains.length === 0 || listsCluster(first.chains, wanted)) ? wanted : (active ?? wanted ?? MAINNET_REFERENCE)
    return { accounts: accounts.map(asConnectorAccount), chainId: reference }
  }

  const wantedReference = (chainId: string | number | undefined): string | undefined =>
    solanaChainReference(chainId === undefined ? p.activeNetwork()?.caipNetworkId : String(chainId))

  async function signMessageBytes(message: Uint8Array, address?: string): Promise<Uint8Array> {
    const account = address === undefined ? current() : accounts.find((a) => a.address === address)
    if (!account) throw new KitError(`The wallet has not shared ${address}`, { code: ErrorCode.UNAUTHORIZED })
    const output = await requireMethod(wallet, 'solana:signMessage', 'signMessage')(...([{ account: account.original, message }] as never[]))
    const parsed = signMessageOutputSchema.safeParse(output)
    if (!parsed.success) throw new InvalidWalletStandardResponseError('solana:signMessage')
    return parsed.data[0]!.signature
  }

  const provider: SolanaWalletProvider = {
    get publicKey() {
      return accounts[0]?.address
    },
    signMessage: (message) => signMessageBytes(message),
    async signTransaction(transaction) {
      const account = current()
      const bytes = await transactionBytes(transaction)
      const chain = walletChainFor(walletChains(), reference)
      const output = await requireMethod(wallet, 'solana:signTransaction', 'signTransaction')(...([{ account: account.original, transaction: bytes, chain }] as never[]))
      const parsed = signTransactionOutputSchema.safeParse(output)
      if (!parsed.success) throw new InvalidWalletStandardResponseError('solana:signTransaction')
      return parsed.data[0]!.signedTransaction
    },
    async signAndSendTransaction(transaction, options = {}) {
      // Refused before anything reaches the wallet: a host typo must not become a prompt.
      const commitment = walletCommitment(options.commitment)
      const account = current()
      const bytes = await transactionBytes(transaction)
      const chain = walletChainFor(walletChains(), reference)
      const input = { account: account.original, transaction: bytes, chain, ...(commitment ? { options: { commitment } } : {}) }
      const output = await requireMethod(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction')(...([input] as never[]))
      const parsed = signAndSendOutputSchema.safeParse(output)
      if (!parsed.success) throw new InvalidWalletStandardResponseError('solana:signAndSendTransaction')
      return encodeBase58(parsed.data[0]!.signature)
    },
  }

  return {
    id: p.name,
    name: p.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: p.icon,

    async connect({ chainId }) {
      const connected = connection(await requireMethod(wallet, 'standard:connect', 'connect')(), wantedReference(chainId))
      if (!connected) throw new KitError('The wallet did not share a Solana account', { code: ErrorCode.UNAUTHORIZED })
      return connected
    },

    async reconnect() {
      // Silent: a wallet that no longer authorises the site answers no accounts instead of prompting.
      const answer = await requireMethod(wallet, 'standard:connect', 'connect')(...([{ silent: true }] as never[]))
      return connection(answer, wantedReference(undefined))
    },

    async disconnect() {
      accounts = []
      const disconnect = featureMethod(wallet, 'standard:disconnect', 'disconnect')
      // Optional in the standard: without it, forgetting the accounts locally is the disconnect.
      if (disconnect) await disconnect()
    },

    async switchNetwork(network) {
      // Solana wallets do not switch clusters: the dapp names the cluster on each request.
      if (network.chainNamespace !== 'solana') throw new KitError('Unsupported chain', { code: ErrorCode.UNSUPPORTED_CHAIN_ID })
      reference = String(network.id)
    },

    signMessage: async ({ message, address }) => encodeBase58(await signMessageBytes(new TextEncoder().encode(message), address)),

    getProvider: async () => provider,

    subscribe(listener: (event: ConnectorEvent) => void) {
      const on = featureMethod(wallet, 'standard:events', 'on') as unknown as ((event: 'change', listener: (properties: unknown) => void) => unknown) | undefined
      if (!on) return () => {}
      // A wallet sending garbage tends to keep sending it: one report per subscription, not one per event.
      let reported = false
      const off = on('change', (properties) => {
        const parsed = changeSchema.safeParse(properties)
        if (!parsed.success) {
          if (!reported) p.onError(new InvalidWalletStandardResponseError('standard:events change'))
          reported = true
          return
        }
        // A change of chains or features alone leaves the accounts as they are.
        if (!parsed.data.accounts) return
        accounts = checkedAccounts(parsed.data.accounts, (properties as { accounts: readonly WalletAccount[] }).accounts)
        try {
          listener(accounts.length === 0 ? { type: 'disconnect' } : { type: 'accountsChanged', accounts: accounts.map(asConnectorAccount) })
        } catch (error) {
          p.onError(error)
        }
      })
      return () => {
        if (typeof off === 'function') (off as () => void)()
      }
    },
  }
}
