import type { IWalletKit } from '@reown/walletkit'
import type { ICore, IKeyValueStorage, ProposalTypes, SignClientTypes } from '@walletconnect/types'
import type { Address, Hex } from 'viem'
import type { BitcoinOptions } from './bitcoin.mjs'
import type { CosmosOptions } from './cosmos.mjs'
import type { PolkadotOptions } from './polkadot.mjs'
import type { SolanaOptions } from './solana.mjs'

export type { BitcoinOptions, CosmosOptions, PolkadotOptions, SolanaOptions }

export interface CreateDevWalletOptions {
  /** ws://127.0.0.1:PORT: the devnet relay. */
  relayUrl: string
  /** Any id; the loopback relay does not check it. */
  projectId: string
  /** The first account; the one new sessions get. */
  privateKey: Hex
  /** More accounts the wallet holds, for emitAccountsChanged and signing as them. */
  extraPrivateKeys?: readonly Hex[] | undefined
  /** EVM chain ids the wallet knows, e.g. [31337, 31338]: a session gets the ones the dapp asks for. */
  chains: readonly number[]
  /** An RPC URL for every chain in `chains`; eth_sendTransaction sends the signed transaction there. */
  rpcUrls: Readonly<Record<number, string>>
  /** Approve every session proposal at once (default true); false: approveNext() / rejectNext(). */
  autoApprove?: boolean | undefined
  /** Answer every session request at once (default true); false: approveNextRequest() / rejectNextRequest(). */
  autoApproveRequests?: boolean | undefined
  /** The SDK's pause after each answered request. Default 0 (the SDK's own default is 1000). */
  requestQueueDelayMs?: number | undefined
  /** Storage key prefix. Default: unique per wallet, so wallets in one process never share state. */
  storagePrefix?: string | undefined
  /** Keeps the wallet's state across a close() and a new createDevWallet with the same prefix (a restart). */
  storage?: IKeyValueStorage | undefined
  metadata?: Partial<SignClientTypes.Metadata> | undefined
  /** WalletConnect's log level. Default 'error'. */
  logLevel?: string | undefined
  /**
   * The solana namespace: the key, the CAIP-2 chains a session may get and the cluster solana_signAndSendTransaction
   * sends to. Always served; default: SOLANA_DEV_ACCOUNTS[1] on SOLANA_DEVNET at http://127.0.0.1:8899.
   */
  solana?: SolanaOptions | undefined
  /**
   * The bip122 namespace: the mnemonic and address index (BIP-84 payment and BIP-86 ordinal addresses), the CAIP-2
   * chains and the esplora ledger per chain that sendTransfer uses. Always served; default: BITCOIN_DEV_MNEMONIC at
   * index 1 on regtest, mainnet and testnet, regtest's ledger at http://127.0.0.1:8794.
   */
  bitcoin?: BitcoinOptions | undefined
  /** The polkadot namespace: an sr25519 secret URI and the chains. Default: //Charlie on Polkadot and Westend. */
  polkadot?: PolkadotOptions | undefined
  /** The cosmos namespace: a secp256k1 private key and the chains. Default: COSMOS_DEV_PRIVATE_KEY on tessera-devnet-1 and cosmoshub-4. */
  cosmos?: CosmosOptions | undefined
}

export interface DevWalletSession {
  readonly topic: string
  readonly pairingTopic: string
  /** The dapp, as it describes itself (untrusted text). */
  readonly peer: SignClientTypes.Metadata
  /** Chain ids granted in the session. */
  readonly chains: readonly number[]
  readonly accounts: readonly Address[]
  readonly methods: readonly string[]
  readonly events: readonly string[]
  /** The chain the wallet is on for this session. */
  readonly chainId: number
  /** Seconds since the epoch. */
  readonly expiry: number
  /** The solana namespace of the session; undefined when the dapp did not ask for it. */
  readonly solana: DevWalletSolanaNamespace | undefined
  /** The bip122 namespace: payment then ordinal address per granted chain. */
  readonly bip122: DevWalletNamespace<'bip122'> | undefined
  /** The polkadot namespace: SS58 addresses, in each granted network's prefix. */
  readonly polkadot: DevWalletNamespace<'polkadot'> | undefined
  /** The cosmos namespace: bech32 addresses. */
  readonly cosmos: DevWalletNamespace<'cosmos'> | undefined
}

