import type { CaipNetworkId, KitPlugin } from '../../kernel/index.js'

declare module '../../kernel/types.js' {
  interface KitViews {
    /** Spec §2 send: `token` (a symbol or a token address) and `amount` fill the form in. */
    WalletSend: { readonly token?: string; readonly amount?: string } | undefined
  }
  interface KitTrackedEvents {
    /** The wallet sent it (before it is mined): the amount in whole units as text, the token's symbol. */
    SEND_SUCCESS: { readonly network: CaipNetworkId; readonly token: string; readonly amount: string }
    SEND_ERROR: { readonly network: CaipNetworkId; readonly token: string; readonly message: string }
  }
}

/**
 * Send (spec §3 Send-token state, §5 rules): a button on the Account view and the WalletSend view. It sends
 * through the active namespace's adapter wherever that adapter can send, and names no namespace itself. The view,
 * its rules and the adapter's sending code load when the visitor opens it.
 */
export function send(): KitPlugin<'send'> {
  return {
    id: 'send',
    setup: async (ctx) => (await import('./setup.js')).setupSend(ctx),
  }
}
