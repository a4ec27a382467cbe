// @ts-check
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { privateKeyToAddress } from 'viem/accounts'
import { DEVNET_HOST } from '../chains.mjs'
import { DEV_ACCOUNT_0 } from '../dev-accounts.mjs'
import { choosePort, closeServer, listen } from '../listen.mjs'
import { DEFAULT_RELAY_PORT } from '../relay/index.mjs'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../solana/cluster.mjs'
import { BITCOIN_DEV_MNEMONIC, DEFAULT_ESPLORA_URL } from './bitcoin.mjs'
import { COSMOS_DEV_PRIVATE_KEY } from './cosmos.mjs'
import { POLKADOT_DEV_SURI } from './polkadot.mjs'
import { DEVNET_PROJECT_ID } from '../registry/index.mjs'
import { TEST_WALLET_PRIVATE_KEYS } from '../test-wallet.mjs'
import { solanaWalletInitScript } from './solana-page-wallet.mjs'
import { lazyBundle } from '../page-bundle.mjs'

/** @typedef {import('./page-server.mjs').DevWalletPageConfig} DevWalletPageConfig */
/** @typedef {import('./page-server.mjs').DevWalletPage} DevWalletPage */
/** @typedef {import('./page-server.mjs').StartDevWalletPageOptions} StartDevWalletPageOptions */

export const DEFAULT_DEV_WALLET_PORT = 8793
export const DEV_WALLET_PORT_ENV = 'DEVNET_WALLET_PORT'
const PAGE_DIR = fileURLToPath(new URL('./page/', import.meta.url))
const ENTRY = fileURLToPath(new URL('./page/app.mjs', import.meta.url))

/**
 * The keys the page offers: the e2e test wallet's (so a balance the tests set is the one a person sees) and anvil's
 * funded account 0. All are public test data, printed by the devnet.
 */
export function devWalletAccounts() {
  return [
    ...TEST_WALLET_PRIVATE_KEYS.map((privateKey, i) => ({
      label: `Test wallet ${i + 1}`,
      address: privateKeyToAddress(privateKey),
      privateKey,
    })),
    { label: 'Dev account 0', address: DEV_ACCOUNT_0.address, privateKey: DEV_ACCOUNT_0.privateKey },
  ]
}

/** The page's Solana key: the cluster's dev account 1, funded at genesis (public test data, like the EVM keys). */
export function devWalletSolanaAccount() {
  const { address, seed } = /** @type {{ address: string, seed: string }} */ (SOLANA_DEV_ACCOUNTS[1])
  return { label: 'Solana dev account 1', address, seed }
}

/**
 * The Solana browser wallet a person gets from /solana-wallet.js: dev account 3, because the browser tests own
 * account 0 and the WalletConnect page account 1. No binding, so each request is asked in a confirm dialog.
 * @param {string} rpcUrl the local cluster's JSON-RPC
 * @returns {string}
 */
export function solanaBrowserWalletScript(rpcUrl) {
  const { address, seed } = /** @type {{ address: string, seed: string }} */ (SOLANA_DEV_ACCOUNTS[3])
  const icon = `data:image/svg+xml;base64,${Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#14f195"/><text x="16" y="22" font-size="16" text-anchor="middle" font-family="sans-serif">T</text></svg>',
  ).toString('base64')}`
  return solanaWalletInitScript({
    emitKey: 'tessera.dev-wallet.solana.emit',
    storageKey: 'tessera.dev-wallet.solana.authorised',
    name: 'Tessera Dev Wallet (Solana)',
    icon: /** @type {`data:image/svg+xml;base64,${string}`} */ (icon),
    chains: [SOLANA_DEVNET.caipNetworkId],
    rpcUrls: { [SOLANA_DEVNET.caipNetworkId]: rpcUrl },
    keys: [{ address, seed }],
  })
}

/**
 * The page's keys in the other namespaces: public test data, like the EVM and Solana keys, and the ones the devnet's
 * Bitcoin and Cosmos ledgers fund as their dev account 1.
 * @param {string} host
 * @param {string | undefined} esploraUrl
 */
export function devWalletOtherAccounts(host, esploraUrl) {
  return {
    bitcoin: {
      label: 'Bitcoin dev account 1 (BIP-84/86)',
      mnemonic: BITCOIN_DEV_MNEMONIC,
      esploraUrl: esploraUrl ?? `http://${host}:${choosePort(undefined, 'DEVNET_BITCOIN_PORT', Number(new URL(DEFAULT_ESPLORA_URL).port))}`,
    },
    polkadot: { label: 'Polkadot Charlie (sr25519)', suri: POLKADOT_DEV_SURI },
    cosmos: { label: 'Cosmos dev account 1', privateKey: COSMOS_DEV_PRIVATE_KEY },
  }
}

