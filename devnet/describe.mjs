// @ts-check
import { DEFAULT_PROJECT_IDS } from './data-api/service.mjs'
import { DEV_ACCOUNT_0 } from './dev-accounts.mjs'
import { TEST_WALLET_ADDRESSES } from './test-wallet.mjs'
import { SEEDED_NAME } from './data-api/state.mjs'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from './solana/cluster.mjs'
import { SOLANA_DEV_TOKEN } from './solana/spl-token.mjs'
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_DEVNET } from './bitcoin/ledger-constants.mjs'
import { COSMOS_DEV_ACCOUNTS, COSMOS_DEVNET } from './cosmos/chain.mjs'
import { DEVNET_DEX } from './dex.mjs'
import { DEVNET_ACCOUNT_FACTORY_ADDRESS, ENTRY_POINT_07_ADDRESS, SIMPLE_ACCOUNT_FACTORY_07_ADDRESS } from './smart-accounts.mjs'

/** @type {Record<string, string>} */
const NOTES = {
  solana: `${SOLANA_DEVNET.caipNetworkId}, 4 dev accounts, SPL ${SOLANA_DEV_TOKEN.symbol} mint ${SOLANA_DEV_TOKEN.mint}`,
  bitcoin: `${BITCOIN_DEVNET.caipNetworkId}, esplora API, 4 dev accounts`,
  cosmos: `${COSMOS_DEVNET.caipNetworkId} REST, ${COSMOS_DEV_ACCOUNTS.length} dev accounts, POST /faucet`,
  relay: 'relayUrl for dapp and wallet',
  devWallet: 'open it, paste a wc: URI; /solana-wallet.js: a Solana browser wallet (playground ?solanaWallet)',
  registry: `projectId ${DEFAULT_PROJECT_IDS.join(', ')}`,
  collector: 'analyticsUrl for the kit; its dashboard is at /',
  mail: 'open it to read login codes',
  frame: 'the embedded wallet, embedded by a kit (?projectId=…)',
  bundler: 'user operations for EntryPoint v0.7, at /<chain id>',
  rpcProxy: 'second RPC URL per chain at /<chain id>; POST /control {mode: ok|slow|fail, delayMs}',
  oidc: 'stands in for google, github, apple, facebook, x, discord (client_id = provider)',
  onramp: `Devnet Card (1%) and Devnet Pay (2%) checkout pages; test card 4242 4242 4242 4242`,
}

/**
 * The short "what runs where" table printed by `npm run devnet` and `npm start`.
 * @param {import('./index.mjs').Devnet} devnet
 * @returns {string}
 */
export function describeDevnet(devnet) {
  const rows = Object.entries(devnet.services).map(([key, service]) => [
    service.name,
    service.chain ? `chain ${service.chain.id}` : key === 'dataApi' ? `projectId ${DEFAULT_PROJECT_IDS.join(', ')}` : (note(devnet, key) ?? ''),
    key === 'solana' && devnet.solana ? `${service.url}  ${devnet.solana.wsUrl}` : service.url,
  ])
  const lines = [...table(rows)]
  if (devnet.tokens.length > 0) {
    lines.push(
      '',
      'Tokens (same address on every chain; dev accounts 0–2 and the e2e test wallet hold some)',
      ...table(devnet.tokens.map((token) => [token.symbol, token.name, `${token.decimals} decimals`, token.address])),
    )
  }
  lines.push(
    '',
    `Uniswap v2 (on every chain; pools ${DEVNET_DEX.pools.map(({ symbols }) => symbols.join('/')).join(', ')})`,
    ...table([
      ['Router02', DEVNET_DEX.router],
      ['Factory', DEVNET_DEX.factory],
      ['WETH9', DEVNET_DEX.weth],
    ]),
    '',
    'ERC-4337 v0.7 (on every chain; the first two at their canonical addresses)',
    ...table([
      ['EntryPoint', ENTRY_POINT_07_ADDRESS],
      ['SimpleAccountFactory', SIMPLE_ACCOUNT_FACTORY_07_ADDRESS],
      ['DevnetAccountFactory (ERC-1271)', DEVNET_ACCOUNT_FACTORY_ADDRESS],
    ]),
  )
  if (devnet.services.dataApi) {
    lines.push('', `Data API name: ${SEEDED_NAME} → ${TEST_WALLET_ADDRESSES[0]} (e2e test wallet)`)
  }
  if (devnet.services.collector) {
    lines.push('', `Analytics dashboard: ${devnet.services.collector.url}/ (what kits with analyticsUrl ${devnet.services.collector.url} send)`)
  }
  // Dev account 0 of each other chain family: what to import into a wallet by hand.
  const accounts = [
    devnet.solana && SOLANA_DEV_ACCOUNTS[0] && ['Solana dev account 0 (1000 SOL and 1000 DUSD; the Ed25519 seed', SOLANA_DEV_ACCOUNTS[0].address, 'seed (hex)  ', SOLANA_DEV_ACCOUNTS[0].seed],
    devnet.cosmos && COSMOS_DEV_ACCOUNTS[0] && ['Cosmos dev account 0 (1000 ATOM; the secp256k1 key', COSMOS_DEV_ACCOUNTS[0].address, 'private key ', COSMOS_DEV_ACCOUNTS[0].privateKey],
  ]
  for (const account of accounts) {
    if (!account) continue
    const [title, address, label, secret] = account
    lines.push('', `${title} is public test data: never fund it on a real network)`, `  address      ${address}`, `  ${label} ${secret}`)
  }
  const bitcoinAccount = BITCOIN_DEV_ACCOUNTS[0]
  if (devnet.bitcoin && bitcoinAccount) {
    lines.push(
      '',
      'Bitcoin dev account 0 (1 BTC payment, 0.001 BTC ordinals; public test keys: never fund them on a real network)',
      `  payment      ${bitcoinAccount.payment.address}  key ${bitcoinAccount.payment.privateKey}`,
      `  ordinals     ${bitcoinAccount.ordinals.address}  key ${bitcoinAccount.ordinals.privateKey}`,
    )
  }
  return [
    ...lines,
    '',
    'Dev account 0 (public test key: never send real funds to it)',
    `  address      ${DEV_ACCOUNT_0.address}`,
    `  private key  ${DEV_ACCOUNT_0.privateKey}`,
  ].join('\n')
}

/**
 * @param {import('./index.mjs').Devnet} devnet
 * @param {string} key
 */
function note(devnet, key) {
  if (key === 'mail' && devnet.mail) return `${NOTES.mail} (SMTP port ${devnet.mail.smtpPort})`
  if (key === 'auth' && devnet.auth) return `email and social sign-in (/farcaster/approve: Farcaster) for the frame at ${devnet.auth.frameOrigin}`
  return NOTES[key]
}

/**
 * @param {string[][]} rows
 */
function table(rows) {
  const widths = rows.reduce((acc, row) => row.map((cell, i) => Math.max(acc[i] ?? 0, cell.length)), /** @type {number[]} */ ([]))
  return rows.map((row) => `  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`.trimEnd())
}
