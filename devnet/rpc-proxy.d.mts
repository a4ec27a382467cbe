import type { DevnetChain, ServiceDefinition } from './index.mjs'

export declare const DEFAULT_RPC_PROXY_PORT: number
export declare const RPC_PROXY_PORT_ENV: string

export interface RunningRpcProxy {
  readonly url: string
  readonly controlUrl: string
  urlFor(chainId: number): string
  close(): Promise<void>
}

export declare function startRpcProxy(options: { host: string; port: number; chains: readonly DevnetChain[] }): Promise<RunningRpcProxy>
export declare function rpcProxyService(options?: { port?: number | undefined }): ServiceDefinition
