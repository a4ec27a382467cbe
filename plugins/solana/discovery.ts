import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { CaipNetwork, PluginContext, Unsubscribe } from '../../kernel/index.js'
import { walletInfoSchema } from './wallet-schemas.js'
import { createWalletStandardConnector } from './wallet-standard-connector.js'

/** A wallet the kit can use: it lists a Solana chain and connects the standard way. */
function usable(wallet: Wallet): { name: string; icon: string } | undefined {
  const info = walletInfoSchema.safeParse({ name: wallet.name, icon: wallet.icon, chains: wallet.chains })
  if (!info.success || !info.data.chains.some((chain) => chain.startsWith('solana:'))) return undefined
  const connect: unknown = wallet.features['standard:connect']
  if (typeof connect !== 'object' || connect === null || typeof (connect as { connect?: unknown }).connect !== 'function') return undefined
  return { name: info.data.name, icon: info.data.icon }
}

/**
 * Wallet Standard discovery: one connector per Solana wallet registered in the page (the registry dispatches the
 * app-ready event and hears wallets that register later), dropped when the wallet unregisters. A second wallet with
 * a name already listed is ignored, as its connector id would collide.
 */
export function startWalletStandardDiscovery(ctx: PluginContext, activeNetwork: () => CaipNetwork | undefined): Unsubscribe {
  const registry = getWallets()
  const registered = new Map<Wallet, Unsubscribe>()
  const names = new Set<string>()
  let reported = false
  const onError = (error: unknown) => ctx.log.warn('wallet event ignored', error)

  const add = (wallet: Wallet) => {
    if (registered.has(wallet)) return
    const info = usable(wallet)
    if (!info) {
      if (!reported) ctx.log.debug('ignored a wallet without Solana or standard:connect')
      reported = true
      return
    }
    if (names.has(info.name)) return
    names.add(info.name)
    const connector = createWalletStandardConnector({ wallet, ...info, activeNetwork, onError })
    const unregister = ctx.connectors.register(connector)
    registered.set(wallet, () => {
      unregister()
      names.delete(info.name)
    })
  }
  const remove = (wallet: Wallet) => {
    registered.get(wallet)?.()
    registered.delete(wallet)
  }

  // A wallet's getters are another script's code: one that throws costs its own entry, not discovery.
  const addSafely = (wallet: Wallet) => {
    try {
      add(wallet)
    } catch (error) {
      onError(error)
    }
  }
  for (const wallet of registry.get()) addSafely(wallet)
  const offRegister = registry.on('register', (...wallets) => wallets.forEach(addSafely))
  const offUnregister = registry.on('unregister', (...wallets) => wallets.forEach(remove))
  return () => {
    offRegister()
    offUnregister()
    registered.clear()
  }
}
