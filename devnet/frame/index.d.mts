import type { DevnetChain, ServiceDefinition } from '../index.mjs'

/** Where the running frame is: `startDevnet()`'s `frame`. */
export interface FrameInfo {
  /** The frame page: `${url}/?projectId=…&chainId=…&version=…&enableLogger=…` (spec §7). */
  readonly url: string
}

export interface FrameChain extends DevnetChain {
  readonly bundlerUrl?: string
}

/** What the frame's script reads from `/config.json?projectId=…`. */
export interface FrameConfig {
  readonly version: string
  readonly authUrl: string
  /** The registry's allowed origins for the project, then spec §6's defaults. */
  readonly allowedOrigins: readonly string[]
  /** With `bundlerUrl` where smart accounts are served (an ERC-4337 bundler for EntryPoint v0.7 on that chain). */
  readonly chains: readonly FrameChain[]
  /** The Solana clusters the frame sends signed transactions to, by CAIP-2 id. */
  readonly solanaClusters: readonly { readonly id: string; readonly rpcUrl: string }[]
}

export interface StartFrameOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 8798; 0 picks a free port. */
  port?: number | undefined
  /** The auth service (it must admit this frame's origin), or a getter for it. */
  authUrl: string | (() => string | undefined)
  /** The registry whose `projects/v1/origins` lists the allowed parents. Default http://{host}:8791. */
  registryUrl?: string | undefined
  /** The EVM chains the frame signs for and sends transactions on. */
  chains: readonly DevnetChain[]
  /** The Solana clusters it sends signed transactions to (the devnet's local cluster when it runs). */
  solanaClusters?: readonly { readonly id: string; readonly rpcUrl: string }[] | undefined
  /** Each chain's ERC-4337 bundler (the devnet's `bundler.urls`): those chains get smart accounts. */
  bundlerUrls?: Readonly<Record<number, string>> | undefined
}

export interface SecureFrame {
  readonly url: string
  /** Bundles the frame's script now rather than on the first request for it. */
  build(): Promise<void>
  close(): Promise<void>
}

export declare const DEFAULT_FRAME_PORT: number
export declare const FRAME_PORT_ENV: string
export declare const FRAME_VERSION: string
export declare function startFrame(options: StartFrameOptions): Promise<SecureFrame>
export declare function frameService(options: { port?: number | undefined; authUrl: () => string | undefined }): ServiceDefinition & { origin(): string | undefined }
