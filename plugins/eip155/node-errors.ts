import { ErrorCode, ErrorMessages, isUserRejection, KitError, toRpcError } from '../../kernel/index.js'

/**
 * Spec §8's node errors: what an EVM node (or a wallet passing its words on) says, and the sentence a visitor reads
 * instead. The patterns are the nodes' own wordings (geth, anvil, erigon, nethermind), as viem matches them.
 */
export const NODE_ERRORS: readonly { readonly pattern: RegExp; readonly message: string }[] = [
  { pattern: /execution reverted|gas required exceeds allowance/i, message: 'Execution reverted for an unknown reason.' },
  { pattern: /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i, message: 'The fee cap (`maxFeePerGas`) cannot be higher than the maximum allowed value (2^256-1).' },
  { pattern: /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i, message: 'The fee cap (`maxFeePerGas`) cannot be lower than the block base fee.' },
  { pattern: /nonce too high/i, message: 'Nonce provided for the transaction is higher than the next one expected.' },
  { pattern: /nonce too low|transaction already imported|already known/i, message: 'Nonce provided for the transaction is lower than the current nonce of the account.' },
  { pattern: /nonce has max value/i, message: 'Nonce provided for the transaction exceeds the maximum allowed nonce.' },
  { pattern: /insufficient funds|exceeds transaction sender account balance|outoffunds/i, message: 'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.' },
  { pattern: /intrinsic gas too high|gas limit reached/i, message: 'The amount of gas provided for the transaction exceeds the limit allowed for the block.' },
  { pattern: /intrinsic gas too low/i, message: 'The amount of gas provided for the transaction is too low.' },
  { pattern: /transaction type not valid/i, message: 'The transaction type is not supported for this chain.' },
  { pattern: /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i, message: 'The provided tip (`maxPriorityFeePerGas`) cannot be higher than the fee cap (`maxFeePerGas`).' },
]

/** Every message in an error and its causes (and the `data.message` some wallets nest), bounded. */
function messagesOf(error: unknown): string[] {
  const found: string[] = []
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0 && found.length < 20) {
    const current = queue.shift()
    if (typeof current === 'string') found.push(current.slice(0, 2_000))
    if (typeof current !== 'object' || current === null || seen.has(current)) continue
    seen.add(current)
    const record = current as Record<string, unknown>
    queue.push(record.message, record.details, record.cause, record.data)
    if (typeof record.data === 'object' && record.data !== null) queue.push((record.data as Record<string, unknown>).message)
  }
  return found
}

/** The spec's sentence for a node error anywhere in `error`, or undefined when it is none of them. */
export function nodeErrorMessage(error: unknown): string | undefined {
  for (const text of messagesOf(error)) {
    const known = NODE_ERRORS.find(({ pattern }) => pattern.test(text))
    if (known) return known.message
  }
  return undefined
}

/**
 * What a failed send reads as: the visitor's own refusal in the wallet's words, a node error in the spec's words,
 * else the typed error of its JSON-RPC code (spec §8) or the wallet's message; the original always stays as `cause`.
 */
export function sendError(error: unknown): KitError {
  if (isUserRejection(error)) {
    // The wallet's own words ('User denied transaction signature'), where it gave some.
    const said = messagesOf(error).find((text) => text.trim() !== '')
    return new KitError(said ? said.trim().split('\n')[0]!.slice(0, 200) : ErrorMessages.USER_REJECTED_REQUEST, { code: ErrorCode.USER_REJECTED, cause: error })
  }
  const node = nodeErrorMessage(error)
  if (node) return new KitError(node, { cause: error })
  return toRpcError(error)
}
