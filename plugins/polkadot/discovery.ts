import type { Connector, PluginContext, Unsubscribe } from '../../kernel/index.js'
import { injectedExtensionSchema, MAX_EXTENSIONS } from './extension-schemas.js'
import { KNOWN_EXTENSIONS } from './known-extensions.js'

/** Extensions inject their entry when their content script runs, which may be after the kit starts. */
export const DISCOVERY_WINDOW_MS = 3_000
export const DISCOVERY_INTERVAL_MS = 250

/** An injectedWeb3 key the kit lists: short, plain characters (it becomes the connector id and, unknown, the name). */
const KEY = /^[\w.-]{1,64}$/

export interface FoundExtension {
  readonly key: string
  readonly name: string
  readonly icon?: string
  readonly enable: (originName: string) => Promise<unknown>
}

/** The usable entries of `window.injectedWeb3` now; an entry whose getters throw costs itself only. */
export function readInjectedWeb3(onError: (error: unknown) => void): FoundExtension[] {
  let root: unknown
  let keys: string[]
  try {
    root = (globalThis as { injectedWeb3?: unknown }).injectedWeb3
    keys = typeof root === 'object' && root !== null ? Object.keys(root).slice(0, MAX_EXTENSIONS) : []
  } catch (error) {
    // Another script's object (a Proxy, a getter) that throws: no extension can be read from it this time.
    onError(error)
    return []
  }
  const found: FoundExtension[] = []
  for (const key of keys) {
    if (!KEY.test(key)) continue
    try {
      const entry: unknown = (root as Record<string, unknown>)[key]
      const parsed = injectedExtensionSchema.safeParse(entry)
      if (!parsed.success) continue
      const known = KNOWN_EXTENSIONS.get(key)
      const enable = parsed.data.enable.bind(entry)
      found.push({ key, name: known?.name ?? key, ...(known ? { icon: known.icon } : {}), enable })
    } catch (error) {
      onError(error)
    }
  }
  return found
}

/**
 * One connector per extension in `window.injectedWeb3`: read at once, then again every DISCOVERY_INTERVAL_MS for
 * DISCOVERY_WINDOW_MS, as extensions inject late. The protocol has no unregister: an extension stays listed.
 */
export function startExtensionDiscovery(ctx: PluginContext, connectorFor: (extension: FoundExtension) => Connector): Unsubscribe {
  const listed = new Set<string>()
  const onError = (error: unknown) => ctx.log.warn('wallet entry ignored', error)
  const scan = () => {
    for (const extension of readInjectedWeb3(onError)) {
      if (listed.has(extension.key)) continue
      listed.add(extension.key)
      ctx.connectors.register(connectorFor(extension))
    }
  }
  scan()
  const started = ctx.clock.now()
  let timer = ctx.clock.setTimeout(function again() {
    scan()
    if (ctx.clock.now() - started < DISCOVERY_WINDOW_MS) timer = ctx.clock.setTimeout(again, DISCOVERY_INTERVAL_MS)
  }, DISCOVERY_INTERVAL_MS)
  return () => ctx.clock.clearTimeout(timer)
}
