import type { Abi, Address } from 'viem'

/** An ERC-20 deployed at devnet start, at the same address on both chains. */
export interface DevnetToken {
  readonly symbol: string
  readonly name: string
  readonly decimals: number
  /** Checksummed; fixed by the deployer's nonce, so the same on every start. */
  readonly address: Address
  /** Whole-token decimal strings held at start. */
  readonly initialBalances: {
    /** Each of dev accounts 0–2. */
    readonly devAccount: string
    /** The e2e test wallet's first and second account. */
    readonly testWallet: readonly [string, string]
    /** Minted to the DEX deployer, which puts all of it into the Uniswap v2 pools at start (`dex.mjs`). */
    readonly dex: string
  }
}

/** DUSD (6 decimals), TSR (18) and ZERO (0 decimals: the kit must filter it out), in deployment order. */
export declare const DEVNET_TOKENS: readonly DevnetToken[]
export declare const DEVNET_TOKEN_ABI: Abi
/** Both devnet chains' native currency. */
export declare const NATIVE_CURRENCY: { readonly name: string; readonly symbol: string; readonly decimals: number }

export declare function deployDevnetTokens(chain: { id: number; rpcUrl: string }): Promise<void>
