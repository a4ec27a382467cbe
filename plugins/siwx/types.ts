import type { CaipNetworkId } from '../../kernel/index.js'

/**
 * Spec §3's sign-in message fields: a CAIP-122 message (EIP-4361 for eip155). Times are ISO 8601 strings, kept
 * exactly as written, since the signed text is what is verified.
 */
export interface SiwxMessageData {
  /** The network the visitor signs in on (`eip155:1`, `solana:5eykt4Us…`). */
  readonly chainId: CaipNetworkId
  readonly accountAddress: string
  readonly domain: string
  readonly uri: string
  readonly version: '1'
  readonly nonce: string
  readonly issuedAt: string
  readonly statement?: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: readonly string[]
}

/** A message ready to sign: its fields, and its text (`toString()`), as AppKit's SIWX messages are. */
export interface SiwxMessage extends SiwxMessageData {
  toString(): string
}

/** What a message is made for: the account that is about to sign. */
export interface SiwxMessageInput {
  readonly chainId: CaipNetworkId
  readonly accountAddress: string
}

/** Spec §3 Session: the fields, the exact signed text, the signature, and a CACAO when the verifier makes one. */
export interface SiwxSession {
  readonly data: SiwxMessageData
  readonly message: string
  readonly signature: string
  readonly cacao?: Readonly<Record<string, unknown>>
}

/**
 * The whole sign-in policy, as a host may give it (`createKit({ siwx })` or `siwx({ config })`); `siwx()` builds
 * one from a verifier and a storage when none is given.
 */
export interface SiwxConfig {
  /** The message for the account; its nonce comes from the host's verifier. */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  /** Verifies the signed session on the verifier's side and keeps it; throws (or rejects) to refuse it. */
  addSession(session: SiwxSession): Promise<void>
  /** The sessions kept for the account on that network (the kit checks their times itself). */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** Forgets the account's sessions on that network (sign-out). */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Whether the visitor must sign in to stay connected (default false). */
  getRequired?(): boolean
  /** Sign out when the wallet disconnects (default true). */
  readonly signOutOnDisconnect?: boolean
  /** Ask again when the visitor switches to a network the session was not signed for (default true). */
  readonly signInOnNetworkChange?: boolean
}

/** Issues nonces and checks signed sessions: the host's server (or the devnet's data API). */
export interface SiwxVerifier {
  getNonce(input: SiwxMessageInput): Promise<string>
  /** True when the verifier accepts the session; false or a throw refuses it. */
  verify(session: SiwxSession): Promise<boolean>
}

/** Where sessions are kept between visits. */
export interface SiwxStorage {
  add(session: SiwxSession): Promise<void>
  get(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}

/**
 * The older SIWE shape (`createKit({ siweConfig })`), eip155 only, adapted to SiwxConfig. `address` in
 * createMessage's arguments is the CAIP-10 account id, as AppKit passes it.
 */
export interface SiweConfig {
  getNonce(address?: string): Promise<string>
  createMessage(args: SiweCreateMessageArgs): string
  verifyMessage(args: { readonly message: string; readonly signature: string }): Promise<boolean>
  getSession(): Promise<{ readonly address: string; readonly chainId: number } | null | undefined>
  signOut(): Promise<boolean>
  getMessageParams?(): Promise<{ readonly domain?: string; readonly uri?: string; readonly statement?: string; readonly expiry?: number; readonly resources?: readonly string[] }>
  onSignIn?(session?: { readonly address: string; readonly chainId: number }): void
  onSignOut?(): void
  readonly required?: boolean
  readonly signOutOnDisconnect?: boolean
  readonly signOutOnAccountChange?: boolean
  readonly signOutOnNetworkChange?: boolean
}

/** The fields of the message, with the account as a CAIP-10 id and the chain as its EIP-155 number. */
export type SiweCreateMessageArgs = Omit<SiwxMessageData, 'chainId' | 'accountAddress'> & { readonly address: string; readonly chainId: number }
