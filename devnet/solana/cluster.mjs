// @ts-check

/**
 * The devnet's local Solana cluster: where it listens, and the genesis hash it reports. The hash is fixed (the
 * sha-256 of a label, in base58), so the cluster's CAIP-2 id — `solana:` and the hash's first 32 characters — is
 * the same on every start and can be written into the kit's network definition.
 */
export const SOLANA_DEVNET = Object.freeze({
  name: 'Solana Devnet (local)',
  genesisHash: '7SWpcXKMxF3SJwhED1sMHh6gokkTgxyY3ikxLKifpKxD',
  caipNetworkId: 'solana:7SWpcXKMxF3SJwhED1sMHh6gokkTgxyY3ikxLKifpKxD'.slice(0, 'solana:'.length + 32),
  defaultPort: 8899,
  portEnv: 'DEVNET_SOLANA_PORT',
})

/**
 * Funded dev accounts: Ed25519 keys from fixed 32-byte seeds (the sha-256 of `tessera solana dev account <i>`),
 * as anvil's come from a fixed mnemonic. Account 0 is the browser tests' Wallet Standard wallet, account 1 the
 * WalletConnect dev wallet's, 2 receives, 3 is the dev wallet's Solana browser wallet (`/solana-wallet.js`). Public
 * test data: never fund these keys on a real network.
 */
export const SOLANA_DEV_ACCOUNTS = Object.freeze([
  { address: 'CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL', seed: '1e453aa9f3c410bffd3bb73d01b0392b3a3b6cc23a2e4179afd0b1a7350e5e90' },
  { address: 'CaibhLcQDSDGxWVZw1t9krnV9RZ459k3yLiyjM6UKjtt', seed: '8595801d21422f04ec9878761f840ceff5b376f565dbed1fd2be2a2447cd3da4' },
  { address: '8apBKiED8sFLDqPM5mksCBAvw9eLf5qnHKzFwrHYGL6Y', seed: '8c7d1ece502d70a03259e90242c5c04d6e4b406507db00d8dae029f56a5c00d2' },
  { address: 'E6h5NXa75NPhqbUyPMFRHxmHEkdHsrXcta5zPgnTp9Kq', seed: '707dc0a7c69e5a6447f66d514fcd335ab14ff43315f9c56cd84fa0fef975784e' },
])

/** Each dev account starts with this many lamports (1,000 SOL). */
export const SOLANA_DEV_BALANCE_LAMPORTS = 1_000_000_000_000n
