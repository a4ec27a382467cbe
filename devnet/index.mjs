// @ts-check
import { anvilService } from './anvil-service.mjs'
import { authService } from './auth/index.mjs'
import { collectorService } from './analytics/index.mjs'
import { bitcoinService } from './bitcoin/service.mjs'
import { bundlerService } from './bundler/index.mjs'
import { cosmosService } from './cosmos/service.mjs'
import { DEVNET_CHAINS, DEVNET_HOST } from './chains.mjs'
import { DATA_API_PORT_ENV, DEFAULT_DATA_API_PORT, dataApiService } from './data-api/service.mjs'
import { mailService } from './mail/index.mjs'
import { registryService } from './registry/index.mjs'
import { relayService } from './relay/index.mjs'
import { rpcProxyService } from './rpc-proxy.mjs'
import { solanaService } from './solana/service.mjs'
import { deploySmartAccountContracts } from './smart-accounts.mjs'
import { deploySpamNft } from './spam-nft.mjs'
import { DEVNET_TOKENS, deployDevnetTokens } from './tokens.mjs'
import { deployDevnetDex } from './dex.mjs'
import { deployNameResolver, SEEDED_NAME } from './name-resolver.mjs'
import { TEST_WALLET_ADDRESSES } from './test-wallet.mjs'
import { devWalletService } from './wallet/page-server.mjs'
import { frameService } from './frame/index.mjs'
import { oidcService } from './oidc/index.mjs'
import { onrampService } from './onramp/service.mjs'

/** @typedef {import('./index.mjs').StartDevnetOptions} StartDevnetOptions */
/** @typedef {import('./index.mjs').Devnet} Devnet */
/** @typedef {import('./index.mjs').DevnetChain} DevnetChain */
/** @typedef {import('./index.mjs').ServiceDefinition} ServiceDefinition */
/** @typedef {import('./index.mjs').RunningService} RunningService */

/**
 * Starts everything the playground and the browser tests need on loopback: the chains, the Solana cluster, the
 * Bitcoin ledger and the Cosmos REST endpoint first
 * (in parallel), with the devnet tokens, the Uniswap v2 DEX, the ERC-4337 contracts and the name resolver deployed on each EVM chain, then the other services in order, since those (the data API, the bundler, the
 * WalletConnect relay, the dev wallet, the wallet registry) are built on the chains' RPC URLs and on each other.
 * Such a service is a `ServiceDefinition`: listed here, or passed in `options.services` (started after these).
 * @param {StartDevnetOptions} [options]
 * @returns {Promise<Devnet>}
 */
