// @ts-check
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { createWalletClient, defineChain, hexToBigInt, hexToNumber, http, isAddress, isHex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { WalletRpcError } from './errors.mjs'
import { approvedNamespaces, ProposalRefused, SOLANA_METHODS, SUPPORTED_EVENTS, SUPPORTED_METHODS } from './namespaces.mjs'
import { BITCOIN_EVENTS, BITCOIN_METHODS, BITCOIN_REGTEST, bitcoinAddresses, bitcoinHandlers, createBitcoinAccount } from './bitcoin.mjs'
import { COSMOS_METHODS, cosmosAddresses, cosmosHandlers, createCosmosAccount } from './cosmos.mjs'
import { createPolkadotAccount, POLKADOT_METHODS, polkadotAddresses, polkadotHandlers } from './polkadot.mjs'
import { createSolanaAccount, solanaHandlers } from './solana.mjs'

/** @typedef {import('./client.mjs').CreateDevWalletOptions} CreateDevWalletOptions */
/** @typedef {import('./client.mjs').DevWallet} DevWallet */
/** @typedef {import('./client.mjs').DevWalletSession} DevWalletSession */
/** @typedef {import('./client.mjs').DevWalletProposal} DevWalletProposal */
/** @typedef {import('./client.mjs').DevWalletRequest} DevWalletRequest */
/** @typedef {import('./client.mjs').DevWalletEvents} DevWalletEvents */
/** @typedef {import('./client.mjs').ApproveOptions} ApproveOptions */
/** @typedef {import('@walletconnect/types').SessionTypes.Struct} SessionStruct */
/** @typedef {import('@walletconnect/types').SessionTypes.Namespaces} Namespaces */
/** @typedef {import('viem').PrivateKeyAccount} PrivateKeyAccount */
/** @typedef {import('viem').Address} Address */
/** @typedef {import('viem').Hex} Hex */

// Reads a wallet answers without asking the person: they only repeat what the session already granted.
const READ_ONLY_METHODS = new Set(['getAccountAddresses', 'cosmos_getAccounts'])
const USER_REJECTED = Object.freeze({ code: 4001, message: 'User rejected the request.' })
const USER_REJECTED_SESSION = Object.freeze({ code: 5000, message: 'User rejected.' })
const USER_DISCONNECTED = Object.freeze({ code: 6000, message: 'User disconnected.' })
const DEFAULT_METADATA = Object.freeze({
  name: 'Tessera Dev Wallet',
  description: 'A development wallet for the Tessera devnet. Its keys are public test data.',
  url: 'http://127.0.0.1:8793',
  icons: [],
})

/**
 * A WalletConnect wallet on `@reown/walletkit`, signing with local keys and sending to the devnet chains. It runs in
 * Node (tests) and in a browser tab (the dev wallet page), and never reaches past the loopback relay and chains.
 * @param {CreateDevWalletOptions} options
 * @returns {Promise<DevWallet>}
 */
export async function createDevWallet(options) {
  const keys = /** @type {Hex[]} */ ([options.privateKey, ...(options.extraPrivateKeys ?? [])])
  const accounts = keys.map((key) => privateKeyToAccount(key))
  let activeAccount = /** @type {PrivateKeyAccount} */ (accounts[0])
  const solana = await createSolanaAccount(options.solana)
  const bitcoin = createBitcoinAccount(options.bitcoin)
  const polkadot = await createPolkadotAccount(options.polkadot)
  const cosmos = createCosmosAccount(options.cosmos)
  /** @type {Record<string, Record<string, (params: unknown, chain: string) => Promise<unknown>>>} handlers by namespace, besides eip155 */
  const chainHandlers = {
    solana: solanaHandlers(solana),
    bip122: bitcoinHandlers(bitcoin),
    polkadot: polkadotHandlers(polkadot),
    cosmos: cosmosHandlers(cosmos),
  }
  /** @type {import('./namespaces.mjs').ServedNamespace[]} */
  const otherNamespaces = [
    { namespace: 'bip122', chains: bitcoin.chains, methods: BITCOIN_METHODS, events: BITCOIN_EVENTS, accounts: (chain) => bitcoinAddresses(bitcoin, chain) },
    { namespace: 'polkadot', chains: polkadot.chains, methods: POLKADOT_METHODS, accounts: (chain) => polkadotAddresses(polkadot, chain) },
    { namespace: 'cosmos', chains: cosmos.chains, methods: COSMOS_METHODS, accounts: (chain) => cosmosAddresses(cosmos, chain) },
  ]
  /** @type {Map<number, string>} chain id → RPC URL; grows with wallet_addEthereumChain */
  const rpcUrls = new Map()
  for (const id of options.chains) {
    const url = options.rpcUrls[id]
    if (!url) throw new Error(`createDevWallet: no RPC URL for chain ${id}.`)
    rpcUrls.set(id, url)
  }
  /** @type {Map<string, number>} the chain each session is on, by topic (kept in storage, like the sessions) */
  const activeChains = new Map()
  /** @type {DevWalletProposal[]} */
  const pendingProposals = []
  /** @type {Map<number, { request: DevWalletRequest, topic: string }>} */
  const pendingRequests = new Map()
  /** @type {DevWalletRequest[]} */
  const requestLog = []
  const emitter = createEmitter()
  let autoApprove = options.autoApprove ?? true
  let autoApproveRequests = options.autoApproveRequests ?? true
  let closed = false

  // Two Cores in one process (a test's dapp and wallet) must not share the global Core cache.
  if (typeof process !== 'undefined' && process.env && process.env.DISABLE_GLOBAL_CORE === undefined) {
    process.env.DISABLE_GLOBAL_CORE = 'true'
  }
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: options.logLevel ?? 'error',
    customStoragePrefix: options.storagePrefix ?? `tessera-dev-wallet-${Math.random().toString(36).slice(2)}`,
    ...(options.storage ? { storage: options.storage } : {}),
  })
  // Offline switches: no Verify lookup per proposal and request (`isDevEnv` is public, but not in the SDK's
  // types), no telemetry ping on init.
  const verify = /** @type {{ isDevEnv: boolean }} */ (/** @type {unknown} */ (core.verify))
  verify.isDevEnv = true
  core.eventClient.init = async () => {}
  const activeChainsKey = `${core.customStoragePrefix}//tessera-dev-wallet:active-chains`
  const storedChains = /** @type {Record<string, number> | undefined} */ (await core.storage.getItem(activeChainsKey))
  // From here to the event listeners below nothing awaits, so no proposal or request can slip past them.
  const kit = await WalletKit.init({ core, metadata: { ...DEFAULT_METADATA, ...options.metadata } })
  // The SDK waits 1 s after every answered request before taking the next; a person never notices, a test does.
  const engine = /** @type {{ requestQueueDelay: number }} */ (/** @type {unknown} */ (kit.engine.signClient.engine))
  engine.requestQueueDelay = options.requestQueueDelayMs ?? 0
  for (const session of Object.values(kit.getActiveSessions())) {
    activeChains.set(session.topic, storedChains?.[session.topic] ?? firstChain(session) ?? 0)
  }
  /**
   * @param {string} topic
   * @param {number | undefined} chainId undefined: the session ended
   */
  const setActiveChain = (topic, chainId) => {
    if (chainId === undefined) activeChains.delete(topic)
    else activeChains.set(topic, chainId)
    core.storage.setItem(activeChainsKey, Object.fromEntries(activeChains)).catch(() => {})
  }

  /** @param {string} topic */
  const sessionStruct = (topic) => {
    const session = kit.getActiveSessions()[topic]
    if (!session) throw new Error(`No active session ${topic}`)
    return session
  }

  /** @param {SessionStruct} session @returns {DevWalletSession} */
  const describe = (session) => {
    const namespace = session.namespaces.eip155
    const accountsInSession = namespace?.accounts ?? []
    return {
      topic: session.topic,
      pairingTopic: session.pairingTopic,
      peer: session.peer.metadata,
      chains: sessionChains(session),
      accounts: unique(accountsInSession.map((account) => /** @type {Address} */ (account.split(':')[2]))),
      methods: namespace?.methods ?? [],
      events: namespace?.events ?? [],
      chainId: activeChains.get(session.topic) ?? firstChain(session) ?? 0,
      expiry: session.expiry,
      solana: /** @type {DevWalletSession['solana']} */ (caipNamespace(session, 'solana')),
      bip122: /** @type {DevWalletSession['bip122']} */ (caipNamespace(session, 'bip122')),
      polkadot: /** @type {DevWalletSession['polkadot']} */ (caipNamespace(session, 'polkadot')),
      cosmos: /** @type {DevWalletSession['cosmos']} */ (caipNamespace(session, 'cosmos')),
    }
  }

  /** @param {Address} address */
  const accountFor = (address) => {
    if (typeof address !== 'string') throw new WalletRpcError(-32602, 'Expected an address')
    const account = accounts.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase())
    if (!account) throw new WalletRpcError(4100, `The wallet does not hold ${address}.`)
    return account
  }

  /**
   * Adds `chainId` (and the session's addresses on it) to a session that lacks it, and waits for the dapp to take
   * the update: the dapp drops a `chainChanged` for a chain its copy of the session does not have.
   * @param {string} topic
   * @param {number} chainId
   * @param {Address[]} [addresses] the session's accounts from now on, active first
   */
  const updateSession = async (topic, chainId, addresses) => {
    const session = sessionStruct(topic)
    const namespace = session.namespaces.eip155
    if (!namespace) throw new WalletRpcError(4100, 'The session has no eip155 namespace')
    const chains = unique([...sessionChains(session), chainId])
    const current = describe(session).accounts
    const wanted = addresses && addresses.length > 0 ? addresses : current
    const nextAccounts = chains.flatMap((id) => wanted.map((address) => `eip155:${id}:${address}`))
    if (sameList(nextAccounts, namespace.accounts) && (namespace.chains ?? []).includes(`eip155:${chainId}`)) return
    /** @type {Namespaces} */
    const namespaces = {
      ...session.namespaces,
      eip155: { ...namespace, chains: chains.map((id) => `eip155:${id}`), accounts: nextAccounts },
    }
    const { acknowledged } = await kit.updateSession({ topic, namespaces })
    await acknowledged()
  }

  /**
   * @param {string} topic
   * @param {string} name
   * @param {unknown} data
   * @param {number} chainId
   */
  const emitEvent = async (topic, name, data, chainId) => {
    if (!describe(sessionStruct(topic)).events.includes(name)) return
    await kit.emitSessionEvent({ topic, event: { name, data }, chainId: `eip155:${chainId}` })
  }

  /**
   * @param {string} topic
   * @param {number} chainId
   */
  const switchChain = async (topic, chainId) => {
    await updateSession(topic, chainId)
    setActiveChain(topic, chainId)
    await emitEvent(topic, 'chainChanged', chainId, chainId)
  }

  /** @type {Record<string, (params: unknown, chainId: number, topic: string) => Promise<unknown>>} */
  const methods = {
    async personal_sign(params) {
      let [message, address] = /** @type {[Hex | string, Address]} */ (asArray(params, 2))
      // Some dapps still send the pre-standard order (address first).
      if (isAddress(message) && !isAddress(address)) [message, address] = [address, message]
      return accountFor(address).signMessage({ message: isHex(message) ? { raw: message } : message })
    },
    async eth_signTypedData_v4(params) {
      const [address, raw] = /** @type {[Address, unknown]} */ (asArray(params, 2))
      const typed = /** @type {{ domain?: object, types?: Record<string, unknown>, primaryType?: string, message?: object }} */ (
        typeof raw === 'string' ? parseJson(raw) : raw
      )
      if (!typed || typeof typed !== 'object' || !typed.types || !typed.primaryType || !typed.message) {
        throw new WalletRpcError(-32602, 'Expected EIP-712 typed data { domain, types, primaryType, message }')
      }
      const { EIP712Domain: _domainType, ...types } = typed.types
      return accountFor(address).signTypedData(
        /** @type {any} */ ({ domain: typed.domain ?? {}, types, primaryType: typed.primaryType, message: typed.message }),
      )
    },
    async eth_sendTransaction(params, chainId) {
      const [tx] = /** @type {[Record<string, unknown>]} */ (asArray(params, 1))
      if (!tx || typeof tx !== 'object') throw new WalletRpcError(-32602, 'Expected a transaction object')
      const account = accountFor(/** @type {Address} */ (tx.from ?? activeAccount.address))
      const url = rpcUrls.get(chainId)
      if (!url) throw new WalletRpcError(4901, `The wallet is not connected to chain ${chainId}.`)
      const chain = defineChain({
        id: chainId,
        name: `Chain ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      })
      const client = createWalletClient({ account, chain, transport: http(url, { retryCount: 0 }) })
      const quantity = (/** @type {string} */ key) => (typeof tx[key] === 'string' ? hexToBigInt(/** @type {Hex} */ (tx[key])) : undefined)
      const fees =
        tx.gasPrice !== undefined
          ? { gasPrice: quantity('gasPrice') }
          : { maxFeePerGas: quantity('maxFeePerGas'), maxPriorityFeePerGas: quantity('maxPriorityFeePerGas') }
      return client.sendTransaction(
        /** @type {any} */ ({
          to: tx.to ?? null,
          data: tx.data ?? tx.input,
          value: quantity('value'),
          gas: quantity('gas') ?? quantity('gasLimit'),
          nonce: typeof tx.nonce === 'string' ? hexToNumber(/** @type {Hex} */ (tx.nonce)) : undefined,
          ...fees,
        }),
      )
    },
    async wallet_switchEthereumChain(params, _chainId, topic) {
      const [{ chainId } = {}] = /** @type {[{ chainId?: unknown }]} */ (asArray(params, 1))
      const target = chainIdFrom(chainId)
      if (!rpcUrls.has(target)) {
        throw new WalletRpcError(
          4902,
          `Unrecognized chain ID "${numberToHex(target)}". Try adding the chain using wallet_addEthereumChain first.`,
        )
      }
      await switchChain(topic, target)
      return null
    },
    async wallet_addEthereumChain(params) {
      const [chain] = /** @type {[{ chainId?: unknown, rpcUrls?: unknown }]} */ (asArray(params, 1))
      const id = chainIdFrom(chain?.chainId)
      const urls = chain?.rpcUrls
      if (!Array.isArray(urls) || typeof urls[0] !== 'string' || !/^https?:\/\//.test(urls[0])) {
        throw new WalletRpcError(-32602, 'rpcUrls must hold at least one http(s) URL')
      }
      if (!rpcUrls.has(id)) rpcUrls.set(id, urls[0])
      return null
    },
  }

  /**
   * @param {DevWalletRequest} entry
   * @param {'approve' | 'reject'} decision
   */
  const settleRequest = async (entry, decision) => {
    const pending = pendingRequests.get(entry.id)
    if (!pending) throw new Error(`Request ${entry.id} is not pending`)
    pendingRequests.delete(entry.id)
    const mutable = /** @type {{ -readonly [K in keyof DevWalletRequest]: DevWalletRequest[K] }} */ (entry)
    /** @type {{ result: unknown } | { error: { code: number, message: string } }} */
    let outcome
    if (decision === 'reject') {
      outcome = { error: USER_REJECTED }
      mutable.status = 'rejected'
    } else {
      try {
        // A method answers only on its own namespace's chains: personal_sign on a Solana chain is unsupported.
        if (entry.namespace === 'eip155') {
          const method = Object.hasOwn(methods, entry.method) ? methods[entry.method] : undefined
          if (!method) throw new WalletRpcError(4200, `The wallet does not support ${entry.method} on eip155.`)
          outcome = { result: await method(entry.params, entry.chainId, entry.topic) }
        } else {
          const handlers = chainHandlers[entry.namespace] ?? {}
          const method = Object.hasOwn(handlers, entry.method) ? handlers[entry.method] : undefined
          if (!method) throw new WalletRpcError(4200, `The wallet does not support ${entry.method} on ${entry.namespace}.`)
          outcome = { result: await method(entry.params, entry.chainId) }
        }
        mutable.status = 'approved'
      } catch (error) {
        const code = error instanceof WalletRpcError ? error.code : -32603
        const message = error instanceof Error ? (/** @type {{ shortMessage?: string }} */ (error).shortMessage ?? error.message) : String(error)
        outcome = { error: { code, message } }
        mutable.status = 'failed'
      }
    }
    if ('result' in outcome) mutable.result = outcome.result
    else mutable.error = outcome.error
    if (kit.getActiveSessions()[entry.topic]) {
      await kit.respondSessionRequest({ topic: entry.topic, response: { id: entry.id, jsonrpc: '2.0', ...outcome } })
    }
    emitter.emit('response', entry)
    return entry
  }

  /**
   * @param {DevWalletProposal} proposal
   * @param {ApproveOptions} [choice]
   */
  const settleApproval = async (proposal, choice = {}) => {
    removeFrom(pendingProposals, proposal)
    const address = choice.address ? accountFor(choice.address).address : activeAccount.address
    const knownChains = choice.chains ?? [...rpcUrls.keys()]
    let namespaces
    try {
      const solanaChains = choice.solanaChains ?? solana.chains
      const allowed = { bip122: choice.bitcoinChains, polkadot: choice.polkadotChains, cosmos: choice.cosmosChains }
      const others = otherNamespaces.map((served) => {
        const chains = allowed[/** @type {keyof typeof allowed} */ (served.namespace)]
        return chains ? { ...served, chains: served.chains.filter((chain) => chains.includes(chain)) } : served
      })
      namespaces = approvedNamespaces(proposal.params, knownChains, address, { chains: solanaChains, address: solana.address }, others)
    } catch (error) {
      if (!(error instanceof ProposalRefused)) throw error
      await kit.rejectSession({ id: proposal.id, reason: error.reason })
      throw error
    }
    const session = await kit.approveSession({ id: proposal.id, namespaces })
    setActiveChain(session.topic, firstChain(session) ?? 0)
    const described = describe(session)
    emitter.emit('session', described)
    return described
  }

  /**
   * @template T
   * @param {() => T | undefined} take
   * @param {'proposal' | 'request'} event
   * @returns {Promise<T>}
   */
  const nextPending = (take, event) => {
    const ready = take()
    if (ready) return Promise.resolve(ready)
    return new Promise((resolve) => {
      const off = emitter.on(event, () => {
        const next = take()
        if (!next) return
        off()
        resolve(next)
      })
    })
  }
  // Set synchronously when a proposal or request arrives, so a manual approveNext() waiting for it sees it.
  const takeProposal = () => pendingProposals[0]
  const takeRequest = () => [...pendingRequests.values()][0]?.request

  kit.on('session_proposal', ({ id, params }) => {
    /** @type {DevWalletProposal} */
    const proposal = { id, params, proposer: params.proposer.metadata, receivedAt: Date.now() }
    pendingProposals.push(proposal)
    emitter.emit('proposal', proposal)
    if (autoApprove) settleApproval(proposal).catch((error) => emitter.emit('error', error))
  })
  kit.on('proposal_expire', ({ id }) => {
    const proposal = pendingProposals.find((candidate) => candidate.id === id)
    if (proposal) removeFrom(pendingProposals, proposal)
  })
  kit.on('session_request', ({ id, topic, params }) => {
    const common = { id, topic, method: params.request.method, params: params.request.params, receivedAt: Date.now(), status: /** @type {const} */ ('pending') }
    const namespace = params.chainId.split(':')[0]
    /** @type {DevWalletRequest} */
    const entry =
      namespace === 'eip155'
        ? { ...common, namespace, chainId: Number(params.chainId.split(':')[1]) }
        : /** @type {DevWalletRequest} */ ({ ...common, namespace, chainId: params.chainId })
    requestLog.push(entry)
    pendingRequests.set(id, { request: entry, topic })
    // A read leaves the pending list before anyone hears of it, so a test's rejectNextRequest() never takes it.
    if (READ_ONLY_METHODS.has(entry.method)) settleRequest(entry, 'approve').catch((error) => emitter.emit('error', error))
    emitter.emit('request', entry)
    if (autoApproveRequests && !READ_ONLY_METHODS.has(entry.method)) settleRequest(entry, 'approve').catch((error) => emitter.emit('error', error))
  })
  kit.on('session_request_expire', ({ id }) => {
    const pending = pendingRequests.get(id)
    if (!pending) return
    pendingRequests.delete(id)
    const expired = /** @type {{ status: string }} */ (pending.request)
    expired.status = 'expired'
  })
  kit.on('session_delete', ({ topic }) => {
    setActiveChain(topic, undefined)
    emitter.emit('sessionDeleted', { topic })
  })

  /** @param {string | undefined} topic */
  const topicsFor = (topic) => (topic ? [topic] : Object.keys(kit.getActiveSessions()))
  /**
   * Sessions an EVM account or chain change applies to: a Solana-only session has no eip155 namespace to update.
   * @param {string | undefined} topic
   */
  const evmTopicsFor = (topic) =>
    topic ? [topic] : Object.values(kit.getActiveSessions()).filter((session) => session.namespaces.eip155).map((session) => session.topic)

  const bitcoinHeadline = bitcoinAddresses(bitcoin, bitcoin.chains.includes(BITCOIN_REGTEST) ? BITCOIN_REGTEST : /** @type {string} */ (bitcoin.chains[0]))
  /** @type {DevWallet} */
  const wallet = {
    get address() {
      return activeAccount.address
    },
    addresses: accounts.map((account) => account.address),
    solanaAddress: solana.address,
    solanaChains: solana.chains,
    bitcoinAddress: bitcoinHeadline[0] ?? '',
    bitcoinOrdinalAddress: bitcoinHeadline[1] ?? '',
    bitcoinChains: bitcoin.chains,
    polkadotAddress: polkadot.address,
    polkadotChains: polkadot.chains,
    cosmosAddress: cosmos.address,
    cosmosChains: cosmos.chains,
    get chains() {
      return [...rpcUrls.keys()]
    },
    get sessions() {
      return Object.values(kit.getActiveSessions()).map(describe)
    },
    get pendingProposals() {
      return pendingProposals.slice()
    },
    get pendingRequests() {
      return [...pendingRequests.values()].map(({ request }) => request)
    },
    get requests() {
      return requestLog.slice()
    },
    get autoApprove() {
      return autoApprove
    },
    set autoApprove(value) {
      autoApprove = value
    },
    get autoApproveRequests() {
      return autoApproveRequests
    },
    set autoApproveRequests(value) {
      autoApproveRequests = value
    },
    walletKit: kit,
    core,
    async pair(uri) {
      await kit.pair({ uri })
    },
    approveNext: async (choice) => settleApproval(await nextPending(takeProposal, 'proposal'), choice),
    async rejectNext(reason = USER_REJECTED_SESSION) {
      const proposal = await nextPending(takeProposal, 'proposal')
      removeFrom(pendingProposals, proposal)
      await kit.rejectSession({ id: proposal.id, reason })
    },
    approveProposal(id, choice) {
      const proposal = pendingProposals.find((candidate) => candidate.id === id)
      if (!proposal) return Promise.reject(new Error(`Proposal ${id} is not pending`))
      return settleApproval(proposal, choice)
    },
    async rejectProposal(id, reason = USER_REJECTED_SESSION) {
      const proposal = pendingProposals.find((candidate) => candidate.id === id)
      if (!proposal) throw new Error(`Proposal ${id} is not pending`)
      removeFrom(pendingProposals, proposal)
      await kit.rejectSession({ id, reason })
    },
    approveNextRequest: async () => settleRequest(await nextPending(takeRequest, 'request'), 'approve'),
    rejectNextRequest: async () => settleRequest(await nextPending(takeRequest, 'request'), 'reject'),
    approveRequest(id) {
      const pending = pendingRequests.get(id)
      return pending ? settleRequest(pending.request, 'approve') : Promise.reject(new Error(`Request ${id} is not pending`))
    },
    rejectRequest(id) {
      const pending = pendingRequests.get(id)
      return pending ? settleRequest(pending.request, 'reject') : Promise.reject(new Error(`Request ${id} is not pending`))
    },
    async emitChainChanged(chainId, topic) {
      for (const each of evmTopicsFor(topic)) await switchChain(each, chainId)
    },
    async emitAccountsChanged(addresses, topic) {
      const ours = addresses.length > 0 ? accounts.find((account) => account.address.toLowerCase() === addresses[0]?.toLowerCase()) : undefined
      if (ours) activeAccount = ours
      for (const each of evmTopicsFor(topic)) {
        const chainId = activeChains.get(each) ?? firstChain(sessionStruct(each)) ?? 0
        // An empty list means "no access": the session keeps its accounts (a namespace cannot be empty).
        if (addresses.length > 0) await updateSession(each, chainId, [...addresses])
        await emitEvent(each, 'accountsChanged', [...addresses], chainId)
      }
    },
    async emitBitcoinAddressesChanged(topic) {
      for (const session of Object.values(kit.getActiveSessions())) {
        const namespace = session.namespaces.bip122
        if ((topic && session.topic !== topic) || !namespace?.events.includes('bip122_addressesChanged')) continue
        const chain = /** @type {string} */ (namespace.accounts[0]?.split(':').slice(0, 2).join(':'))
        const addresses = await chainHandlers.bip122?.getAccountAddresses?.(undefined, chain)
        await kit.emitSessionEvent({ topic: session.topic, event: { name: 'bip122_addressesChanged', data: addresses }, chainId: chain })
      }
    },
    async disconnect(topic) {
      for (const each of topicsFor(topic)) {
        await kit.disconnectSession({ topic: each, reason: USER_DISCONNECTED })
        setActiveChain(each, undefined)
        emitter.emit('sessionDeleted', { topic: each })
      }
    },
    on: emitter.on,
    waitFor(event, predicate = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          off()
          reject(new Error(`Dev wallet: no ${event} within ${timeoutMs} ms`))
        }, timeoutMs)
        const off = emitter.on(event, (/** @type {any} */ payload) => {
          if (!predicate(payload)) return
          clearTimeout(timer)
          off()
          resolve(payload)
        })
      })
    },
    async close() {
      if (closed) return
      closed = true
      // Without these a Node process never exits: the relay socket and a 5 s heartbeat interval stay open.
      await core.relayer.transportClose().catch(() => {})
      core.heartbeat.stop()
    },
  }
  return wallet
}

export { SOLANA_METHODS, SUPPORTED_EVENTS, SUPPORTED_METHODS, WalletRpcError }

/**
 * A namespace of the session as the dev wallet reports it: its CAIP-2 chains and addresses, methods and events.
 * @param {SessionStruct} session
 * @param {string} key
 */
function caipNamespace(session, key) {
  const namespace = session.namespaces[key]
  if (!namespace) return undefined
  return {
    chains: unique(namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':'))),
    accounts: unique(namespace.accounts.map((account) => account.split(':').slice(2).join(':'))),
    methods: namespace.methods,
    events: namespace.events,
  }
}

/** @param {SessionStruct} session @returns {number[]} */
function sessionChains(session) {
  const namespace = session.namespaces.eip155
  const fromChains = (namespace?.chains ?? []).map((chain) => Number(chain.split(':')[1]))
  const fromAccounts = (namespace?.accounts ?? []).map((account) => Number(account.split(':')[1]))
  return unique([...fromChains, ...fromAccounts])
}

/** @param {SessionStruct} session */
function firstChain(session) {
  return sessionChains(session)[0]
}

/** @param {unknown} value */
function chainIdFrom(value) {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(value)) return Number(BigInt(value))
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  throw new WalletRpcError(-32602, `chainId must be a hex string, got ${JSON.stringify(value)}`)
}

/**
 * @param {unknown} params
 * @param {number} count
 * @returns {unknown[]}
 */
function asArray(params, count) {
  if (!Array.isArray(params) || params.length < count) throw new WalletRpcError(-32602, `Expected ${count} params`)
  return params
}

/** @param {string} text */
function parseJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    throw new WalletRpcError(-32602, 'Typed data is not JSON')
  }
}

/**
 * @template T
 * @param {T[]} list
 */
function unique(list) {
  return [...new Set(list)]
}

/**
 * @param {string[]} a
 * @param {string[]} b
 */
function sameList(a, b) {
  return a.length === b.length && a.every((value, i) => value === b[i])
}

/**
 * @template T
 * @param {T[]} list
 * @param {T} item
 */
function removeFrom(list, item) {
  const index = list.indexOf(item)
  if (index >= 0) list.splice(index, 1)
}

function createEmitter() {
  /** @type {Map<string, Set<(payload: any) => void>>} */
  const listeners = new Map()
  /**
   * @param {string} event
   * @param {unknown} payload
   */
  const emit = (event, payload) => {
    const set = listeners.get(event)
    // An error nobody listens for must still be seen: it is an approval or a request the wallet could not finish.
    if (event === 'error' && !set?.size) return console.error('Dev wallet:', payload)
    for (const listener of [...(set ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        if (event === 'error') console.error('Dev wallet:', error)
        else emit('error', error)
      }
    }
  }
  return {
    /**
     * @param {string} event
     * @param {(payload: any) => void} listener
     * @returns {() => void} removes the listener
     */
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => set.delete(listener)
    },
    emit,
  }
}
