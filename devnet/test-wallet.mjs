// @ts-check
import { privateKeyToAddress } from 'viem/accounts'

/**
 * The browser tests' injected wallet keys, the same as `TEST_WALLET_PRIVATE_KEYS` in
 * e2e/fixtures/wallet-defaults.ts (a unit test keeps the two equal). The devnet needs them to give that wallet
 * tokens and a name at start; it cannot import the e2e fixture, which is TypeScript.
 * Public test data: never fund these keys on a real network.
 */
export const TEST_WALLET_PRIVATE_KEYS = /** @type {const} */ ([
  '0x962f213dd74a492bbf8986b74d953ffb9038356a6e9f74299518b60fb55526a3',
  '0x511cd08d64205e693eac7a6b8fb1e82282f4de46ed4b459b1bca2cf23e494dd6',
])

/** The wallet's two accounts, checksummed, in key order. */
export const TEST_WALLET_ADDRESSES = Object.freeze(TEST_WALLET_PRIVATE_KEYS.map((key) => privateKeyToAddress(key)))
