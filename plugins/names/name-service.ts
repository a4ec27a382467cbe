import {
  ErrorMessages,
  formatMessage,
  HttpRequestError,
  KitError,
  networkRpcUrls,
  type CaipNetwork,
  type PluginContext,
  type Slice,
} from '../../kernel/index.js'
import { apiReason } from './api-reason.js'
import { lookupSchema, registeredSchema, reverseSchema, suggestionsSchema } from './api-schemas.js'
import type { ChainNamesParameters } from './chain-names.js'
import { coinTypeOf } from './coin-type.js'
import { createNameCache } from './name-cache.js'
import type { NameService, NameSuggestion, NamesState } from './plugin.js'
import { registrationMessage } from './registration-message.js'

interface ServiceOptions {
  readonly suffix: string
  readonly slice: Slice<NamesState>
}

/**
 * Spec §7 names: through the data API when the host configured one that serves the network, else from the chain's
 * UniversalResolver (viem's ENS actions, loaded then), on a page without one. Answers are cached 5 minutes (spec §9).
 */
export function createNameService(ctx: PluginContext, { suffix, slice }: ServiceOptions): NameService {
  const { http, clock, log } = ctx
  const cache = createNameCache(clock)

  const evmNetwork = (network?: CaipNetwork) =>
    network ?? ctx.store.get().chains.eip155?.networkState.caipNetwork ?? ctx.options.networks.find((n) => n.chainNamespace === 'eip155')
  /**
   * Spec §7: with a data API, names come from it alone (a network it does not serve has none); the chain is read
   * only on a page without one, so a host's API stays the one source of names.
   */
  const sourceFor = async (network: CaipNetwork): Promise<'api' | 'chain' | 'none'> => {
    if (!http.isConfigured('api')) return 'chain'
    return (await http.isSupported(network.caipNetworkId)) ? 'api' : 'none'
  }
  const chainParameters = (network: CaipNetwork, signal: AbortSignal): ChainNamesParameters => ({ network, rpcUrls: networkRpcUrls(network, ctx.options), signal })
  const isNotFound = (error: unknown) => error instanceof HttpRequestError && error.status === 404
  const signalOf = (signal?: AbortSignal) => signal ?? ctx.signal
  const setFlow = (status: NamesState['status'], name: string, error?: string) => slice.set(() => ({ suffix, status, name, ...(error ? { error } : {}) }))

  async function namesOf(address: string, options: { readonly network?: CaipNetwork; readonly signal?: AbortSignal } = {}): Promise<readonly string[]> {
    const network = evmNetwork(options.network)
    if (!network) return []
    const cached = cache.namesOf(network.caipNetworkId, address)
    if (cached) return cached.ens
    const askedAt = clock.now()
    const signal = signalOf(options.signal)
    try {
      let ens: readonly string[] = []
      const source = await sourceFor(network)
      if (source === 'api') {
        const path = `/v1/profile/reverse/${encodeURIComponent(address)}`
        ens = await http.request({ service: 'api', path, schema: reverseSchema, caipNetworkId: network.caipNetworkId, signal }).then(
          (names) => names.map((entry) => entry.name),
          (error: unknown) => (isNotFound(error) ? [] : Promise.reject(error)),
        )
      } else if (source === 'chain') {
        const name = await (await import('./chain-names.js')).chainNameOf(address, chainParameters(network, signal))
        ens = name ? [name] : []
      }
      cache.setNames(network.caipNetworkId, { address, ens, timestamp: askedAt })
      return ens
    } catch (error) {
      if (signal.aborted) throw error
      log.error(ErrorMessages.NAMES_FOR_ADDRESS_FAILED, error)
      throw new KitError(apiReason(error, ErrorMessages.NAMES_FOR_ADDRESS_FAILED), { cause: error })
    }
  }

  async function resolveName(name: string, options: { readonly network?: CaipNetwork; readonly signal?: AbortSignal } = {}): Promise<string | undefined> {
    const network = evmNetwork(options.network)
    if (!network) throw new KitError(ErrorMessages.NAME_NETWORK_NOT_FOUND)
    // Names are compared as ENS normalises ASCII: case does not matter.
    const wanted = name.trim().toLowerCase()
    const cached = cache.addressOf(network.caipNetworkId, wanted)
    if (cached) return cached.address
    const askedAt = clock.now()
    const signal = signalOf(options.signal)
    try {
      let address: string | undefined
      const source = await sourceFor(network)
      if (source === 'api') {
        const path = `/v1/profile/account/${encodeURIComponent(wanted)}`
        const answer = await http
          .request({ service: 'api', path, query: { apiVersion: 2 }, schema: lookupSchema, caipNetworkId: network.caipNetworkId, signal })
          .catch((error: unknown) => (isNotFound(error) ? undefined : Promise.reject(error)))
        address = answer ? Object.values(answer.addresses)[0]?.address : undefined
      } else if (source === 'chain') {
        address = await (await import('./chain-names.js')).chainAddressOf(wanted, chainParameters(network, signal))
      }
      cache.setAddress(network.caipNetworkId, wanted, address, askedAt)
      return address
    } catch (error) {
      if (signal.aborted) throw error
      throw new KitError(apiReason(error, ErrorMessages.NAME_RESOLVE_FAILED), { cause: error })
    }
  }

  async function suggestions(label: string, signal?: AbortSignal): Promise<readonly NameSuggestion[]> {
    try {
      const answer = await http.request({ service: 'api', path: `/v1/profile/suggestions/${encodeURIComponent(label)}`, schema: suggestionsSchema, signal: signalOf(signal) })
      return answer.suggestions.map(({ name, registered }) => ({ name, registered: registered ?? false }))
    } catch (error) {
      if (signal?.aborted) throw error
      throw new KitError(apiReason(error, ErrorMessages.NAME_SUGGESTIONS_FAILED), { cause: error })
    }
  }

  /** Spec §4: push the success view, sign, register; on failure back to RegisterAccountName with the reason. */
  async function register(chosen: string): Promise<void> {
    const name = chosen.toLowerCase().endsWith(suffix) ? chosen.toLowerCase() : `${chosen.toLowerCase()}${suffix}`
    const chain = ctx.store.get().chains.eip155
    const network = chain?.networkState.caipNetwork
    if (!network) throw new KitError(ErrorMessages.NAME_NETWORK_NOT_FOUND)
    const address = chain.accountState.status === 'connected' ? chain.accountState.address : undefined
    if (!address || !ctx.connection.activeConnector('eip155')) throw new KitError(ErrorMessages.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND)
    setFlow('signing', name)
    ctx.router.push('RegisterAccountNameSuccess', { name })
    try {
      const coinType = coinTypeOf(Number(network.id))
      const message = registrationMessage(name, clock.now())
      const signature = await ctx.connection.signMessage({ message, namespace: 'eip155' })
      setFlow('registering', name)
      const body = { coin_type: coinType, address, message, signature }
      await http.request({ service: 'api', method: 'POST', path: '/v1/profile/account', body, schema: registeredSchema, signal: ctx.signal })
      const now = clock.now()
      cache.setNames(network.caipNetworkId, { address, ens: [name], timestamp: now })
      cache.setAddress(network.caipNetworkId, name, address, now)
      setFlow('registered', name)
      ctx.bus.emit('names:registered', { name, address })
      // The name shows everywhere the account does: the kernel reads the identity again, this service first.
      await ctx.connection.refreshAccountData('eip155')
    } catch (error) {
      const reason = error instanceof KitError && error.shortMessage === ErrorMessages.INVALID_CHAIN_ID ? error.shortMessage : apiReason(error, formatMessage.registerNameFailed(name))
      log.warn(reason, error)
      setFlow('failed', name, reason)
      if (ctx.router.current?.view === 'RegisterAccountNameSuccess') ctx.router.goBack()
      throw new KitError(reason, { cause: error })
    }
  }

  return { suffix, canRegister: http.isConfigured('api'), namesOf, resolveName, suggestions, register }
}
