import type { CaipNetwork, PluginContext, Unsubscribe } from '../../kernel/index.js'
import { createInjectedCosmosConnector } from './injected-connector.js'
import { INJECTED_COSMOS_WALLETS, findInjectedWallet } from './injected-wallet.js'

/** Keplr announces itself with this window event once its object is in place; Leap fires its own. */
const READY_EVENTS = ['keplr_ready', 'leap_ready'] as const

/**
 * One connector per Keplr- or Leap-style wallet in the page. Extensions inject their object when they like, often
 * after the kit starts: the page is looked at again on window 'load' and on the wallets' ready events.
 */
export function startInjectedDiscovery(ctx: PluginContext, activeNetwork: () => CaipNetwork | undefined): Unsubscribe {
  const registered = new Set<string>()
  const unregisters: Unsubscribe[] = []
  const onError = (error: unknown) => ctx.log.warn('wallet event ignored', error)

  const look = () => {
    for (const kind of INJECTED_COSMOS_WALLETS) {
      if (registered.has(kind.id) || !findInjectedWallet(kind)) continue
      registered.add(kind.id)
      const connector = createInjectedCosmosConnector({ kind, wallet: () => findInjectedWallet(kind), activeNetwork, onError })
      unregisters.push(ctx.connectors.register(connector))
    }
  }
  look()
  const events = ['load', ...READY_EVENTS]
  for (const event of events) window.addEventListener(event, look)
  return () => {
    for (const event of events) window.removeEventListener(event, look)
    for (const unregister of unregisters.splice(0)) unregister()
    registered.clear()
  }
}
