import type { ServiceDefinition } from '../index.mjs'

export interface StartCosmosRestOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 8795; 0 picks a free port. */
  port?: number | undefined
}

/** Where the chain's REST endpoint answers. */
export interface CosmosRestInfo {
  readonly restUrl: string
  readonly caipNetworkId: 'cosmos:tessera-devnet-1'
  readonly chainId: 'tessera-devnet-1'
}

export interface CosmosRest extends CosmosRestInfo {
  /** Adds uatom to an account (bounded as the faucet is); returns the new balance. */
  credit(address: string, amount: bigint): bigint
  close(): Promise<void>
}

export declare function startCosmosRest(options?: StartCosmosRestOptions): Promise<CosmosRest>
export declare function cosmosService(options?: { port?: number | undefined }): ServiceDefinition
