// @ts-check
import { formatEther, hexToString, isHex, numberToHex, parseEther } from 'viem'
import { createDevWallet } from '../client.mjs'
import { describeBitcoinRequest } from '../bitcoin.mjs'
import { describeCosmosRequest } from '../cosmos.mjs'
import { describePolkadotRequest } from '../polkadot.mjs'
import { describeSolanaRequest } from '../solana.mjs'

/** @typedef {import('../client.mjs').DevWallet} DevWallet */
/** @typedef {import('../client.mjs').DevWalletRequest} DevWalletRequest */
/** @typedef {import('../page-server.mjs').DevWalletPageConfig} DevWalletPageConfig */

// Everything a dapp sends (names, URLs, messages) is shown with textContent only: a site may be hostile.

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id))
const accountSelect = /** @type {HTMLSelectElement} */ ($('account'))
const chainSelect = /** @type {HTMLSelectElement} */ ($('chain'))

/**
 * @param {string} tag
 * @param {{ text?: string, className?: string, onClick?: () => void }} [options]
 * @param {(Node | string)[]} [children]
 */
function el(tag, { text, className, onClick } = {}, children = []) {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (className) node.className = className
  if (onClick) node.addEventListener('click', onClick)
  node.append(...children)
  return node
}

/**
 * @param {string} text
 * @param {boolean} [isError]
 */
function log(text, isError = false) {
  const line = el('div', { text: `${new Date().toLocaleTimeString()}  ${text}`, className: isError ? 'error' : '' })
  $('log').prepend(line)
}

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error))

/**
 * @param {string} url
 * @param {string} method
 * @param {unknown[]} params
 */
async function rpc(url, method, params) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = await response.json()
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** What each namespace besides eip155 shows a person, by the request's namespace. */
const DESCRIBERS = {
  solana: describeSolanaRequest,
  bip122: describeBitcoinRequest,
  polkadot: describePolkadotRequest,
  cosmos: describeCosmosRequest,
}

/** Names for the CAIP-2 chains the page's wallet serves; others are shown as their id. */
const CHAIN_NAMES = new Map([
  ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'Bitcoin regtest (devnet)'],
  ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin mainnet'],
  ['bip122:000000000933ea01ad0ee984209779ba', 'Bitcoin testnet'],
  ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'Polkadot'],
  ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e', 'Westend'],
  ['cosmos:tessera-devnet-1', 'Tessera devnet (Cosmos)'],
  ['cosmos:cosmoshub-4', 'Cosmos Hub'],
])

/** @param {DevWalletRequest} request */
function describeRequest(request) {
  if (request.namespace !== 'eip155') return DESCRIBERS[request.namespace](request.method, request.params)
  const params = /** @type {unknown[]} */ (Array.isArray(request.params) ? request.params : [request.params])
  switch (request.method) {
    case 'personal_sign': {
      const message = typeof params[0] === 'string' && !/^0x[0-9a-fA-F]{40}$/.test(params[0]) ? params[0] : params[1]
      if (typeof message !== 'string') return JSON.stringify(params, null, 2)
      return isHex(message) ? safeText(message) : message
    }
    case 'eth_signTypedData_v4': {
      const data = typeof params[1] === 'string' ? tryParse(params[1]) : params[1]
      return JSON.stringify(data, null, 2)
    }
    case 'eth_sendTransaction': {
      const tx = /** @type {Record<string, string>} */ (params[0] ?? {})
      const value = tx.value ? `${formatEther(BigInt(tx.value))} ETH` : '0 ETH'
      return [`to     ${tx.to ?? '(contract creation)'}`, `value  ${value}`, `data   ${tx.data ?? tx.input ?? '0x'}`].join('\n')
    }
    default:
      return JSON.stringify(request.params, null, 2)
  }
}

/** @param {`0x${string}`} hex */
function safeText(hex) {
  try {
    const text = hexToString(hex)
    // Binary data stays hex: a person should see what they sign, not replacement characters.
    return /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text) ? hex : text
  } catch {
    return hex
  }
}