export async function startDevnet(options = {}) {
  const host = options.host ?? DEVNET_HOST
  const readyTimeoutMs = options.readyTimeoutMs ?? 15_000
  /** @type {Record<string, number | undefined>} */
  const portOption = { chainA: options.rpcPortA, chainB: options.rpcPortB }
  const chainDefinitions = DEVNET_CHAINS.map((chain) =>
    anvilService({
      key: chain.key,
      id: chain.id,
      name: chain.name,
      port: portOption[chain.key] ?? envPort(chain.portEnv) ?? chain.defaultPort,
      readyTimeoutMs,
    }),
  )
  // These need no chain, so they start beside them; the data API reads balances from them.
  const firstDefinitions = [
    ...chainDefinitions,
    ...(options.solana === false ? [] : [solanaService({ port: options.solanaPort })]),
    ...(options.bitcoin === false ? [] : [bitcoinService({ port: options.bitcoinPort })]),
    ...(options.cosmos === false ? [] : [cosmosService({ port: options.cosmosPort })]),
  ]
  /** @type {ServiceDefinition[]} */
  const services = [
    // A second RPC URL per chain that tests can slow down or fail (the kit's ranked fallback moves away from it).
    ...(options.rpcProxy === false ? [] : [rpcProxyService({ port: options.rpcProxyPort })]),
    ...(options.dataApi === false
      ? []
      : [
          dataApiService({
            ...options.dataApi,
            port: options.dataApiPort ?? envPort(DATA_API_PORT_ENV) ?? DEFAULT_DATA_API_PORT,
          }),
        ]),
    // The onramp providers quote through the data API and report their purchases to it.
    ...(options.dataApi === false || options.onramp === false ? [] : [onrampService({ port: options.onrampPort })]),
    ...(options.bundler === false ? [] : [bundlerService({ port: options.bundlerPort })]),
    // The dev wallet talks to the relay, and the registry lists the dev wallet: each needs the one before it.
    ...(options.relay === false ? [] : [relayService({ port: options.relayPort })]),
    ...(options.devWallet === false ? [] : [devWalletService({ port: options.devWalletPort })]),
    ...(options.registry === false
      ? []
      : [registryService({ port: options.registryPort, projectIds: options.dataApi ? options.dataApi.projectIds : undefined })]),
    ...(options.collector === false ? [] : [collectorService({ port: options.collectorPort })]),
    ...mailFrameAndAuth(options),
    ...(options.services ?? []),
  ]

  /** @type {{ key: string, service: RunningService }[]} */
  const running = []
  const stop = once(async () => {
    // Newest first: services built on a chain go before it.
    for (const { service } of running.splice(0).reverse()) await service.stop()
  })

  try {
    const firstResults = await Promise.allSettled(
      firstDefinitions.map(async (definition) => {
        const service = await definition.start({ host, chains: [] })
        running.push({ key: definition.key, service })
      }),
    )
    const failure = firstResults.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
    const chains = chainDefinitions.flatMap(({ key }) => {
      const chain = running.find((entry) => entry.key === key)?.service.chain
      return chain ? [chain] : []
    })
    // The name resolver starts with the data API's seeded name, so names read the same with or without the API.
    const seededNames = [{ name: SEEDED_NAME, address: /** @type {`0x${string}`} */ (TEST_WALLET_ADDRESSES[0]) }]
    await Promise.all(
      chains.flatMap((chain) => [
        // The DEX's pools hold devnet tokens, so it follows them (its own deployer, so beside the spam NFT).
        deployDevnetTokens(chain).then(() => Promise.all([deploySpamNft(chain), deployDevnetDex(chain)])),
        deploySmartAccountContracts(chain),
        deployNameResolver(chain, seededNames),
      ]),
    )
    for (const definition of services) {
      const started = Object.fromEntries(running.map(({ key, service }) => [key, { name: service.name, url: service.url }]))
      running.push({ key: definition.key, service: await definition.start({ host, chains, services: started }) })
    }
    const order = [...firstDefinitions, ...services].map(({ key }) => key)
    const inOrder = [...running].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
    return {
      chains,
      tokens: DEVNET_TOKENS,
      solana: running.find(({ key }) => key === 'solana')?.service.solana,
      bitcoin: running.find(({ key }) => key === 'bitcoin')?.service.bitcoin,
      cosmos: running.find(({ key }) => key === 'cosmos')?.service.cosmos,
      mail: running.find(({ key }) => key === 'mail')?.service.mail,
      auth: running.find(({ key }) => key === 'auth')?.service.auth,
      frame: running.find(({ key }) => key === 'frame')?.service.frame,
      bundler: running.find(({ key }) => key === 'bundler')?.service.bundler,
      oidc: running.find(({ key }) => key === 'oidc')?.service.oidc,
      rpcProxy: running.find(({ key }) => key === 'rpcProxy')?.service.rpcProxy,
      services: Object.fromEntries(
        inOrder.map(({ key, service }) => [key, { name: service.name, url: service.url, chain: service.chain }]),
      ),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * The mail catch-all, the secure frame, then the auth service that sends its login codes to the mail and admits the
 * frame's origin alone (so the frame listens first; it learns the auth service's URL when that starts), then the
 * OpenID Connect issuer that stands in for every social provider, sending them back to the auth service's callback
 * (the auth service asks for the issuer's clients at each sign-in, so it may start first).
 * @param {StartDevnetOptions} options
 * @returns {ServiceDefinition[]}
 */
function mailFrameAndAuth(options) {
  const mail = options.mail === false ? undefined : mailService({ port: options.mailPort, smtpPort: options.mailSmtpPort })
  /** @type {string | undefined} */
  let authUrl
  /** @type {import('./oidc/index.mjs').Oidc | undefined} */
  let oidc
  const frame = options.frame === false ? undefined : frameService({ port: options.framePort, authUrl: () => authUrl })
  /** @type {ServiceDefinition | undefined} */
  const auth =
    options.auth === false
      ? undefined
      : {
          key: 'auth',
          async start(context) {
            const service = await authService({
              ...options.auth,
              frameOrigin: options.auth?.frameOrigin ?? frame?.origin(),
              port: options.authPort,
              projectIds: options.dataApi ? options.dataApi.projectIds : undefined,
              smtp: mail?.smtp,
              socialProviders: () => oidc?.providers,
            }).start(context)
            authUrl = service.url
            return service
          },
        }
  const issuer =
    auth && options.oidc !== false
      ? oidcService({
          port: options.oidcPort,
          redirectUris: () => [`${authUrl}/v1/social/callback`],
          onStart: (started) => {
            oidc = started
          },
        })
      : undefined
  return [...(mail ? [mail] : []), ...(frame ? [frame] : []), ...(auth ? [auth] : []), ...(issuer ? [issuer] : [])]
}

/**
 * @param {string} name
 * @returns {number | undefined}
 */
function envPort(name) {
  const value = process.env[name]
  if (value === undefined || value === '') return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`${name}=${value} is not a TCP port.`)
  return port
}

/**
 * @param {() => Promise<void>} fn
 * @returns {() => Promise<void>}
 */
function once(fn) {
  /** @type {Promise<void> | undefined} */
  let result
  return () => (result ??= fn())
}
