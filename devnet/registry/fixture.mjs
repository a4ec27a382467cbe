// @ts-check
import { createHash } from 'node:crypto'

/** @typedef {import('./index.mjs').RegistryWallet} RegistryWallet */

export const TRUST_WALLET_NAME = 'Trust Wallet'
export const TEST_WALLET_ENTRY_NAME = 'Tessera Test Wallet'
export const TEST_WALLET_ENTRY_RDNS = 'dev.tessera.testwallet'
export const DEV_WALLET_ENTRY_NAME = 'Tessera Dev Wallet'
/** The real directory's ids, so a kit knows these two by id as it would in production (spec §7 deep links). */
export const PHANTOM_ENTRY = Object.freeze({ id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', name: 'Phantom' })
export const COINBASE_ENTRY = Object.freeze({ id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfa6b12ba66d27e0', name: 'Coinbase Wallet' })

/** Entries that try to break a kit that trusts the registry: markup in a name, script and data URLs as links. */
export const HOSTILE_NAMES = Object.freeze({
  markup: '<img src=x onerror=alert(1)>',
  javascriptLinks: 'Sneaky Script Wallet',
  dataLink: 'Data Link Wallet',
  longName: `${'Extraordinarily Verbose Multichain Self-Custody '.repeat(20)}Wallet`.replace(/ +/g, ' '),
})

export const FIXTURE_SIZE = 600

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const EVM_CHAINS = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453']

// Words that make wallet-like names ("Nimbus Vault", "Cobalt Wallet") without naming a real product.
const FIRST_WORDS = [
  'Acme', 'Aurora', 'Basalt', 'Beacon', 'Birch', 'Cascade', 'Cedar', 'Cobalt', 'Comet', 'Coral', 'Crest', 'Delta',
  'Ember', 'Fathom', 'Fern', 'Flint', 'Garnet', 'Glacier', 'Harbor', 'Helix', 'Horizon', 'Indigo', 'Iris', 'Juniper',
  'Kestrel', 'Lagoon', 'Lantern', 'Lumen', 'Maple', 'Meridian', 'Mosaic', 'Nimbus', 'Nova', 'Onyx', 'Orbit',
  'Pebble', 'Pine', 'Prism', 'Quartz', 'Quill', 'Raven', 'Ridge', 'Sable', 'Sequoia', 'Sierra', 'Solstice', 'Sparrow',
  'Summit', 'Tidal', 'Topaz', 'Tundra', 'Umber', 'Vale', 'Vector', 'Willow', 'Zenith',
]
const SECOND_WORDS = ['Wallet', 'Vault', 'Pay', 'Safe', 'Keys', 'Pocket', 'Wallet Pro', 'Connect', 'Signer', 'Purse', 'Card']

/**
 * The registry's wallet list: the same on every start (nothing here depends on time or randomness).
 * @param {{ devWalletUrl: string }} options `devWalletUrl` is where the dev wallet page runs: its `webapp_link`.
 * @returns {RegistryWallet[]}
 */
export function createWalletFixture({ devWalletUrl }) {
  /** @type {Omit<RegistryWallet, 'order'>[]} */
  const leading = [
    {
      ...generated(TRUST_WALLET_NAME),
      homepage: 'https://trustwallet.com/',
      mobile_link: 'trust://',
      desktop_link: null,
      webapp_link: null,
      rdns: 'com.trustwallet.app',
      chains: ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:31337', SOLANA_MAINNET, BITCOIN_MAINNET],
      injected: [{ namespace: 'eip155', injected_id: 'isTrust' }],
      badge_type: 'certified',
    },
    {
      ...generated(DEV_WALLET_ENTRY_NAME),
      homepage: devWalletUrl,
      mobile_link: null,
      desktop_link: null,
      webapp_link: devWalletUrl.endsWith('/') ? devWalletUrl : `${devWalletUrl}/`,
      app_store: null,
      play_store: null,
      rdns: null,
      chains: ['eip155:31337', 'eip155:31338'],
      injected: null,
      badge_type: 'none',
    },
    {
      ...generated(TEST_WALLET_ENTRY_NAME),
      homepage: 'https://tessera.example/test-wallet',
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      rdns: TEST_WALLET_ENTRY_RDNS,
      chains: ['eip155:1', 'eip155:31337', 'eip155:31338'],
      injected: [{ namespace: 'eip155', injected_id: 'isTesseraTestWallet' }],
      badge_type: 'none',
    },
  ]
  // On the devnet chains, so no chain filter the kit sends can hide them.
  const hostileChains = ['eip155:1', 'eip155:31337', 'eip155:31338']
  const hostile = [
    { ...generated(HOSTILE_NAMES.markup), homepage: 'https://hostile.example/' },
    {
      ...generated(HOSTILE_NAMES.javascriptLinks),
      homepage: 'javascript:alert(1)',
      mobile_link: 'javascript:alert(1)',
      desktop_link: 'javascript:alert(1)',
      webapp_link: 'javascript:alert(1)',
    },
    {
      ...generated(HOSTILE_NAMES.dataLink),
      mobile_link: 'data:text/html,<script>alert(1)</script>',
      desktop_link: null,
      webapp_link: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    },
    { ...generated(HOSTILE_NAMES.longName) },
  ].map((wallet) => ({ ...wallet, chains: hostileChains }))
  // Wallets the kit opens by their own links on a phone (Phantom anywhere, Coinbase Wallet on Solana).
  const browsers = [
    {
      ...generated(PHANTOM_ENTRY.name),
      id: PHANTOM_ENTRY.id,
      homepage: 'https://phantom.com/',
      mobile_link: 'phantom://',
      desktop_link: null,
      webapp_link: null,
      rdns: 'app.phantom',
      chains: ['eip155:1', 'eip155:8453', SOLANA_MAINNET, BITCOIN_MAINNET],
      injected: [{ namespace: 'eip155', injected_id: 'isPhantom' }],
      badge_type: 'certified',
    },
    {
      ...generated(COINBASE_ENTRY.name),
      id: COINBASE_ENTRY.id,
      homepage: 'https://www.coinbase.com/wallet',
      mobile_link: 'cbwallet://',
      desktop_link: null,
      webapp_link: null,
      rdns: 'com.coinbase.wallet',
      chains: ['eip155:1', 'eip155:10', 'eip155:8453', SOLANA_MAINNET],
      injected: [{ namespace: 'eip155', injected_id: 'isCoinbaseWallet' }],
      badge_type: 'certified',
    },
  ]
  const taken = new Set([...leading, ...hostile, ...browsers].map((wallet) => wallet.name))
  const fillers = fillerNames(FIXTURE_SIZE - leading.length - hostile.length - browsers.length, taken).map(generated)
  // Hostile entries sit on the first page of the full list (40), right after the recommended four; the two
  // in-app-browser wallets right after them.
  const ordered = [...leading, ...fillers.slice(0, 3), ...hostile, ...browsers, ...fillers.slice(3)]
  return ordered.map((wallet, index) => ({ ...wallet, order: (index + 1) * 10 }))
}

/**
 * @param {number} count
 * @param {Set<string>} taken
 */
function fillerNames(count, taken) {
  /** @type {string[]} */
  const names = []
  for (let i = 0; names.length < count; i++) {
    const first = FIRST_WORDS[i % FIRST_WORDS.length]
    const second = SECOND_WORDS[Math.floor(i / FIRST_WORDS.length) % SECOND_WORDS.length]
    const round = Math.floor(i / (FIRST_WORDS.length * SECOND_WORDS.length))
    const name = `${first} ${second}${round > 0 ? ` ${round + 1}` : ''}`
    if (!taken.has(name)) names.push(name)
  }
  return names
}

/**
 * A wallet whose every property follows from its name, so an entry stays the same when the list around it changes.
 * @param {string} name
 * @returns {Omit<RegistryWallet, 'order'>}
 */
function generated(name) {
  const id = sha256(name)
  const bytes = Buffer.from(id, 'hex')
  const byte = (/** @type {number} */ i) => /** @type {number} */ (bytes[i])
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '').slice(0, 24) || 'wallet'
  const domain = `${slug}.example`
  const kind = byte(0) % 10 // 0–5 EVM, 6 EVM + Solana, 7 Solana only, 8 Bitcoin only, 9 everything
  /** @type {string[]} */
  const chains = []
  if (kind <= 6 || kind === 9) {
    chains.push('eip155:1')
    for (const [i, chain] of EVM_CHAINS.slice(1).entries()) if (byte(1 + i) % 2 === 0) chains.push(chain)
    if (byte(4) % 3 === 0) chains.push('eip155:31337')
    if (byte(4) % 9 === 0) chains.push('eip155:31338')
  }
  if (kind >= 6) chains.push(SOLANA_MAINNET)
  if (kind >= 8) chains.push(BITCOIN_MAINNET)

  const linkStyle = byte(5) % 10 // 0–5 custom scheme, 6–7 universal link, 8 both kinds elsewhere, 9 none
  const mobile_link =
    linkStyle <= 5 ? `${slug}://` : linkStyle <= 7 ? `https://link.${domain}/` : linkStyle === 8 ? `${slug}://` : null
  const desktop_link = byte(6) % 7 === 0 || linkStyle === 9 ? `${slug}-desktop://` : null
  const webapp_link = byte(7) % 10 === 0 ? `https://app.${domain}/` : null
  const hasExtension = byte(8) % 5 < 2
  return {
    id,
    name,
    homepage: `https://${domain}/`,
    image_id: uuidFrom(sha256(`image:${name}`)),
    mobile_link,
    desktop_link,
    webapp_link,
    app_store: mobile_link ? `https://apps.apple.com/app/id${1_000_000_000 + (bytes.readUInt32BE(9) % 900_000_000)}` : null,
    play_store: mobile_link ? `https://play.google.com/store/apps/details?id=example.${slug}` : null,
    rdns: hasExtension ? `example.${slug}` : null,
    chains,
    injected: hasExtension && chains.some((chain) => chain.startsWith('eip155:'))
      ? [{ namespace: 'eip155', injected_id: `is${name.replace(/[^A-Za-z0-9]/g, '')}` }]
      : null,
    badge_type: byte(13) % 5 === 0 ? 'certified' : 'none',
  }
}

/** @param {string} text */
export function sha256(text) {
  return createHash('sha256').update(text).digest('hex')
}

/** @param {string} hex at least 32 hex digits */
function uuidFrom(hex) {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
