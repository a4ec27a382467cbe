import type { ZodMiniType } from 'zod/mini'

export declare class WalletRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string)
}

export declare function parseParams<T>(schema: ZodMiniType<T>, params: unknown): T
export declare function readableBytes(bytes: Uint8Array): string
