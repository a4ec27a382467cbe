import type { ConnectorAccount } from '../../kernel/index.js'
import { injectedAccountListSchema, injectedAccountSchema } from './extension-schemas.js'
import { decodeSs58, encodeSs58, reencodeSs58 } from './ss58.js'

/** An extension's account, checked, with the address shown under the kit's network's prefix. */
export interface ExtensionAccount {
  /** SS58 under the current network's prefix: what the kit shows and reports. */
  readonly address: string
  /** The address as the extension wrote it: what it is handed back in calls. */
  readonly original: string
  /** The visitor's label for it in the extension (untrusted text). */
  readonly name?: string
  /** The account id in hex, for keys whose account id is the public key (sr25519, ed25519). */
  readonly publicKey?: string
}

/** The extension's answer was not what the protocol promises: an error, never trusted. */
export class InvalidPolkadotWalletResponseError extends Error {
  override name = 'InvalidPolkadotWalletResponseError'
  constructor(method: string) {
    super(`The wallet returned an invalid response to ${method}`)
  }
}

const hex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
/** Key types whose account id is the public key itself; an ecdsa account id is the hash of its key. */
const KEY_IS_ACCOUNT = new Set(['sr25519', 'ed25519'])

/**
 * The Polkadot accounts of an extension's list (`accounts.get()` or a subscription's call), each re-encoded with
 * `prefix`. A list that is not one, or is longer than any extension's, throws; entries that are not SS58 accounts
 * (EVM accounts of multi-chain extensions, garbage) are skipped, and an account listed twice is kept once.
 */
export function readExtensionAccounts(answer: unknown, prefix: number, method: string): ExtensionAccount[] {
  const list = injectedAccountListSchema.safeParse(answer)
  if (!list.success) throw new InvalidPolkadotWalletResponseError(method)
  const seen = new Set<string>()
  return list.data.flatMap((entry) => {
    const parsed = injectedAccountSchema.safeParse(entry)
    const parts = parsed.success ? decodeSs58(parsed.data.address) : undefined
    if (!parsed.success || !parts) return []
    const address = encodeSs58(parts.accountId, prefix)
    if (seen.has(address)) return []
    seen.add(address)
    const { name, type } = parsed.data
    return [
      {
        address,
        original: parsed.data.address,
        ...(name ? { name } : {}),
        ...(type && KEY_IS_ACCOUNT.has(type) ? { publicKey: hex(parts.accountId) } : {}),
      },
    ]
  })
}

/** Spec §9: a Polkadot extension account is externally owned. */
export const asConnectorAccount = (account: ExtensionAccount): ConnectorAccount => ({
  address: account.address,
  type: 'eoa',
  ...(account.publicKey ? { publicKey: account.publicKey } : {}),
})

/** The same accounts under another network's prefix (their extension addresses were checked when read). */
export const withPrefix = (accounts: readonly ExtensionAccount[], prefix: number): ExtensionAccount[] =>
  accounts.map((account) => ({ ...account, address: reencodeSs58(account.original, prefix) ?? account.address }))
