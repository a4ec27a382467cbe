/** A user's keys as the frame origin's IndexedDB holds them: ciphertext and non-extractable CryptoKeys. */
export interface UserKeys {
  readonly userId: string
  readonly evm: { readonly address: string; readonly iv: Uint8Array; readonly ciphertext: ArrayBuffer; readonly key: CryptoKey }
  readonly solana: { readonly address: string; readonly privateKey: CryptoKey }
}
export interface StoredSession {
  readonly token: string
  readonly expiresAt: number
  readonly userId: string
  readonly email: string
}
export declare function readKeys(userId: string): Promise<UserKeys | undefined>
export declare function writeKeys(keys: UserKeys): Promise<unknown>
export declare function readSession(): Promise<StoredSession | undefined>
export declare function writeSession(session: StoredSession): Promise<unknown>
export declare function clearSession(): Promise<unknown>
