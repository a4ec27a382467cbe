import type { SocialLogin, SocialLoginState } from './social-login.js'
import type { SocialOption, SocialProvider } from './social-providers.js'

declare module '../../kernel/types.js' {
  interface KitViews {
    /** Spec §4 connect social: the provider's window is open (or the page came back from it); retry and cancel. */
    EmbeddedWalletConnectingSocial: { readonly provider?: SocialProvider }
    /** Spec §4 connect farcaster: the QR code and link (farcasterUrl), until the visitor approves. */
    EmbeddedWalletFarcaster: undefined
  }
  interface KitState {
    embeddedWalletSocial: SocialLoginState
  }
  interface KitServices {
    'embedded-wallet/social': SocialLogin
  }
}
declare module '../../kernel/context.js' {
  interface KitStorageKeys {
    /** Spec §3: the connected social provider. */
    connected_social: SocialOption
    /** Spec §3: the social username. */
    social_username: string
  }
}
