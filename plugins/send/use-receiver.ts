import { useEffect, useState } from 'react'
import type { CaipNetwork, ChainAdapter, Identity, PluginContext } from '../../kernel/index.js'
import { usePluginContext } from '../../ui/plugin-context.js'

/** The part of a names service the form uses; whichever plugin provides 'names' is checked against it before use. */
interface NameResolver {
  resolveName(name: string, options?: { readonly network?: CaipNetwork; readonly signal?: AbortSignal }): Promise<string | undefined>
}
type LooseServices = { has(key: string): boolean; use(key: string): Promise<unknown> }

function isNameResolver(value: unknown): value is NameResolver {
  return typeof value === 'object' && value !== null && typeof (value as { resolveName?: unknown }).resolveName === 'function'
}

/** A name service when some plugin provides one; the form works on addresses alone without it. */
async function nameResolver(ctx: PluginContext): Promise<NameResolver | undefined> {
  // No plugin's types are imported: the service is looked up by its key and checked by shape.
  const services = ctx.services as unknown as LooseServices
  if (!services.has('names')) return undefined
  const service = await services.use('names')
  return isNameResolver(service) ? service : undefined
}

/** Something that reads as a name (`alice.tessera.id`) rather than a mistyped address. */
const looksLikeName = (text: string) => /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(text) && text.length <= 255

export interface Receiver {
  /** The address the transfer goes to; undefined until the text is an address or a name that resolved. */
  readonly address: string | undefined
  readonly identity: Identity | undefined
  readonly resolving: boolean
}

/**
 * What the receiver field names: an address of the namespace as typed, or a name resolved through the names
 * service; with the profile (name, avatar) the adapter knows for it.
 */
export function useReceiver(adapter: ChainAdapter, network: CaipNetwork, text: string): Receiver {
  const ctx = usePluginContext()
  const [state, setState] = useState<Receiver>({ address: undefined, identity: undefined, resolving: false })
  useEffect(() => {
    const typed = text.trim()
    const controller = new AbortController()
    const { signal } = controller
    const direct = typed !== '' && (adapter.isAddress?.(typed) ?? false) ? (adapter.formatAddress?.(typed) ?? typed) : undefined
    const named = !direct && looksLikeName(typed)
    setState({ address: direct, identity: undefined, resolving: named })
    if (!direct && !named) return () => controller.abort()
    const timer = setTimeout(() => {
      void (async () => {
        let address = direct
        if (!address) {
          const resolver = await nameResolver(ctx).catch(() => undefined)
          const found = await resolver?.resolveName(typed, { network, signal }).catch(() => undefined)
          address = typeof found === 'string' && (adapter.isAddress?.(found) ?? false) ? found : undefined
          if (signal.aborted) return
          setState({ address, identity: undefined, resolving: false })
        }
        if (!address || !adapter.getIdentity) return
        const identity = await adapter.getIdentity({ address, caipNetwork: network, signal }).catch(() => undefined)
        if (!signal.aborted && identity) setState({ address, identity, resolving: false })
      })()
    }, direct ? 0 : 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [ctx, adapter, network, text])
  return state
}
