// @ts-check

/**
 * The devnet's Bitcoin regtest ledger: where it listens and the network it reports. Regtest's genesis block is
 * fixed, so its CAIP-2 id (`bip122:` and the genesis hash's first 32 hex characters) is the one every regtest node
 * has, and the kit's network definition can name it.
 */
export const BITCOIN_DEVNET = Object.freeze({
  name: 'Bitcoin Regtest (local)',
  genesisHash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
  caipNetworkId: /** @type {const} */ ('bip122:0f9188f13cb7b2c71f2a335e3a4fc328'),
  /** Bech32 human-readable part of regtest addresses (bcrt1q… P2WPKH, bcrt1p… P2TR). */
  bech32: 'bcrt',
  defaultPort: 8794,
  portEnv: 'DEVNET_BITCOIN_PORT',
})

/**
 * The seed of the dev keys: anvil's default mnemonic, so one well-known phrase holds every devnet key. Payment keys
 * are BIP-84 (P2WPKH) and ordinals keys BIP-86 (P2TR, key path only), coin type 1 as on every test network.
 */
export const BITCOIN_DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * Funded dev accounts, as anvil's: account 0 is the browser tests' injected wallet, account 1 the WalletConnect dev
 * wallet's, 2 and 3 receive. Each has a payment key (P2WPKH; publicKey is the 33-byte compressed key) and an
 * ordinals key (P2TR; publicKey is the 32-byte x-only internal key, privateKey the untweaked one, as wallets report
 * and hold them). Public test data: never fund these keys on a real network.
 */
export const BITCOIN_DEV_ACCOUNTS = Object.freeze([
  {
    payment: {
      address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      path: "m/84'/1'/0'/0/0",
      privateKey: 'b5c8b4acf7b66682afbc5eef20c3b12998ba3c14a97047c9187454377f1a7856',
      publicKey: '03f3d474c86c9be5b82e251cc3cc438d3cc361527b4b9799516c4bd513caf9e5f6',
    },
    ordinals: {
      address: 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
      path: "m/86'/1'/0'/0/0",
      privateKey: '893af8e39dab62e987360f7e2f2556100075b04ee4e6b22a0e1e11e1569de6d1',
      publicKey: '8c7fc6552af4384a13791e63bac79ff2bcfeedf143a88d6dc4b6080a8829cdc1',
    },
  },
  {
    payment: {
      address: 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
      path: "m/84'/1'/0'/0/1",
      privateKey: '2ea9ba050147af0a7e5bc697b588ee630552766810398242f3c4b9ce25c3cfd7',
      publicKey: '034f1ed3cf19a0d6fbb1db423f5f61608a61d6c321a16dbc8400d76a45f80d7ff3',
    },
    ordinals: {
      address: 'bcrt1p6g8r5e8jvnvukaqgdauwag8lfkzvz3dng4057kv7avnpxpkghdkszxhwd4',
      path: "m/86'/1'/0'/0/1",
      privateKey: 'd02ee2d2828e3844e8b9751da9202d87210fde6e4c350668c19855541d4bc94c',
      publicKey: '94cea1919bdcdefc478f8533a7bf8954867dc227da79754642cb2e41f7e300d8',
    },
  },
  {
    payment: {
      address: 'bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv',
      path: "m/84'/1'/0'/0/2",
      privateKey: '1d100560fb83ffd36c8658032a7dd8f3971987fb35fbe6559c2835fe491b0074',
      publicKey: '028a76a4ddbfd85e75b9a3f478873824da290dbdd9507947d9e3bae7706c2380a7',
    },
    ordinals: {
      address: 'bcrt1pw4n0e9av3evnyt7j7x3wgrjrttqr4482x7kwpp78g7wnue59mvnse7srs6',
      path: "m/86'/1'/0'/0/2",
      privateKey: 'fef0082696611913b3c8507643fc5b169706dadd90269894a1645023791bfdc5',
      publicKey: '67428cfe9f4cc0ee625ef2174f203b589500818913c3d6eec0562b49af02cf0d',
    },
  },
  {
    payment: {
      address: 'bcrt1q0rvyhr5465rrdfmavlj67u7ru5vr434c08qx4e',
      path: "m/84'/1'/0'/0/3",
      privateKey: '7b79a0ca0387b59e58b1aad16a8129da0d1d1a46ad335aa742e4fda77359fd82',
      publicKey: '0326a9e72bb8a3db326f2dca26beec97cd8c6db794fda150bf08ad2ad11816295b',
    },
    ordinals: {
      address: 'bcrt1plafgmyp8xpy9fvljgmeaea57zsad2aqujxcqmag6u9r3zpmyg6aqek54f7',
      path: "m/86'/1'/0'/0/3",
      privateKey: '55dcd2aa30f9b2b1d3aac220b5f35a3952796843731632c59298bbb43348d891',
      publicKey: '6f95ab9213ce26b72d4c864e1ae02e1b84af12f08837ab7be5478e370a5487ff',
    },
  },
])

/** The faucet's own P2WPKH key (BIP-84 account 1, so no dev account's wallet ever spends its coins). */
export const BITCOIN_FAUCET_KEY = Object.freeze({
  address: 'bcrt1qddd479298yf4mtzdxwudkd7npj7ln3s5g9awk3',
  path: "m/84'/1'/1'/0/0",
  privateKey: 'ea19e884d0c3145da71f4e54141970208ff0bdd173e2001496a23798848343b0',
  publicKey: '027a55702251cc137d0c1614fa5585b168fb0172e9c9c6fa46c381140d54335ddf',
})

/** What the funding block pays, in sats: each dev account's payment and ordinals addresses, and the faucet. */
export const BITCOIN_DEV_FUNDING = Object.freeze({
  payment: 100_000_000n,
  ordinals: 100_000n,
  faucet: 1_000_000_000_000n,
})

/** One faucet call pays at most this (10 BTC), and at least the dust limit of the address's output type. */
export const BITCOIN_FAUCET_MAX_SATS = 1_000_000_000n
