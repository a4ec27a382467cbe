import type { ServiceDefinition } from '../index.mjs'
import type { SocialProvider } from './social-providers.mjs'

/** Who is signed in, as the service answers it. */
export interface AuthUser {
  /** An email account's address; a social account's when its provider vouched for one (X never does). */
  readonly email?: string
  /** A UUID, fixed for the account (an email change keeps it). */
  readonly userId: string
  /** A social account's provider (`farcaster` included); absent for an email account. */
  readonly provider?: string
  /** A social account's username at the provider (`preferred_username`; a Farcaster fname). */
  readonly username?: string
}

/**
 * Where a social provider is: its issuer (discovery at `{issuer}/.well-known/openid-configuration` fills in whatever
 * endpoint is not named) and this service's client there.
 */
export interface SocialProviderConfig {
  readonly issuer: string
  readonly clientId: string
  /** Sent as HTTP Basic on the token call; without one the client is public (PKCE alone). */
  readonly clientSecret?: string | undefined
  readonly authorizationEndpoint?: string | undefined
  readonly tokenEndpoint?: string | undefined
  readonly jwksUri?: string | undefined
  /** Default `openid email profile`. */
  readonly scope?: string | undefined
}

export type SocialProviders = Partial<Readonly<Record<SocialProvider, SocialProviderConfig>>>

/** What the frame holds after CONNECT: send `token` as `Authorization: Bearer <token>`. */
export interface AuthSession {
  readonly token: string
  /** ms since the epoch. */
  readonly expiresAt: number
}

/** Where the running service is: `startDevnet()`'s `auth`. */
export interface AuthInfo {
  readonly url: string
  /** The only origin whose pages may call it (CORS). */
  readonly frameOrigin: string
}

export interface StartAuthOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 8799; 0 picks a free port. */
  port?: number | undefined
  /** The secure frame's origin, the only one CORS admits. Default http://127.0.0.1:8798. */
  frameOrigin?: string | undefined
  /** Project ids a login code may be asked for. Default ['tessera-devnet-project']. */
  projectIds?: readonly string[] | undefined
  /** Where mail goes (plain SMTP). Default: this host, env DEVNET_MAIL_SMTP_PORT, else 8796. */
  smtp?: { host: string; port: number } | undefined
  /** The clock (ms), for cooldowns and expiry. Default Date.now. */
  now?: (() => number) | undefined
  /** How long a code is good for. Default 10 minutes. */
  codeTtlMs?: number | undefined
  /** Each social provider's issuer and client; a function is asked at each sign-in. Default: none (social sign-in answers PROVIDER_NOT_CONFIGURED). */
  socialProviders?: SocialProviders | (() => SocialProviders | undefined) | undefined
  /** Origins a page may have a social result sent back to (`redirectUri`), as allowed-origin patterns. Default spec §6's and http://127.0.0.1:*. */
  socialReturnOrigins?: readonly string[] | undefined
}

export interface Auth {
  readonly url: string
  readonly frameOrigin: string
  close(): Promise<void>
}

export declare const DEFAULT_AUTH_PORT: number
export declare const AUTH_PORT_ENV: string
export declare const DEFAULT_FRAME_ORIGIN: string
export declare const BODY_LIMIT: number

/** The endpoints and their shapes are listed in devnet/README.md ("Email login", "Social login"). */
export declare function startAuth(options?: StartAuthOptions): Promise<Auth>

/** The auth service as the devnet service `auth`. Port: option, else env DEVNET_AUTH_PORT, else 8799. */
export declare function authService(options?: {
  port?: number | undefined
  frameOrigin?: string | undefined
  projectIds?: readonly string[] | undefined
  /** Where the mail service listens once started (`mailService().smtp`). */
  smtp?: (() => { host: string; port: number } | undefined) | undefined
  socialProviders?: StartAuthOptions['socialProviders']
}): ServiceDefinition
