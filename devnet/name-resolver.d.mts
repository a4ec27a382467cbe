import type { Abi, Address } from 'viem'

export declare const NAME_RESOLVER_ABI: Abi
/** The resolver's address on every devnet chain (the registrar's nonce 0). */
export declare const NAME_RESOLVER_ADDRESS: Address
/** The test wallet's first account's name at start. */
export declare const SEEDED_NAME: string
export declare function deployNameResolver(chain: { id: number; rpcUrl: string }, seeded: readonly { name: string; address: Address }[]): Promise<void>
export interface NameWriter {
  /** Points `name` at `address` on every chain that has the resolver, and makes it the address's primary name. */
  setName(name: string, address: Address): Promise<void>
}
export declare function createNameWriter(chains: readonly { id: number; rpcUrl: string }[]): NameWriter
