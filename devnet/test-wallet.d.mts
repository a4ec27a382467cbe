import type { Address } from 'viem'

/** The browser tests' injected wallet keys (equal to e2e/fixtures/wallet-defaults.ts `TEST_WALLET_PRIVATE_KEYS`). */
export declare const TEST_WALLET_PRIVATE_KEYS: readonly [`0x${string}`, `0x${string}`]
/** The wallet's two accounts, checksummed, in key order. */
export declare const TEST_WALLET_ADDRESSES: readonly Address[]
