import type { EmbeddedWalletRules } from '../../kernel/index.js'

/**
 * Embedded-wallet rules as a namespace plugin declares them, for tests: a read that passes, calls to approve, and a
 * description that shows which currency the network gave.
 */
export const testRules: EmbeddedWalletRules = {
  safeMethods: ['eth_chainId'],
  unsafeMethods: ['personal_sign', 'eth_sendTransaction', 'solana_signMessage'],
  describeRequest: ({ method, params, currency }) => {
    if (method === 'eth_sendTransaction') return [{ label: 'Currency', value: currency?.symbol ?? 'none' }]
    if (method === 'personal_sign' && Array.isArray(params)) return [{ label: 'Message', value: `as read: ${String(params[0])}` }]
    return undefined
  },
}
export const loadTestRules = async (): Promise<EmbeddedWalletRules> => testRules
