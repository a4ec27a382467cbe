import type { UserKeys } from './store.mjs'

/** A user's key backup as the auth service keeps it (base64url): the sealed key bytes, their IV, and the AES key that opens them. */
export interface KeyBackup {
  readonly version: 1
  readonly iv: string
  readonly ciphertext: string
  readonly key: string
}
/** A user's first keys, kept as this frame keeps them, and their backup. */
export declare function newKeys(userId: string): Promise<{ keys: UserKeys; backup: KeyBackup }>
/** The user's keys from their backup, kept as this frame keeps them; `The stored keys could not be opened` otherwise. */
export declare function restoreKeys(userId: string, backup: KeyBackup): Promise<UserKeys>
