import * as z from 'zod/mini'
import type { CaipNetwork, PluginContext, Unsubscribe } from '../../kernel/index.js'
import { createInjectedConnector } from './injected-connector.js'
import { isEip1193Provider, type Eip1193Provider } from './provider.js'

/** EIP-6963 provider info: from another script on the page, so validated and kept to safe shapes. */
const providerInfoSchema = z.object({
  uuid: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  icon: z.string().check(z.regex(/^(data:image\/|https:\/\/)/i), z.maxLength(200_000)),
  rdns: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i), z.maxLength(128)),
})

export const LEGACY_CONNECTOR_ID = 'injected'
export const LEGACY_CONNECTOR_NAME = 'Browser Wallet'

/**
 * Listens for EIP-6963 announcements (and asks for them), registering one connector per rdns; the legacy
 * window.ethereum becomes 'Browser Wallet' unless an announced wallet is that same provider.
 */
export function startDiscovery(ctx: PluginContext, rpcUrls: (network: CaipNetwork) => string[]): Unsubscribe {
  const announced = new Map<string, Eip1193Provider>()
  let legacy: Unsubscribe | undefined
  const onError = (error: unknown) => ctx.log.warn('wallet event ignored', error)

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail as { info?: unknown; provider?: unknown } | undefined
    const info = providerInfoSchema.safeParse(detail?.info)
    if (!info.success || !isEip1193Provider(detail?.provider)) return ctx.log.debug('ignored an invalid EIP-6963 announcement')
    const { rdns, name, icon } = info.data
    if (announced.has(rdns)) return
    const provider = detail.provider
    announced.set(rdns, provider)
    ctx.connectors.register(createInjectedConnector({ id: rdns, name, type: 'ANNOUNCED', imageUrl: icon, rdns, provider, rpcUrls, onError }))
    if (legacy && legacyProvider() === provider) {
      legacy()
      legacy = undefined
    }
  }

  const win = globalThis as typeof globalThis & { ethereum?: unknown }
  const legacyProvider = () => (isEip1193Provider(win.ethereum) ? win.ethereum : undefined)

  if (ctx.options.enableEIP6963) {
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  }
  const provider = legacyProvider()
  if (provider && ![...announced.values()].includes(provider)) {
    legacy = ctx.connectors.register(
      createInjectedConnector({ id: LEGACY_CONNECTOR_ID, name: LEGACY_CONNECTOR_NAME, type: 'INJECTED', provider, rpcUrls, onError }),
    )
  }
  return () => {
    window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }
}
