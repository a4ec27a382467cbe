import type { PluginContext } from '../../kernel/index.js'
import { createRegistryClient } from './client.js'
import { customWalletEntries, fetchFeatured, fetchRecommended, resolveExclusions, servedChains, type WalletListsResult } from './lists.js'
import { registryMessages } from './messages.js'
import type { RegistryParameters, RegistryService } from './plugin.js'

export function setupRegistry(ctx: PluginContext, parameters: RegistryParameters): void {
  ctx.messages.add(registryMessages)
  // The factory's choices first, then the spec's top-level options of the same names.
  const options = {
    ...ctx.options,
    customWallets: parameters.customWallets ?? ctx.options.customWallets,
    featuredWalletIds: parameters.featuredWalletIds ? [...parameters.featuredWalletIds] : ctx.options.featuredWalletIds,
    includeWalletIds: parameters.includeWalletIds ? [...parameters.includeWalletIds] : ctx.options.includeWalletIds,
  }
  // Spec §8: in debug mode the page learns early when the project does not allow its origin (an alert, shown once).
  if (ctx.options.debug && ctx.http.isConfigured('registry') && typeof location !== 'undefined') {
    import('./origins.js')
      .then((m) => m.checkAllowedOrigin({ http: ctx.http, origin: location.origin, signal: ctx.signal, showAlert: ctx.modal.showAlert }))
      .catch((error: unknown) => {
        if (!ctx.signal.aborted) ctx.log.warn('could not read the allowed origins from the wallet registry', error)
      })
  }
  // enableWallets: false is the host saying "no wallet buttons" (email and socials only).
  if (!options.enableWallets) return
  ctx.wallets.set({ custom: customWalletEntries(options.customWallets, options.excludeWalletIds) })
  if (!ctx.http.isConfigured('registry')) return

  const client = createRegistryClient({ http: ctx.http, options, log: ctx.log })
  const chainsKey = () => servedChains(ctx.store.get(), options.networks).join(',')
  const service: RegistryService = {
    ...client,
    getWallets: (query = {}) =>
      client.getWallets({
        ...query,
        include: query.include ?? options.includeWalletIds,
        exclude: [...(options.excludeWalletIds ?? []), ...(query.exclude ?? [])],
        chains: query.chains ?? splitKey(chainsKey()),
      }),
  }
  ctx.services.provide('registry', () => service)
  ctx.views.register('AllWallets', { load: () => import('./views/AllWalletsView.js'), titleKey: 'registry.title' })
  ctx.wallets.setBrowser({ view: 'AllWallets' })

  const warn = (what: string) => (error: unknown) => {
    if (!ctx.signal.aborted) ctx.log.warn(`could not load ${what} from the wallet registry`, error)
  }

  if (options.excludeWalletIds?.length) {
    resolveExclusions(client, options.excludeWalletIds, ctx.signal)
      .then((values) => addExclusions(ctx, values))
      .catch(warn('the excluded wallets'))
  }
  if (options.featuredWalletIds?.length) {
    fetchFeatured(client, options, ctx.signal)
      .then((featured) => ctx.wallets.set({ featured }))
      .catch(warn('the featured wallets'))
  }

  // Recommended wallets depend on the networks served, which change with adapters, added networks and a
  // modal opened for one namespace; each set is fetched once and kept, so switching back costs nothing.
  const cache = new Map<string, WalletListsResult>()
  let inflight: AbortController | undefined
  let failed = false
  const refresh = (key: string) => {
    inflight?.abort()
    inflight = undefined
    const cached = cache.get(key)
    if (cached) return ctx.wallets.set({ recommended: cached.recommended, count: cached.count })
    const controller = (inflight = new AbortController())
    const installedIds = ctx.store.get().connectors.flatMap((c) => (c.installed && c.explorerId ? [c.explorerId] : []))
    fetchRecommended(client, { options, chains: splitKey(key), installedIds, signal: controller.signal }).then(
      (result) => {
        cache.set(key, result)
        if (inflight !== controller) return
        inflight = undefined
        failed = false
        ctx.wallets.set({ recommended: result.recommended, count: result.count })
      },
      (error: unknown) => {
        if (inflight !== controller) return
        inflight = undefined
        failed = true
        warn('the recommended wallets')(error)
      },
    )
  }
  ctx.store.select(chainsKey, refresh)
  // The HTTP client already retried; a visitor opening the modal later (back online) is the next good moment.
  ctx.bus.on('modal:opened', () => {
    if (failed && !inflight) refresh(chainsKey())
  })
  ctx.onDispose(() => inflight?.abort())
  refresh(chainsKey())
}

const splitKey = (key: string) => (key ? key.split(',') : [])

function addExclusions(ctx: PluginContext, values: readonly string[]) {
  if (values.length) ctx.connectors.exclude(values)
}