/** @param {string} text */
function tryParse(text) {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Sessions the person disconnected here, so their end is not reported twice. */
const endedHere = new Set()

/**
 * @param {DevWallet} wallet
 * @param {DevWalletPageConfig} config
 */
function render(wallet, config) {
  const proposals = $('proposals')
  proposals.replaceChildren(
    ...(wallet.pendingProposals.length === 0 ? [el('p', { className: 'empty', text: 'None.' })] : []),
    ...wallet.pendingProposals.map((proposal) => {
      const namespaces = { ...proposal.params.requiredNamespaces, ...proposal.params.optionalNamespaces }
      const chains = Object.entries(namespaces).flatMap(([key, value]) => (key.includes(':') ? [key] : (value.chains ?? [])))
      const approve = el('button', { text: 'Approve', className: 'primary' })
      const reject = el('button', { text: 'Reject', className: 'danger' })
      approve.addEventListener('click', () => {
        approve.setAttribute('disabled', '')
        wallet
          .approveProposal(proposal.id, { address: /** @type {`0x${string}`} */ (accountSelect.value) })
          .then((session) => log(`Connected to ${session.peer.name} on ${session.chains.join(', ')}`))
          .catch((error) => log(`Could not connect: ${messageOf(error)}`, true))
      })
      reject.addEventListener('click', () => {
        wallet.rejectProposal(proposal.id).then(() => log(`Rejected ${proposal.proposer.name}`)).catch((error) => log(messageOf(error), true))
      })
      return el('div', { className: 'card' }, [
        el('h3', { text: proposal.proposer.name || '(no name)' }),
        el('div', { className: 'meta', text: proposal.proposer.url }),
        el('div', { className: 'meta', text: `Asks for ${chains.join(', ') || 'no chain'}` }),
        el('div', { className: 'meta', text: `Connects ${accountSelect.value}` }),
        el('div', { className: 'actions' }, [approve, reject]),
      ])
    }),
  )

  const requests = $('requests')
  requests.replaceChildren(
    ...(wallet.pendingRequests.length === 0 ? [el('p', { className: 'empty', text: 'None.' })] : []),
    ...wallet.pendingRequests.map((request) => {
      const peer = wallet.sessions.find((session) => session.topic === request.topic)?.peer.name ?? 'A site'
      const settle = (/** @type {'approveRequest' | 'rejectRequest'} */ action) => () => {
        wallet[action](request.id)
          .then((done) => log(`${request.method} ${done.status}${done.error ? `: ${done.error.message}` : ''}`, done.status === 'failed'))
          .catch((error) => log(messageOf(error), true))
      }
      return el('div', { className: 'card' }, [
        el('h3', { text: `${request.method}` }),
        el('div', { className: 'meta', text: `${peer} · ${chainName(request, config)}` }),
        el('pre', { text: describeRequest(request) }),
        el('div', { className: 'actions' }, [
          el('button', { text: 'Approve', className: 'primary', onClick: settle('approveRequest') }),
          el('button', { text: 'Reject', className: 'danger', onClick: settle('rejectRequest') }),
        ]),
      ])
    }),
  )

  const sessions = $('sessions')
  sessions.replaceChildren(
    ...(wallet.sessions.length === 0 ? [el('p', { className: 'empty', text: 'None.' })] : []),
    ...wallet.sessions.map((session) =>
      el('div', { className: 'card' }, [
        el('h3', { text: session.peer.name || '(no name)' }),
        el('div', { className: 'meta', text: session.peer.url }),
        ...(session.chains.length > 0
          ? [el('div', { className: 'meta', text: `On chain ${session.chainId} · chains ${session.chains.join(', ')} · ${session.accounts.join(', ')}` })]
          : []),
        ...(/** @type {const} */ ([
          ['Solana', session.solana],
          ['Bitcoin', session.bip122],
          ['Polkadot', session.polkadot],
          ['Cosmos', session.cosmos],
        ])).flatMap(([name, namespace]) =>
          namespace ? [el('div', { className: 'meta', text: `${name} ${namespace.chains.join(', ')} · ${namespace.accounts.join(', ')}` })] : [],
        ),
        el('div', { className: 'actions' }, [
          el('button', {
            text: 'Disconnect',
            className: 'danger',
            onClick: () => {
              endedHere.add(session.topic)
              wallet
                .disconnect(session.topic)
                .then(() => log(`Disconnected ${session.peer.name}`))
                .catch((error) => log(messageOf(error), true))
            },
          }),
        ]),
      ]),
    ),
  )
  // A site can switch the chain (wallet_switchEthereumChain): the picker shows where the wallet is now.
  const current = wallet.sessions[0]
  if (current && document.activeElement !== chainSelect) chainSelect.value = String(current.chainId)
  accountSelect.value = wallet.address
  $('address').textContent = wallet.address
  void refreshBalance(config)
}

/**
 * @param {DevWalletRequest} request
 * @param {DevWalletPageConfig} config
 */
function chainName(request, config) {
  if (request.namespace === 'eip155') return `chain ${request.chainId}`
  if (request.namespace === 'solana') return config.solana.chain.name
  return CHAIN_NAMES.get(request.chainId) ?? request.chainId
}

/** @param {DevWalletPageConfig} config */
async function refreshBalance(config) {
  const chain = config.chains.find((candidate) => String(candidate.id) === chainSelect.value)
  if (!chain) return
  try {
    const balance = BigInt(await rpc(chain.rpcUrl, 'eth_getBalance', [accountSelect.value, 'latest']))
    $('balance').textContent = `${Number(formatEther(balance)).toFixed(4)} ETH on ${chain.name}`
  } catch {
    $('balance').textContent = `${chain.name} does not answer`
  }
}

async function main() {
  /** @type {DevWalletPageConfig} */
  const config = await (await fetch('/config.json')).json()
  for (const account of config.accounts) {
    accountSelect.append(el('option', { text: `${account.label} · ${account.address.slice(0, 6)}…${account.address.slice(-4)}` }))
    accountSelect.lastElementChild?.setAttribute('value', account.address)
  }
  for (const chain of config.chains) {
    chainSelect.append(el('option', { text: `${chain.name} (${chain.id})` }))
    chainSelect.lastElementChild?.setAttribute('value', String(chain.id))
  }
  const [first, ...others] = config.accounts
  if (!first) throw new Error('The devnet gave the wallet no account')
  const wallet = await createDevWallet({
    relayUrl: config.relayUrl,
    projectId: config.projectId,
    privateKey: first.privateKey,
    extraPrivateKeys: others.map((account) => account.privateKey),
    chains: config.chains.map((chain) => chain.id),
    rpcUrls: Object.fromEntries(config.chains.map((chain) => [chain.id, chain.rpcUrl])),
    autoApprove: false,
    autoApproveRequests: false,
    // One prefix for the tab's origin: sessions survive a reload of the page.
    storagePrefix: 'tessera-dev-wallet',
    metadata: { url: location.origin },
    solana: { seed: config.solana.seed, chains: [config.solana.chain.id], rpcUrl: config.solana.chain.rpcUrl },
    bitcoin: { mnemonic: config.bitcoin.mnemonic, esploraUrls: { 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': config.bitcoin.esploraUrl } },
    polkadot: { suri: config.polkadot.suri },
    cosmos: { privateKey: config.cosmos.privateKey },
  })
  $('solana-address').textContent = wallet.solanaAddress
  $('bitcoin-address').textContent = `${wallet.bitcoinAddress} · ordinals ${wallet.bitcoinOrdinalAddress}`
  $('polkadot-address').textContent = wallet.polkadotAddress
  $('cosmos-address').textContent = wallet.cosmosAddress
  const rerender = () => render(wallet, config)
  wallet.on('proposal', (proposal) => {
    log(`${proposal.proposer.name || 'A site'} asks to connect`)
    rerender()
  })
  wallet.on('request', (request) => {
    log(`${request.method} requested`)
    rerender()
  })
  wallet.on('session', rerender)
  wallet.on('response', rerender)
  wallet.on('sessionDeleted', ({ topic }) => {
    if (!endedHere.delete(topic)) log('The site ended its session')
    rerender()
  })
  wallet.on('error', (error) => log(messageOf(error), true))

  accountSelect.value = wallet.address
  accountSelect.addEventListener('change', () => {
    const address = /** @type {`0x${string}`} */ (accountSelect.value)
    wallet
      .emitAccountsChanged([address])
      .then(() => log(`Switched to ${address}`))
      .catch((error) => log(messageOf(error), true))
      .finally(rerender)
  })
  chainSelect.addEventListener('change', () => {
    const chainId = Number(chainSelect.value)
    wallet
      .emitChainChanged(chainId)
      .then(() => log(`Switched to chain ${chainId}`))
      .catch((error) => log(messageOf(error), true))
      .finally(rerender)
  })
  $('top-up').addEventListener('click', async () => {
    const chain = config.chains.find((candidate) => String(candidate.id) === chainSelect.value)
    if (!chain) return
    try {
      const balance = BigInt(await rpc(chain.rpcUrl, 'eth_getBalance', [accountSelect.value, 'latest']))
      await rpc(chain.rpcUrl, 'anvil_setBalance', [accountSelect.value, numberToHex(balance + parseEther('10'))])
      log(`Added 10 ETH on ${chain.name}`)
    } catch (error) {
      log(`Top-up failed: ${messageOf(error)}`, true)
    }
    void refreshBalance(config)
  })
  const form = /** @type {HTMLFormElement} */ ($('pair-form'))
  /** @param {string} uri */
  const pair = (uri) =>
    wallet
      .pair(uri.trim())
      .then(() => log('Paired; waiting for the connection request'))
      .catch((error) => log(`Could not pair: ${messageOf(error)}`, true))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const input = /** @type {HTMLTextAreaElement} */ ($('uri'))
    void pair(input.value)
    input.value = ''
  })

  // A kit opens a web wallet as `<webapp_link>wc?uri=…`; the URI is used once, then dropped from the address bar.
  const fromUrl = new URLSearchParams(location.search).get('uri')
  if (fromUrl) {
    history.replaceState(null, '', '/')
    void pair(fromUrl)
  }
  // The SDK opens the relay socket only once it has a topic to listen on, and retries on its own after a drop.
  const showRelay = (/** @type {string} */ state) => $('status').replaceChildren(`Relay ${state} `, el('b', { text: config.relayUrl }))
  showRelay(wallet.sessions.length > 0 ? 'connecting' : 'used once you connect:')
  wallet.core.relayer.on('relayer_connect', () => showRelay('connected'))
  wallet.core.relayer.on('relayer_disconnect', () => showRelay('disconnected, retrying'))
  rerender()
  setInterval(() => void refreshBalance(config), 4_000)
}

main().catch((error) => {
  $('status').textContent = `Could not start: ${messageOf(error)}`
  log(messageOf(error), true)
})
