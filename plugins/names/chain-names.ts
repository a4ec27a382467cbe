import { createPublicClient, fallback, http, type Address } from 'viem'
import { getEnsAddress, getEnsName } from 'viem/ens'
import type { CaipNetwork } from '../../kernel/index.js'

/** Spec §9 RPC timeout; names are a nicety, so one retry is plenty. */
const RPC_TIMEOUT_MS = 10_000

export interface ChainNamesParameters {
  readonly network: CaipNetwork
  readonly rpcUrls: readonly string[]
  readonly signal: AbortSignal
}

/**
 * Names from the chain itself, with viem's ENS actions against the network's UniversalResolver: ENS on mainnet, the
 * devnet's resolver locally. Loaded only when a page has no data API, so viem stays out of every other page's code.
 */
function readerFor({ network, rpcUrls, signal }: ChainNamesParameters) {
  const universalResolverAddress = network.contracts?.ensUniversalResolver?.address as Address | undefined
  if (!universalResolverAddress || rpcUrls.length === 0) return undefined
  const transports = rpcUrls.map((url) => http(url, { timeout: RPC_TIMEOUT_MS, retryCount: 1, fetchOptions: { signal } }))
  return { client: createPublicClient({ transport: transports.length > 1 ? fallback(transports) : transports[0]! }), universalResolverAddress }
}

/** The address's primary name, or undefined when it has none (or the network names nothing). */
export async function chainNameOf(address: string, parameters: ChainNamesParameters): Promise<string | undefined> {
  const reader = readerFor(parameters)
  if (!reader) return undefined
  return (await getEnsName(reader.client, { address: address as Address, universalResolverAddress: reader.universalResolverAddress })) ?? undefined
}

/** The address `name` points at, or undefined. */
export async function chainAddressOf(name: string, parameters: ChainNamesParameters): Promise<string | undefined> {
  const reader = readerFor(parameters)
  if (!reader) return undefined
  return (await getEnsAddress(reader.client, { name, universalResolverAddress: reader.universalResolverAddress })) ?? undefined
}
