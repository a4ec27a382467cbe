// @ts-check
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import { bech32 } from '@scure/base'

/**
 * The devnet's local Cosmos chain: its chain id (the CAIP-2 reference as it is), address prefix, staking coin and
 * where its REST (LCD) endpoint listens.
 */
export const COSMOS_DEVNET = Object.freeze({
  name: 'Cosmos Devnet (local)',
  chainId: 'tessera-devnet-1',
  caipNetworkId: 'cosmos:tessera-devnet-1',
  bech32Prefix: 'cosmos',
  denom: 'uatom',
  symbol: 'ATOM',
  decimals: 6,
  defaultPort: 8795,
  portEnv: 'DEVNET_COSMOS_PORT',
})

/**
 * An account address: bech32 of the first 20 bytes of ripemd160(sha256(compressed secp256k1 public key)).
 * @param {Uint8Array} publicKey 33 bytes
 * @param {string} [prefix]
 */
export function cosmosAddressOf(publicKey, prefix = COSMOS_DEVNET.bech32Prefix) {
  return bech32.encode(prefix, bech32.toWords(ripemd160(sha256(publicKey))))
}

/**
 * Funded dev accounts: secp256k1 keys from fixed seeds (the sha-256 of `tessera cosmos dev account <i>`), as
 * anvil's come from a fixed mnemonic. Account 0 is the browser tests' Keplr-style wallet, account 1 the
 * WalletConnect dev wallet's, 2 and 3 receive. Public test data: never fund these keys on a real network.
 * @type {readonly { readonly address: string, readonly privateKey: string, readonly publicKey: string }[]}
 */
export const COSMOS_DEV_ACCOUNTS = Object.freeze(
  [0, 1, 2, 3].map((i) => {
    const privateKey = sha256(new TextEncoder().encode(`tessera cosmos dev account ${i}`))
    const publicKey = secp256k1.getPublicKey(privateKey, true)
    return Object.freeze({ address: cosmosAddressOf(publicKey), privateKey: bytesToHex(privateKey), publicKey: bytesToHex(publicKey) })
  }),
)

/** Each dev account starts with this many uatom (1,000 ATOM). */
export const COSMOS_DEV_BALANCE = 1_000_000_000n
