import type { KitPlugin } from '../../kernel/index.js'

declare module '../../kernel/types.js' {
  interface KitViews {
    /** Spec §2 receive: the connected address to be paid at. */
    WalletReceive: undefined
  }
}

/** Receive: a button on the Account view and a view with the address as a QR code, copyable, and its networks. */
export function receive(): KitPlugin<'receive'> {
  return {
    id: 'receive',
    setup: async (ctx) => (await import('./setup.js')).setupReceive(ctx),
  }
}
