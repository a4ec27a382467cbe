// @ts-check

/** What the dev wallet can answer in the eip155 namespace. */
export const SUPPORTED_METHODS = Object.freeze([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])
export const SUPPORTED_EVENTS = Object.freeze(['chainChanged', 'accountsChanged'])
/** What the dev wallet answers in the solana namespace (WalletConnect's Solana RPC). */
export const SOLANA_METHODS = Object.freeze([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
])

/** @typedef {import('./namespaces.mjs').ServedNamespace} ServedNamespace */

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
 * The session namespaces the wallet grants for a proposal, per namespace it serves (eip155, solana when given
 * `solana`, and each of `others`): the requested chains it knows (in the dapp's order), the requested methods and
 * events it supports, and the namespace's accounts on every granted chain. A proposal may ask for several: one
 * session serves them. Required chains, methods or namespaces it lacks refuse the proposal, as a real wallet would.
 * @param {{ requiredNamespaces?: Record<string, { chains?: string[], methods?: string[], events?: string[] }>,
 *   optionalNamespaces?: Record<string, { chains?: string[], methods?: string[], events?: string[] }> }} proposal
 * @param {readonly number[]} walletChains
 * @param {string} address
 * @param {{ chains: readonly string[], address: string }} [solana]
 * @param {readonly ServedNamespace[]} [others]
 * @returns {Record<string, { chains: string[], methods: string[], events: string[], accounts: string[] }>}
 */
export function approvedNamespaces(proposal, walletChains, address, solana, others = []) {
  const required = requested(proposal.requiredNamespaces ?? {})
  const optional = requested(proposal.optionalNamespaces ?? {})
  /** @type {Map<string, { known: Set<string>, methods: readonly string[], events: readonly string[] | undefined, accounts: (chain: string) => string[] }>} */
  const served = new Map([
    ['eip155', { known: new Set(walletChains.map((id) => `eip155:${id}`)), methods: SUPPORTED_METHODS, events: SUPPORTED_EVENTS, accounts: () => [address] }],
  ])
  // The wallet emits no Solana event, but a dapp that listens for one loses nothing by having it granted.
  if (solana) served.set('solana', { known: new Set(solana.chains), methods: SOLANA_METHODS, events: undefined, accounts: () => [solana.address] })
  for (const other of others) served.set(other.namespace, { known: new Set(other.chains), methods: other.methods, events: other.events, accounts: other.accounts })
  const foreign = [...required.keys()].find((namespace) => !served.has(namespace))
  if (foreign !== undefined) throw new ProposalRefused(5104, `Unsupported namespace key: ${foreign}`)

  /** @type {Record<string, { chains: string[], methods: string[], events: string[], accounts: string[] }>} */
  const granted = {}
  for (const [namespace, wallet] of served) {
    const mustHave = required.get(namespace)
    const mayHave = optional.get(namespace)
    if (!mustHave && !mayHave) continue
    const must = mustHave ?? { chains: [], methods: [], events: [] }
    const may = mayHave ?? { chains: [], methods: [], events: [] }
    const supportsEvent = (/** @type {string} */ event) => !wallet.events || wallet.events.includes(event)
    const missingChain = must.chains.find((chain) => !wallet.known.has(chain))
    if (missingChain) throw new ProposalRefused(5100, `Unsupported chains: ${missingChain}`)
    const missingMethod = must.methods.find((method) => !wallet.methods.includes(method))
    if (missingMethod) throw new ProposalRefused(5101, `Unsupported methods: ${missingMethod}`)
    const missingEvent = must.events.find((event) => !supportsEvent(event))
    if (missingEvent) throw new ProposalRefused(5102, `Unsupported events: ${missingEvent}`)

    const chains = unique([...must.chains, ...may.chains]).filter((chain) => wallet.known.has(chain))
    if (chains.length === 0) {
      if (mustHave) throw new ProposalRefused(5100, `Unsupported chains: ${namespace} asks for no chain the wallet knows`)
      continue
    }
    granted[namespace] = {
      chains,
      methods: unique([...must.methods, ...may.methods]).filter((method) => wallet.methods.includes(method)),
      events: unique([...must.events, ...may.events]).filter(supportsEvent),
      accounts: chains.flatMap((chain) => wallet.accounts(chain).map((account) => `${chain}:${account}`)),
    }
  }
  if (Object.keys(granted).length === 0) throw new ProposalRefused(5100, 'Unsupported chains: none of the requested chains is known')
  return granted
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
