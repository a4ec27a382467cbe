import { KitError, ErrorCode } from '../../kernel/index.js'
import { MAX_TRANSACTION_BYTES } from './wallet-schemas.js'

/** Bytes a library hands out read-only (@solana/kit's transactions). */
type ReadonlyBytes = Omit<Uint8Array, 'copyWithin' | 'fill' | 'reverse' | 'set' | 'sort'> & { readonly [index: number]: number }

/** A transaction as host code holds it: wire bytes, an @solana/kit transaction, or a web3.js 1.x object. */
export type SolanaTransactionInput =
  | Uint8Array
  | { readonly messageBytes: ReadonlyBytes; readonly signatures: Readonly<Record<string, ReadonlyBytes | null>> }
  | { serialize(options?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * The wire bytes of a transaction, told apart by shape so neither web3.js nor kit is a runtime dependency of this
 * path: kit's `{ messageBytes, signatures }` is encoded with kit (loaded here, on first use); web3.js objects
 * serialize themselves — a legacy `Transaction` (it has `instructions`) without asking for signatures the wallet is
 * about to add.
 */
export async function transactionBytes(transaction: unknown): Promise<Uint8Array> {
  let bytes: Uint8Array
  if (transaction instanceof Uint8Array) bytes = transaction
  else if (isObject(transaction) && transaction.messageBytes instanceof Uint8Array && isObject(transaction.signatures)) {
    const { getTransactionEncoder } = await import('@solana/kit')
    bytes = Uint8Array.from(getTransactionEncoder().encode(transaction as Parameters<ReturnType<typeof getTransactionEncoder>['encode']>[0]))
  } else if (isObject(transaction) && typeof transaction.serialize === 'function') {
    const serialize = transaction.serialize as (options?: object) => unknown
    const out = Array.isArray(transaction.instructions)
      ? serialize.call(transaction, { requireAllSignatures: false, verifySignatures: false })
      : serialize.call(transaction)
    if (!(out instanceof Uint8Array)) throw invalid('its serialize() did not return bytes')
    bytes = out
  } else throw invalid('expected wire bytes, an @solana/kit transaction or a @solana/web3.js Transaction / VersionedTransaction')
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_TRANSACTION_BYTES) throw invalid(`${bytes.byteLength} bytes (a transaction is 1 to ${MAX_TRANSACTION_BYTES})`)
  // A plain copy: a Buffer or a view into a larger buffer is not what every wallet expects.
  return Uint8Array.from(bytes)
}

function invalid(detail: string): KitError {
  return new KitError('Not a Solana transaction', { code: ErrorCode.INVALID_PARAMS, metaMessages: [detail] })
}
