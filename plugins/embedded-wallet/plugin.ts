import type { KitPlugin } from '../../kernel/index.js'
import type { AuthSession } from './auth-session.js'
import type { ApprovalRequest } from './frame-provider.js'

declare module '../../kernel/types.js' {
  interface KitViews {
    /** Spec §2: the 6-digit code mailed to `email`. */
    EmbeddedWalletOtp: { email: string }
    /** Spec §4: a new device waits for the approval link mailed to `email`. */
    EmbeddedWalletVerifyDevice: { email: string }
    /** Spec §4: the signed-in visitor changes their email. */
    EmbeddedWalletUpdateEmail: undefined
    /** Spec §2 ApproveTransaction: what an unsafe request asks, for the visitor to approve or reject. */
    EmbeddedWalletApprove: ApprovalRequest
  }
  interface KitPromptAnswers {
    EmbeddedWalletApprove: undefined
  }
  interface KitServices {
    'embedded-wallet/session': AuthSession
  }
}
declare module '../../kernel/context.js' {
  interface KitStorageKeys {
    /** Spec §3: the address the visitor signed in with. */
    email: string
    /** Spec §3: the email-login-used flag. */
    email_login_used: boolean
    /** Spec §3: when the last login email was asked for (ms), for spec §5's cooldown. */
    last_email_login_time: number
  }
}

export interface EmbeddedWalletParameters {
  /** Where the secure frame is served, on an origin of its own (the devnet's: http://127.0.0.1:8798). */
  readonly frameUrl: string
}

/**
 * The embedded wallet: email one-time-code login through a secure frame on its own origin, which holds the keys,
 * and an AUTH connector for every namespace whose adapter declares embedded-wallet rules (eip155 and solana do).
 * The descriptor is all a host's entry chunk carries; the frame is created when the visitor focuses the email field
 * or a stored session needs restoring.
 */
export function embeddedWallet(parameters: EmbeddedWalletParameters): KitPlugin<'embeddedWallet'> {
  return {
    id: 'embeddedWallet',
    setup: async (ctx) => (await import('./setup.js')).setupEmbeddedWallet(ctx, parameters),
  }
}
