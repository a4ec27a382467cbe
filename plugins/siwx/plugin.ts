import type { CaipNetworkId, KitPlugin } from '../../kernel/index.js'
import type { SiwxConfig, SiwxSession, SiwxStorage, SiwxVerifier } from './types.js'

/** The plugin's slice: whether the active account is signed in, and with which session. */
export interface SiwxState {
  /** 'asking': the sign view waits for the visitor; 'signedIn': the active account has a current session. */
  readonly status: 'signedOut' | 'asking' | 'signedIn'
  readonly session?: SiwxSession
}

/** What the sign view asks for: the account and network being signed in. */
export interface SiwxSignParams {
  readonly caipNetworkId: CaipNetworkId
  readonly address: string
  /** Cancelling disconnects (the view says so). */
  readonly required: boolean
}

/** What the sign view's buttons do; the view uses it through `ctx.services.use('siwx')`. */
export interface SiwxService {
  /** Builds the message, has the wallet sign it and the verifier accept it; false after a decline or a refusal (shown as a toast). */
  sign(): Promise<boolean>
}

declare module '../../kernel/types.js' {
  interface KitState {
    siwx?: SiwxState
  }
  interface KitViews {
    /** Spec §2 SIWXSignMessage: asks the connected visitor to sign in. */
    SIWXSignMessage: SiwxSignParams
  }
  interface KitPromptAnswers {
    SIWXSignMessage: 'signed' | 'cancelled'
  }
  interface KitServices {
    siwx: SiwxService
  }
  interface KitTrackedEvents {
    SIWX_AUTH_SUCCESS: { readonly network: CaipNetworkId }
    SIWX_AUTH_ERROR: { readonly network: CaipNetworkId; readonly message: string }
  }
}
declare module '../../kernel/context.js' {
  interface KitStorageKeys {
    /** Sessions kept by the default (local) storage. */
    siwx_sessions: readonly SiwxSession[]
  }
}

export interface SiwxParameters {
  /** The whole policy, as a host writes it (also accepted as `createKit({ siwx })`). */
  readonly config?: SiwxConfig
  /** Issues nonces and checks signatures: default 'api', the data API at the kit's `apiUrl`. */
  readonly verifier?: SiwxVerifier | 'api'
  /** Where sessions are kept: default 'local' (the page's local storage); 'api' keeps them with the data API. */
  readonly storage?: SiwxStorage | 'local' | 'api'
  /** The visitor must sign in to stay connected: cancelling disconnects and the sign view cannot be closed. */
  readonly required?: boolean
  /** The message's statement line. */
  readonly statement?: string
  /** Resources the message lists. */
  readonly resources?: readonly string[]
  /** Seconds until a session expires (default a week); 0 for sessions that last until revoked. */
  readonly expiresIn?: number
  /** Ask again on a network the session was not signed for (default true). */
  readonly signInOnNetworkChange?: boolean
  /** Sign out when the wallet disconnects (default true). */
  readonly signOutOnDisconnect?: boolean
}

/**
 * Sign in with the wallet (SIWX, CAIP-122; EIP-4361 on eip155): after connecting, the visitor signs a message the
 * verifier checks, and the session is kept. The descriptor is all a host's entry chunk carries; the flow loads
 * with the kit's runtime, the message code when the visitor signs.
 */
export function siwx(parameters: SiwxParameters = {}): KitPlugin<'siwx'> {
  return {
    id: 'siwx',
    ownsOptions: ['siwx', 'siweConfig'],
    setup: async (ctx) => (await import('./setup.js')).setupSiwx(ctx, parameters),
  }
}