/** A granted namespace besides eip155. */
export interface DevWalletNamespace<N extends string> {
  /** CAIP-2 ids granted. */
  readonly chains: readonly `${N}:${string}`[]
  /** The addresses granted (the part after the chain in each CAIP-10 account). */
  readonly accounts: readonly string[]
  readonly methods: readonly string[]
  readonly events: readonly string[]
}

export type DevWalletSolanaNamespace = DevWalletNamespace<'solana'>

export interface DevWalletProposal {
  readonly id: number
  readonly params: ProposalTypes.Struct
  readonly proposer: SignClientTypes.Metadata
  readonly receivedAt: number
}

interface DevWalletRequestBase {
  readonly id: number
  readonly topic: string
  readonly method: string
  readonly params: unknown
  readonly receivedAt: number
  readonly status: 'pending' | 'approved' | 'rejected' | 'failed' | 'expired'
  readonly result?: unknown
  readonly error?: { readonly code: number; readonly message: string }
}

export interface DevWalletEvmRequest extends DevWalletRequestBase {
  readonly namespace: 'eip155'
  /** The chain id of the request (from `eip155:N`). */
  readonly chainId: number
}

export interface DevWalletSolanaRequest extends DevWalletRequestBase {
  readonly namespace: 'solana'
  /** The CAIP-2 id of the request's chain (`solana:<genesis hash prefix>`). */
  readonly chainId: `solana:${string}`
}

export type DevWalletBitcoinRequest = DevWalletRequestBase & { readonly namespace: 'bip122'; readonly chainId: `bip122:${string}` }
export type DevWalletPolkadotRequest = DevWalletRequestBase & { readonly namespace: 'polkadot'; readonly chainId: `polkadot:${string}` }
export type DevWalletCosmosRequest = DevWalletRequestBase & { readonly namespace: 'cosmos'; readonly chainId: `cosmos:${string}` }

/** A session request, told apart by `namespace`. */
export type DevWalletRequest = DevWalletEvmRequest | DevWalletSolanaRequest | DevWalletBitcoinRequest | DevWalletPolkadotRequest | DevWalletCosmosRequest

export interface ApproveOptions {
  /** The account to grant. Default: the active one. */
  address?: Address | undefined
  /** Chain ids the user allows. Default: all the wallet knows. */
  chains?: readonly number[] | undefined
  /** Solana CAIP-2 ids the user allows. Default: all the wallet knows. */
  solanaChains?: readonly string[] | undefined
  /** bip122 CAIP-2 ids the user allows (among those the wallet knows). Default: all. */
  bitcoinChains?: readonly string[] | undefined
  /** polkadot CAIP-2 ids the user allows. Default: all. */
  polkadotChains?: readonly string[] | undefined
  /** cosmos CAIP-2 ids the user allows. Default: all. */
  cosmosChains?: readonly string[] | undefined
}

export interface DevWalletEvents {
  proposal: DevWalletProposal
  session: DevWalletSession
  request: DevWalletRequest
  /** A request answered (approved, rejected or failed). */
  response: DevWalletRequest
  /** A session ended, by the dapp or by disconnect(). */
  sessionDeleted: { readonly topic: string }
  /** An automatic approval or answer that failed. */
  error: unknown
}

