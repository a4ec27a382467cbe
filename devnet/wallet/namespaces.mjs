// @ts-check

/** What the dev wallet can answer. */
export const SUPPORTED_METHODS = Object.freeze([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])
export const SUPPORTED_EVENTS = Object.freeze(['chainChanged', 'accountsChanged'])

/** A proposal the wallet cannot accept, with the reason the dapp is told (WalletConnect's SDK error codes). */
export class ProposalRefused extends Error {
  /**
   * @param {number} code
   * @param {string} message
   */
  constructor(code, message) {
    super(message)
    this.reason = { code, message }
  }
}

/**
 * The session namespaces the wallet grants for a proposal: the requested eip155 chains it knows (in the dapp's
 * order), the requested methods and events it supports, and `address` on every granted chain. Required chains,
 * methods or namespaces it lacks refuse the proposal, as a real wallet would.
 * @param {{ requiredNamespaces?: Record<string, { chains?: string[], methods?: string[], events?: string[] }>,
 *   optionalNamespaces?: Record<string, { chains?: string[], methods?: string[], events?: string[] }> }} proposal
 * @param {readonly number[]} walletChains
 * @param {string} address
 * @returns {Record<string, { chains: string[], methods: string[], events: string[], accounts: string[] }>}
 */
export function approvedNamespaces(proposal, walletChains, address) {
  const required = requested(proposal.requiredNamespaces ?? {})
  const optional = requested(proposal.optionalNamespaces ?? {})
  const foreign = [...required.keys()].find((namespace) => namespace !== 'eip155')
  if (foreign !== undefined) throw new ProposalRefused(5104, `Unsupported namespace key: ${foreign}`)

  const known = new Set(walletChains.map((id) => `eip155:${id}`))
  const mustHave = required.get('eip155') ?? { chains: [], methods: [], events: [] }
  const mayHave = optional.get('eip155') ?? { chains: [], methods: [], events: [] }
  const missingChain = mustHave.chains.find((chain) => !known.has(chain))
  if (missingChain) throw new ProposalRefused(5100, `Unsupported chains: ${missingChain}`)
  const missingMethod = mustHave.methods.find((method) => !SUPPORTED_METHODS.includes(method))
  if (missingMethod) throw new ProposalRefused(5101, `Unsupported methods: ${missingMethod}`)
  const missingEvent = mustHave.events.find((event) => !SUPPORTED_EVENTS.includes(event))
  if (missingEvent) throw new ProposalRefused(5102, `Unsupported events: ${missingEvent}`)

  const chains = unique([...mustHave.chains, ...mayHave.chains]).filter((chain) => known.has(chain))
  if (chains.length === 0) throw new ProposalRefused(5100, 'Unsupported chains: none of the requested chains is known')
  const methods = unique([...mustHave.methods, ...mayHave.methods]).filter((method) => SUPPORTED_METHODS.includes(method))
  const events = unique([...mustHave.events, ...mayHave.events]).filter((event) => SUPPORTED_EVENTS.includes(event))
  return { eip155: { chains, methods, events, accounts: chains.map((chain) => `${chain}:${address}`) } }
}

/**
 * Namespaces keyed either by namespace (`eip155` with `chains`) or by chain (`eip155:1`), merged per namespace.
 * @param {Record<string, { chains?: string[], methods?: string[], events?: string[] }>} namespaces
 */
function requested(namespaces) {
  /** @type {Map<string, { chains: string[], methods: string[], events: string[] }>} */
  const merged = new Map()
  for (const [key, value] of Object.entries(namespaces)) {
    const namespace = key.split(':')[0] ?? key
    const entry = merged.get(namespace) ?? { chains: [], methods: [], events: [] }
    entry.chains.push(...(key.includes(':') ? [key] : (value.chains ?? [])))
    entry.methods.push(...(value.methods ?? []))
    entry.events.push(...(value.events ?? []))
    merged.set(namespace, entry)
  }
  return merged
}

/**
 * @template T
 * @param {T[]} list
 */
function unique(list) {
  return [...new Set(list)]
}
