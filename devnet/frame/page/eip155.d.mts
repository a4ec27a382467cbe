import type { UserKeys } from './store.mjs'

/** An EVM request from an authenticated session: signed with the user's key, or passed to the chain. */
export declare function eip155Request(
  request: { method: string; params?: unknown },
  context: { keys: UserKeys; chain: { id: number; name: string; rpcUrl: string } },
): Promise<unknown>
/** personal_sign's params, parsed and bounded: hex is the message's raw bytes, anything else its text. */
export declare function personalSignParams(params: unknown): { message: import('viem').SignableMessage; from: `0x${string}` }
/** eth_signTypedData_v4's params, parsed and bounded (JSON text or an object), without the EIP712Domain type. */
export declare function typedDataParams(params: unknown): { from: `0x${string}`; typedData: import('viem').TypedDataDefinition }
