import { createKit } from 'tessera'
import { analytics } from 'tessera/plugins/analytics'
import { embeddedWallet } from 'tessera/plugins/embedded-wallet'
import { history } from 'tessera/plugins/history'
import { cosmos, cosmosDevnet, cosmosHub, osmosis } from 'tessera/plugins/cosmos'
import { bip122, bitcoin, bitcoinRegtest, bitcoinTestnet } from 'tessera/plugins/bip122'
import { base, devnet, devnetB, eip155, mainnet, sepolia } from 'tessera/plugins/eip155'
import { names } from 'tessera/plugins/names'
import { onramp } from 'tessera/plugins/onramp'
import { pay } from 'tessera/plugins/pay'
import { kusama, polkadot, polkadotMainnet, westend } from 'tessera/plugins/polkadot'
import { receive } from 'tessera/plugins/receive'
import { registry } from 'tessera/plugins/registry'
import { send } from 'tessera/plugins/send'
import { siwx } from 'tessera/plugins/siwx'
import { solana, solanaDevnet, solanaLocal, solanaMainnet } from 'tessera/plugins/solana'
import { SWAP_NETWORKS, swaps } from 'tessera/plugins/swaps'
import { walletConnect } from 'tessera/plugins/walletconnect'

/**
 * The sign-in toggle: `?siwx` asks the visitor to sign in after connecting (the data API issues the nonce and checks
 * the signature), `?siwx=required` disconnects one who cancels.
 */
export const signIn = new URLSearchParams(location.search).get('siwx')

/** Every plugin that exists, on the local devnet first (`npm start` runs it), plus real networks for realism. */
export const kit = createKit({
  projectId: 'tessera-devnet-project',
  metadata: {
    name: 'Tessera playground',
    description: 'Try every Tessera feature against a local devnet',
    url: location.origin,
    icons: [],
  },
  networks: [devnet, devnetB, mainnet, sepolia, base, solanaLocal, solanaDevnet, solanaMainnet, polkadotMainnet, kusama, westend, cosmosDevnet, cosmosHub, osmosis, bitcoinRegtest, bitcoinTestnet, bitcoin],
  defaultNetwork: devnet,
  plugins: [
    eip155(),
    // Wallet Standard browser wallets (Phantom, Solflare, Backpack) on the devnet's local cluster and the public ones.
    solana(),
    // Polkadot extensions (polkadot{.js}, Talisman, SubWallet) found in window.injectedWeb3; the visitor picks the
    // account when an extension shares several.
    polkadot(),
    // Keplr- and Leap-style browser wallets on the devnet's local Cosmos chain (its REST endpoint) and public chains.
    cosmos(),
    // Bitcoin browser wallets (WBIP004 providers such as Xverse, UniSat, Wallet Standard) on the devnet's regtest ledger.
    bip122(),
    registry(),
    // Account names: the devnet's data API names accounts and registers new names ("Choose name" in the Account
    // view); with `?noDataApi` the names come from the devnet chain's resolver instead.
    names(),
    // Account view buttons: send the network's currency or a token (eip155, solana), and show the address to be paid.
    send(),
    receive(),
    // Buy crypto (eip155, solana): the devnet's two providers (Devnet Card, Devnet Pay) open in a new window and
    // take the test card 4242 4242 4242 4242; the purchase lands on the devnet chain or the local Solana cluster.
    onramp(),
    // Swap on the devnet's Uniswap v2 pools (ETH, DUSD, TSR) through the data API's convert calls, besides spec §9's
    // networks; Devnet B is left out, to show a network without swaps.
    swaps({ networks: [...SWAP_NETWORKS, devnet.caipNetworkId] }),
    // kit.pay({ recipient, amount, asset, network }): the Pay demo below; on only because `features.pay` is set.
    pay(),
    // Activity: the account's transactions from the devnet's indexer, and what this browser sent, pending until mined.
    history(),
    // Email login: the devnet's secure frame, on its own origin, holds the keys; the codes arrive in the devnet's
    // mailbox (http://127.0.0.1:8797).
    embeddedWallet({ frameUrl: 'http://127.0.0.1:8798' }),
    // Pairs over the devnet's loopback relay. Verify (the origin check service) is off because it is not on this
    // machine; a production site keeps the defaults and passes no relayUrl. `?verify` turns it on: the QR benchmark
    // and an end-to-end test answer or hold Verify's address themselves.
    walletConnect({ relayUrl: 'ws://127.0.0.1:8792', verify: new URLSearchParams(location.search).has('verify') }),
    // Tracked events and the kit's errors, to the devnet's collector (its dashboard: http://127.0.0.1:8803).
    // `?analyticsDelay=60000` holds events that long before sending, so a test sees what closing the page sends.
    analytics({ flushDelayMs: Number(new URLSearchParams(location.search).get('analyticsDelay')) || undefined }),
    ...(signIn === null ? [] : [siwx({ required: signIn === 'required', statement: 'Sign in to the Tessera playground' })]),
  ],
  // The devnet's data API (`npm start` runs it): token balances, prices, names and history for the local chains.
  // `?noDataApi` leaves it out, as a host without one would: balances from the chains' RPC, names from the chain,
  // Activity from this browser's sends.
  ...(new URLSearchParams(location.search).has('noDataApi') ? {} : { apiUrl: 'http://127.0.0.1:8790' }),
  // Two RPC URLs per devnet chain: the devnet's RPC proxy first (slowed or failed through its /control endpoint),
  // then the chain itself, so the ranked fallback can be watched moving between them.
  customRpcUrls: {
    [devnet.caipNetworkId]: [{ url: `http://127.0.0.1:8810/${devnet.id}` }],
    [devnetB.caipNetworkId]: [{ url: `http://127.0.0.1:8810/${devnetB.id}` }],
  },
  // The devnet's wallet registry: recommended wallets, All Wallets and search (about 600 made-up wallets).
  registryUrl: 'http://127.0.0.1:8791',
  // The devnet's analytics collector; the registry's getAnalyticsConfig says whether the project collects.
  analyticsUrl: 'http://127.0.0.1:8803',
  // Images named by the registry or the data API load from their origins only; `?imageOrigin=https://cdn.example`
  // allows one more (the end-to-end tests use it).
  allowedImageOrigins: new URLSearchParams(location.search).getAll('imageOrigin'),
  // Spec §9: pay is off by default; the playground turns it on for its Pay demo.
  features: { pay: true },
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
  debug: new URLSearchParams(location.search).has('debug'),
  // `?locale=ja` shows the modal and the buttons in Japanese (docs/guide/languages.md); `kit.setLocale` changes it live.
  locale: new URLSearchParams(location.search).get('locale') ?? undefined,
})

// Handy from the devtools console and for the end-to-end tests.
;(window as unknown as { kit: typeof kit }).kit = kit