/**
 * Serves the dev wallet: a page a person opens in a browser tab to pair with a site over the loopback relay. The
 * script is bundled on the first request for it (about 2 s) and kept in memory; nothing is written to disk.
 * @param {StartDevWalletPageOptions} options
 * @returns {Promise<DevWalletPage>}
 */
export async function startDevWalletPage(options) {
  const host = options.host ?? DEVNET_HOST
  /** @type {DevWalletPageConfig} */
  const config = {
    relayUrl: options.relayUrl,
    projectId: options.projectId ?? DEVNET_PROJECT_ID,
    chains: options.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    accounts: devWalletAccounts(),
    solana: {
      ...devWalletSolanaAccount(),
      chain: {
        id: SOLANA_DEVNET.caipNetworkId,
        name: SOLANA_DEVNET.name,
        rpcUrl: options.solanaRpcUrl ?? `http://${host}:${choosePort(undefined, SOLANA_DEVNET.portEnv, SOLANA_DEVNET.defaultPort)}`,
      },
    },
    ...devWalletOtherAccounts(host, options.bitcoinEsploraUrl),
  }
  const solanaScript = solanaBrowserWalletScript(config.solana.chain.rpcUrl)
  const loadBundle = lazyBundle(PAGE_DIR, { app: ENTRY })
  // The page may reach only the relay and the chains, whatever a site it pairs with sends it.
  const connectSources = [options.relayUrl, ...config.chains.map((chain) => chain.rpcUrl), config.solana.chain.rpcUrl, config.bitcoin.esploraUrl].map((url) => new URL(url).origin)
  const csp = [
    "default-src 'self'",
    `connect-src 'self' ${[...new Set(connectSources)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "frame-ancestors 'none'",
  ].join('; ')

  const server = http.createServer((request, response) => {
    /**
     * @param {number} status
     * @param {string} type
     * @param {string} body
     */
    const send = (status, type, body) =>
      response
        .writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'content-security-policy': csp })
        .end(request.method === 'HEAD' ? undefined : body)
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'text/plain; charset=utf-8', 'Method not allowed')
    const { pathname } = new URL(request.url ?? '/', 'http://wallet')
    // `/wc` is where a kit sends a web wallet the pairing URI (`<webapp_link>wc?uri=…`).
    if (pathname === '/' || pathname === '/index.html' || pathname === '/wc' || pathname === '/wc/') {
      readFile(path.join(PAGE_DIR, 'index.html'), 'utf8').then(
        (html) => send(200, 'text/html; charset=utf-8', html),
        () => send(500, 'text/plain; charset=utf-8', 'The dev wallet page is missing'),
      )
      return
    }
    // Loaded by another origin (the playground with ?solanaWallet) as a classic script, hence CORS and no CSP.
    if (pathname === '/solana-wallet.js') {
      return response
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' })
        .end(request.method === 'HEAD' ? undefined : solanaScript)
    }
    if (pathname === '/config.json') return send(200, 'application/json; charset=utf-8', JSON.stringify(config))
    if (pathname.endsWith('.js')) {
      loadBundle().then(
        (files) => {
          const code = files.get(pathname.slice(1))
          if (code === undefined) send(404, 'text/plain; charset=utf-8', 'Not found')
          else send(200, 'text/javascript; charset=utf-8', code)
        },
        (error) => send(500, 'text/plain; charset=utf-8', `Could not build the dev wallet: ${error instanceof Error ? error.message : error}`),
      )
      return
    }
    send(404, 'text/plain; charset=utf-8', 'Not found')
  })
  const port = await listen(server, {
    host,
    port: options.port ?? DEFAULT_DEV_WALLET_PORT,
    purpose: 'the dev wallet page',
    portEnv: DEV_WALLET_PORT_ENV,
  })
  return {
    url: `http://${host}:${port}`,
    config,
    build: async () => {
      await loadBundle()
    },
    close: () => closeServer(server),
  }
}

/**
 * The dev wallet page as the devnet service `devWallet`, on the `relay` service when that started first.
 * @param {{ port?: number | undefined }} [options] default: env DEVNET_WALLET_PORT, else 8793
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function devWalletService(options = {}) {
  return {
    key: 'devWallet',
    async start({ host, chains, services }) {
      const page = await startDevWalletPage({
        host,
        port: choosePort(options.port, DEV_WALLET_PORT_ENV, DEFAULT_DEV_WALLET_PORT),
        relayUrl: services?.relay?.url ?? `ws://${host}:${DEFAULT_RELAY_PORT}`,
        chains,
        solanaRpcUrl: services?.solana?.url,
      })
      return { name: 'Dev wallet (WalletConnect)', url: page.url, stop: () => page.close() }
    },
  }
}
