import type { Namespace } from '../../kernel/index.js'

/** The namespaces a visitor can sign in with: spec §7's personal_sign and solana_signMessage. */
export const SIWX_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']
