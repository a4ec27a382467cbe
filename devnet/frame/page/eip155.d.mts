import type { UserKeys } from './store.mjs'

/** An EVM request from an authenticated session: signed with the user's key, or passed to the chain. */
export declare function eip155Request(
  request: { method: string; params?: unknown },
  context: { keys: UserKeys; chain: { id: number; name: string; rpcUrl: string } },
): Promise<unknown>
