/** CAIP-2 cosmos profile: a chain id that is its own reference. */
const DIRECT_REFERENCE = /^[-a-zA-Z0-9]{1,32}$/
/** Tendermint limits a chain id to 50 characters. */
export const MAX_CHAIN_ID_LENGTH = 50

/**
 * The chain id itself when CAIP-2 lets it stand as the reference: `[-a-zA-Z0-9]{1,32}`, not starting with
 * 'hashed-' (that prefix marks hashed references). Kept apart from the hashing so network definitions, which a
 * host's entry chunk carries, need no SHA-256.
 */
export function directCosmosReference(chainId: string): string | undefined {
  return DIRECT_REFERENCE.test(chainId) && !chainId.startsWith('hashed-') ? chainId : undefined
}
