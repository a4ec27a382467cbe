export declare const NONCE_TTL_MS: number
export declare const ISSUED_AT_SKEW_MS: number

export interface StoredSession {
  data: {
    chainId: string
    accountAddress: string
    domain: string
    uri: string
    version: '1'
    nonce: string
    issuedAt: string
    statement?: string | undefined
    expirationTime?: string | undefined
    notBefore?: string | undefined
    requestId?: string | undefined
    resources?: string[] | undefined
  }
  message: string
  signature: string
  cacao?: Record<string, unknown> | undefined
}

export interface SessionStore {
  /** A fresh single-use nonce, good for NONCE_TTL_MS. */
  issueNonce(): string
  /** Verifies the signed session for the calling page (`origin`) and records it; throws an ApiError to refuse it. */
  add(id: string, body: unknown, origin: string | undefined): Promise<{ created: boolean; session: StoredSession }>
  /** The account's current sessions. */
  list(id: string): StoredSession[]
  /** Revokes the session holding `signature` (and nonce `pci`); returns how many went. */
  revoke(id: string, body: unknown): number
  reset(): void
}

export declare function parseAccountId(id: string): { namespace: string; reference: string; address: string; key: string }
export declare function createSessionStore(options: { now?: () => number; rpcUrlOf: (caipNetworkId: string) => string | undefined }): SessionStore
