import type { ConnectorAccount, Unsubscribe } from '../../kernel/index.js'

/** A Bitcoin account as the kit keeps it: spec §3 Account, payment or ordinal. */
export interface BitcoinAccount extends ConnectorAccount {
  readonly type: 'payment' | 'ordinal'
}

/** Message signatures: BIP-322 (simple) by default, the legacy ECDSA form for verifiers that only know it. */
export type BitcoinSignatureProtocol = 'bip322' | 'ecdsa'

export interface BitcoinTransferRecipient {
  readonly address: string
  /** Satoshis. */
  readonly amount: bigint
}

export interface BitcoinPsbtRequest {
  /** The PSBT, base64. */
  readonly psbt: string
  /** Which inputs each address signs (indexes into the PSBT's inputs). */
  readonly signInputs: Readonly<Record<string, readonly number[]>>
  /** The wallet broadcasts the signed transaction (where it can). */
  readonly broadcast?: boolean
}

export interface BitcoinPsbtResult {
  /** The signed PSBT, base64. */
  readonly psbt: string
  readonly txid?: string
}

/**
 * One wallet protocol (WBIP004 providers, UniSat, Wallet Standard) as the kit's Bitcoin connector uses it. Every
 * answer is already checked; a refusal rejects with the kit's error (wallet-errors.ts).
 */
export interface BitcoinWalletPort {
  /** Prompts the wallet; resolves with its accounts (any order). */
  connect(): Promise<readonly BitcoinAccount[]>
  /** Silent: undefined when the wallet no longer authorises this site. */
  reconnect(): Promise<readonly BitcoinAccount[] | undefined>
  disconnect(): Promise<void>
  signMessage(p: { readonly address: string; readonly message: string; readonly protocol: BitcoinSignatureProtocol }): Promise<string>
  /** Resolves with the transaction id. */
  sendTransfer(recipients: readonly BitcoinTransferRecipient[]): Promise<string>
  signPsbt(request: BitcoinPsbtRequest): Promise<BitcoinPsbtResult>
  /** The wallet's own account changes: an empty list when it revoked the site. */
  watch(listener: (accounts: readonly BitcoinAccount[]) => void, onError: (error: unknown) => void): Unsubscribe
}

/** Payment first (spec §9: the default bip122 account type), one entry per address. */
export function orderAccounts(accounts: readonly BitcoinAccount[]): BitcoinAccount[] {
  const seen = new Set<string>()
  const unique = accounts.filter((account) => !seen.has(`${account.type}:${account.address}`) && seen.add(`${account.type}:${account.address}`))
  return [...unique.filter((a) => a.type === 'payment'), ...unique.filter((a) => a.type === 'ordinal')]
}
