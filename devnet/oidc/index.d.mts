import type { ServiceDefinition } from '../index.mjs'
import type { SocialProvider } from '../auth/social-providers.mjs'
import type { SocialProviderConfig } from '../auth/index.mjs'

/** A person the issuer can sign in, as one provider knows them. */
export interface OidcPerson {
  /** Stable for provider and handle (email or username), like a real provider's `sub`. */
  readonly subject: string
  readonly provider: SocialProvider
  readonly name?: string | undefined
  readonly email?: string | undefined
  readonly username?: string | undefined
}

export interface StartOidcOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 8801; 0 picks a free port. */
  port?: number | undefined
  /** Where every client may be sent back to: the auth service's `/v1/social/callback`. */
  redirectUris: readonly string[]
  /** Pages the auth service may send a sign-in back to (its `socialReturnOrigins`); default the auth service's default. */
  returnOrigins?: readonly string[] | undefined
}

/** `startDevnet()`'s `oidc`. */
export interface OidcInfo {
  readonly issuer: string
}

export interface Oidc {
  /** The issuer URL (discovery at `/.well-known/openid-configuration`). */
  readonly issuer: string
  /** One client per provider id, as the auth service's `socialProviders` takes them. */
  readonly providers: Readonly<Record<SocialProvider, SocialProviderConfig>>
  close(): Promise<void>
}

export declare const DEFAULT_OIDC_PORT: number
export declare const OIDC_PORT_ENV: string
export declare function startOidc(options: StartOidcOptions): Promise<Oidc>
export declare function oidcService(options: {
  port?: number | undefined
  redirectUris: () => readonly string[]
  onStart?: ((oidc: Oidc) => void) | undefined
}): ServiceDefinition
