import type { DevnetChain } from '../index.mjs'

/** Anvil's account 1: the onramp providers pay purchases on the anvil chains from it. */
export declare const ONRAMP_EVM_TREASURY: { readonly address: `0x${string}`; readonly privateKey: `0x${string}` }

export declare function createEvmCredit(chains: readonly DevnetChain[]): {
  send(credit: { chainId: number; to: `0x${string}`; symbol: string; amount: string }): Promise<`0x${string}`>
}
