import { isCaipNetworkId, type CaipNetworkId, type Namespace, type PluginContext } from '../../kernel/index.js'
import type { ConvertApi } from './convert-api.js'
import { swapsMessages } from './messages.js'
import type { SwapsParameters } from './plugin.js'
import { SWAP_NETWORKS } from './swap-networks.js'

/** More swap networks than any host lists; the rest of a longer list is ignored. */
const MAX_SWAP_NETWORKS = 200

export interface SwapsService {
  /** Where swaps are offered (CAIP-2). */
  readonly networks: ReadonlySet<CaipNetworkId>
  readonly convert: ConvertApi
}

export function setupSwaps(ctx: PluginContext, parameters: SwapsParameters): void {
  if (!ctx.options.features.swaps) return
  ctx.messages.add(swapsMessages)
  const networks: ReadonlySet<CaipNetworkId> = new Set((parameters.networks ?? SWAP_NETWORKS).filter(isCaipNetworkId).slice(0, MAX_SWAP_NETWORKS))
  ctx.services.provide('swaps', async () => ({ networks, convert: (await import('./convert-api.js')).createConvertApi(ctx.http, ctx.options.projectId) }))
  ctx.views.register('Swap', { load: () => import('./views/SwapView.js'), titleKey: 'swaps.title' })
  offerSwapButton(ctx, networks)
}

/** The active namespace's adapter sends contract calls (its send capability, loaded once per namespace). */
function callSender(ctx: PluginContext) {
  const known = new Map<Namespace, Promise<boolean>>()
  return (namespace: Namespace): Promise<boolean> => {
    let answer = known.get(namespace)
    if (!answer) {
      const load = ctx.adapters.get(namespace)?.send
      answer = load ? load().then((capability) => typeof capability.sendCall === 'function', () => false) : Promise.resolve(false)
      known.set(namespace, answer)
    }
    return answer
  }
}

/** The Account view's Swap button while a connected account is on a swap network its adapter can send calls on. */
function offerSwapButton(ctx: PluginContext, networks: ReadonlySet<CaipNetworkId>): void {
  const canCall = callSender(ctx)
  let remove: (() => void) | undefined
  let latest = 0
  const show = (offer: boolean) => {
    if (offer && !remove) remove = ctx.slots.register('account.feature', { id: 'swaps', labelKey: 'swaps.feature', icon: 'swap', view: 'Swap', params: undefined })
    else if (!offer && remove) {
      remove()
      remove = undefined
    }
  }
  const update = () => {
    const state = ctx.store.get()
    const namespace = state.activeNamespace
    const chain = namespace ? state.chains[namespace] : undefined
    const network = chain?.networkState.caipNetwork?.caipNetworkId
    const ticket = ++latest
    if (!namespace || chain?.accountState.status !== 'connected' || !network || !networks.has(network) || chain.networkState.unsupportedChainId !== undefined) return show(false)
    void canCall(namespace).then((offer) => ticket === latest && !ctx.signal.aborted && show(offer))
  }
  update()
  ctx.onDispose(ctx.store.subscribe(update))
}
