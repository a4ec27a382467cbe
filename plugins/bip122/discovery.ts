import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import * as z from 'zod/mini'
import type { CaipNetwork, PluginContext, Unsubscribe } from '../../kernel/index.js'
import { createBitcoinConnector } from './bitcoin-connector.js'
import { createRequestPort, type RequestWallet } from './request-port.js'
import { createStandardPort } from './standard-port.js'
import { createUnisatPort, type UnisatWallet } from './unisat-port.js'
import type { BitcoinWalletPort } from './wallet-port.js'
import { providerEntrySchema, providerListSchema } from './wallet-schemas.js'

const UNISAT_NAME = 'UniSat Wallet'
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor'])
const standardInfoSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  icon: z.string().check(z.regex(/^data:image\/(svg\+xml|webp|png|gif);base64,/), z.maxLength(200_000)),
})

/** The object a WBIP004 entry's `id` names ('XverseProviders.BitcoinProvider'), read from window one key at a time. */
function providerAt(path: string): unknown {
  let value: unknown = window
  for (const key of path.split('.')) {
    if (FORBIDDEN_KEYS.has(key) || (typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}
const hasMethods = (value: unknown, methods: readonly string[]) =>
  typeof value === 'object' && value !== null && methods.every((m) => typeof (value as Record<string, unknown>)[m] === 'function')

/**
 * Bitcoin browser wallets, one connector each, in the order the visitor's wallets say most about themselves: the
 * WBIP004 `btc_providers` list (Xverse-style `request` providers), `window.unisat`, then Wallet Standard wallets with
 * `bitcoin:connect` (also those that register later). A name already listed is not listed twice: wallets reachable
 * several ways (Xverse is in the list and in the standard) show once.
 */
export function startBitcoinDiscovery(ctx: PluginContext, activeNetwork: () => CaipNetwork | undefined): Unsubscribe {
  const onError = (error: unknown) => ctx.log.warn('wallet event ignored', error)
  const names = new Map<string, Unsubscribe>()
  const add = (name: string, icon: string | undefined, port: BitcoinWalletPort) => {
    if (names.has(name)) return false
    names.set(name, ctx.connectors.register(createBitcoinConnector({ id: name, name, ...(icon ? { icon } : {}), port, activeNetwork, onError })))
    return true
  }
  // Wallets are other scripts: one whose getters throw costs its own entry, not discovery.
  const safely = (run: () => void) => {
    try {
      run()
    } catch (error) {
      onError(error)
    }
  }

  const scanInjected = () => {
    const list = providerListSchema.safeParse((window as { btc_providers?: unknown }).btc_providers)
    for (const raw of list.success ? list.data : []) {
      safely(() => {
        const entry = providerEntrySchema.safeParse(raw)
        if (!entry.success) return
        const provider = providerAt(entry.data.id)
        if (hasMethods(provider, ['request'])) add(entry.data.name, entry.data.icon, createRequestPort(provider as RequestWallet))
      })
    }
    safely(() => {
      const unisat: unknown = (window as { unisat?: unknown }).unisat
      if (hasMethods(unisat, ['requestAccounts', 'getAccounts', 'signMessage', 'sendBitcoin'])) add(UNISAT_NAME, undefined, createUnisatPort(unisat as UnisatWallet))
    })
  }
  scanInjected()
  // Extensions inject before the page's scripts, but some only by the time the page has loaded.
  const onLoad = () => scanInjected()
  if (document.readyState !== 'complete') window.addEventListener('load', onLoad, { once: true })

  const standard = new Map<Wallet, string>()
  const addStandard = (wallet: Wallet) =>
    safely(() => {
      if (standard.has(wallet) || !wallet.features['bitcoin:connect']) return
      const info = standardInfoSchema.safeParse({ name: wallet.name, icon: wallet.icon })
      if (info.success && add(info.data.name, info.data.icon, createStandardPort(wallet))) standard.set(wallet, info.data.name)
    })
  const removeStandard = (wallet: Wallet) => {
    const name = standard.get(wallet)
    if (name === undefined) return
    standard.delete(wallet)
    names.get(name)?.()
    names.delete(name)
  }
  const registry = getWallets()
  for (const wallet of registry.get()) addStandard(wallet)
  const offRegister = registry.on('register', (...wallets) => wallets.forEach(addStandard))
  const offUnregister = registry.on('unregister', (...wallets) => wallets.forEach(removeStandard))
  return () => {
    window.removeEventListener('load', onLoad)
    offRegister()
    offUnregister()
  }
}
