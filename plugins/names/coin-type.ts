import { ErrorMessages, KitError } from '../../kernel/index.js'

/** ENSIP-11: an EVM chain's coin type sets the top bit of a 32-bit number, so the chain id must fit below it. */
const EVM_COIN_TYPE_BIT = 0x8000_0000

/** Spec §5: the coin type a name is registered under for an EVM chain; ids at or above 2^31 are 'Invalid chainId'. */
export function coinTypeOf(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_BIT) throw new KitError(ErrorMessages.INVALID_CHAIN_ID)
  return (EVM_COIN_TYPE_BIT | chainId) >>> 0
}
