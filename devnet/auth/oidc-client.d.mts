import type { JWTVerifyGetKey } from 'jose'
import type { SocialProviderConfig } from './index.mjs'

/** Who a checked ID token names. */
export interface Identity {
  readonly subject: string
  /** Only when the provider verified it. */
  readonly email?: string
  readonly username?: string
  readonly name?: string
}

export declare function pkcePair(): { verifier: string; challenge: string }
export declare function providerEndpoints(config: SocialProviderConfig): () => Promise<{ authorizationEndpoint: string; tokenEndpoint: string; keys: JWTVerifyGetKey }>
export declare function verifyIdToken(
  token: string,
  expected: { issuer: string; audience: string; nonce: string; keys: JWTVerifyGetKey; now: () => number },
): Promise<Identity>
