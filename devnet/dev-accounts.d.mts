import type { Address, Hex } from 'viem'

export declare const DEV_ACCOUNT_0: { readonly address: Address; readonly privateKey: Hex }
/** Accounts 0–2 of anvil's default mnemonic, which start with a balance of every devnet token. */
export declare const TOKEN_HOLDER_DEV_ACCOUNTS: readonly Address[]
/** Account 9 of anvil's default mnemonic: deploys the tokens (nonces 0, 1, 2 on a fresh chain). */
export declare const TOKEN_DEPLOYER: { readonly address: Address; readonly privateKey: Hex }
/** Account 8 of anvil's default mnemonic: places the ERC-4337 contracts at start, then signs the bundler's `handleOps`. */
export declare const BUNDLER_ACCOUNT: { readonly address: Address; readonly privateKey: Hex }
/** Account 7 of anvil's default mnemonic: deploys the name resolver (nonce 0), then writes the registry's names into it. */
export declare const NAME_REGISTRAR: { readonly address: Address; readonly privateKey: Hex }
/** Account 6 of anvil's default mnemonic: deploys Uniswap v2 (nonces 0, 1, 2) and seeds its pools. */
export declare const DEX_DEPLOYER: { readonly address: Address; readonly privateKey: Hex }
