import type { UserKeys } from './store.mjs'

/** A Solana request from an authenticated session, signed with the user's Ed25519 key; `cluster` is where signAndSend sends. */
export declare function solanaRequest(
  request: { method: string; params?: unknown },
  context: { keys: UserKeys; cluster?: { id: string; rpcUrl: string } | undefined },
): Promise<unknown>
/** Where this key's signature goes in a wire transaction, and the message bytes it signs. */
export declare function signatureSlot(wire: Uint8Array, publicKey: Uint8Array): { message: Uint8Array; slot: number }
