import type { ServiceDefinition } from '../index.mjs'

/** The devnet's ERC-4337 bundler: `url` serves a list of chains, `urls[chainId]` (`<url>/<chain id>`) each chain's bundler. */
export interface BundlerInfo {
  readonly url: string
  readonly urls: Readonly<Record<number, string>>
}

export declare function startBundler(options: {
  host: string
  port: number
  chains: readonly { id: number; rpcUrl: string }[]
}): Promise<BundlerInfo & { close(): Promise<void> }>

export declare function bundlerService(options?: { port?: number | undefined }): ServiceDefinition