export interface DevWallet {
  /** The active account. */
  readonly address: Address
  readonly addresses: readonly Address[]
  /** The Solana account (base58), granted in every session's solana namespace. */
  readonly solanaAddress: string
  /** Solana CAIP-2 ids the wallet knows. */
  readonly solanaChains: readonly `solana:${string}`[]
  /** The bip122 payment address (P2WPKH) on regtest, or on the first chain when regtest is not served. */
  readonly bitcoinAddress: string
  /** The bip122 ordinal address (P2TR) on the same chain. */
  readonly bitcoinOrdinalAddress: string
  readonly bitcoinChains: readonly `bip122:${string}`[]
  /** The sr25519 key as SS58 with the generic prefix 42 (sessions carry each network's form). */
  readonly polkadotAddress: string
  readonly polkadotChains: readonly `polkadot:${string}`[]
  /** bech32, prefix `cosmos`. */
  readonly cosmosAddress: string
  readonly cosmosChains: readonly `cosmos:${string}`[]
  /** Chain ids the wallet knows (grows with wallet_addEthereumChain). */
  readonly chains: readonly number[]
  readonly sessions: readonly DevWalletSession[]
  readonly pendingProposals: readonly DevWalletProposal[]
  readonly pendingRequests: readonly DevWalletRequest[]
  /** Every session request received, in order, with its outcome. */
  readonly requests: readonly DevWalletRequest[]
  autoApprove: boolean
  autoApproveRequests: boolean
  readonly walletKit: IWalletKit
  readonly core: ICore
  /** Pairs with a dapp's `wc:` URI; the proposal follows (approved at once unless autoApprove is off). */
  pair(uri: string): Promise<void>
  /** Approves the oldest pending proposal, or the next one to arrive. */
  approveNext(options?: ApproveOptions): Promise<DevWalletSession>
  /** Rejects the oldest pending proposal, or the next one (default reason 5000 "User rejected."). */
  rejectNext(reason?: { code: number; message: string }): Promise<void>
  approveProposal(id: number, options?: ApproveOptions): Promise<DevWalletSession>
  rejectProposal(id: number, reason?: { code: number; message: string }): Promise<void>
  /** Answers the oldest pending request (or the next) as the user approving it; resolves once answered. */
  approveNextRequest(): Promise<DevWalletRequest>
  /** Answers the oldest pending request (or the next) with 4001 "User rejected the request.". */
  rejectNextRequest(): Promise<DevWalletRequest>
  approveRequest(id: number): Promise<DevWalletRequest>
  rejectRequest(id: number): Promise<DevWalletRequest>
  /**
   * The user switched EVM network in the wallet: the chain is added to the session first (with the session's
   * accounts) if it lacks it, then `chainChanged` is emitted. All sessions with an eip155 namespace, or only `topic`.
   */
  emitChainChanged(chainId: number, topic?: string): Promise<void>
  /** The user picked other EVM accounts (first = active): each eip155 session is updated, then `accountsChanged` emitted. */
  emitAccountsChanged(accounts: readonly Address[], topic?: string): Promise<void>
  /** Sends `bip122_addressesChanged` (getAccountAddresses' answer) to every session granted it, or only `topic`. */
  emitBitcoinAddressesChanged(topic?: string): Promise<void>
  /** Ends all sessions, or only `topic` (session_delete reaches the dapp). */
  disconnect(topic?: string): Promise<void>
  on<E extends keyof DevWalletEvents>(event: E, listener: (payload: DevWalletEvents[E]) => void): () => void
  /** The next `event` that satisfies `predicate`; rejects after `timeoutMs` (default 10 000). */
  waitFor<E extends keyof DevWalletEvents>(
    event: E,
    predicate?: (payload: DevWalletEvents[E]) => boolean,
    timeoutMs?: number,
  ): Promise<DevWalletEvents[E]>
  /** Closes the relay socket and stops the heartbeat, so the process can exit. Sessions are kept in storage. */
  close(): Promise<void>
}

export { WalletRpcError } from './errors.mjs'

export declare const SUPPORTED_METHODS: readonly string[]
export declare const SUPPORTED_EVENTS: readonly string[]
export declare const SOLANA_METHODS: readonly string[]

export declare function createDevWallet(options: CreateDevWalletOptions): Promise<DevWallet>
