import type { Abi, Address, Hex } from 'viem'

/** A pool seeded at devnet start; `'ETH'` stands for WETH9. */
export interface DevnetPool {
  readonly symbols: readonly [string, string]
  /** The pool's two tokens in `symbols` order (WETH9 for ETH), not sorted as the pair sorts them. */
  readonly tokens: readonly [Address, Address]
  /** The liquidity added at start, in base units, in `symbols` order. */
  readonly reserves: readonly [bigint, bigint]
  /** The pair's CREATE2 address. */
  readonly pair: Address
}

/** Uniswap v2 (npm build artifacts) on every devnet chain, at the same addresses on each. */
export declare const DEVNET_DEX: {
  readonly weth: Address
  readonly factory: Address
  readonly router: Address
  /** ETH/DUSD, ETH/TSR and DUSD/TSR at the data API's default prices. */
  readonly pools: readonly DevnetPool[]
}
export declare const UNISWAP_V2_ROUTER_ABI: Abi
export declare const UNISWAP_V2_FACTORY_ABI: Abi
export declare const UNISWAP_V2_PAIR_ABI: Abi
export declare const WETH9_ABI: Abi
/** keccak256 of the npm UniswapV2Pair creation code. */
export declare const PAIR_INIT_CODE_HASH: Hex
/** The init code hash compiled into Router02. */
export declare const ROUTER_INIT_CODE_HASH: Hex
/** The pair address the factory creates for two tokens (CREATE2 with PAIR_INIT_CODE_HASH). */
export declare function pairAddress(factory: Address, tokenA: Address, tokenB: Address): Address
/** Deploys the DEX and seeds its pools on a fresh chain whose devnet tokens are deployed. */
export declare function deployDevnetDex(chain: { id: number; rpcUrl: string }): Promise<void>
