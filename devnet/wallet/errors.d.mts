export declare class WalletRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string)
}
