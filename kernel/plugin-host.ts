import type { Dispose, Unsubscribe } from './types.js'
import type { KitPlugin, PluginContext } from './context.js'
import { PluginBlockedError, PluginSetupError } from './plugin-errors.js'

export interface PluginReport {
  readonly id: string
  readonly error: PluginSetupError | PluginBlockedError
}

/** What one plugin registered: undone newest-first; an undo called early leaves the list (no growth from views). */
export interface DisposerList {
  add(fn: Dispose): Unsubscribe
  disposeAll(onError: (error: unknown) => void): Promise<void>
}

export function createDisposerList(): DisposerList {
  const entries = new Set<{ readonly fn: Dispose }>()
  return {
    add(fn) {
      const entry = { fn }
      entries.add(entry)
      return () => void entries.delete(entry)
    },
    async disposeAll(onError) {
      const all = [...entries].reverse()
      entries.clear()
      for (const { fn } of all) {
        try {
          await fn()
        } catch (error) {
          onError(error)
        }
      }
    },
  }
}

/**
 * Runs each plugin's setup in order. A plugin that throws (or whose async setup rejects) has whatever it
 * registered undone and is reported by id; the rest keep working. Disposers run newest-first.
 */
export async function runPlugins(
  plugins: readonly KitPlugin[],
  contextFor: (plugin: KitPlugin, disposers: DisposerList) => PluginContext,
  report: (r: PluginReport) => void,
  disposers: Dispose[],
  onDisposeError: (error: unknown) => void,
  signal?: AbortSignal,
): Promise<string[]> {
  const failed = new Set<string>()
  const started: string[] = []
  for (const plugin of plugins) {
    // A kit destroyed during start-up (React StrictMode mounts twice) must not start what it would only undo.
    if (signal?.aborted) break
    const blockedBy = (plugin.requires ?? []).find((need) => failed.has(need))
    if (blockedBy) {
      failed.add(plugin.id)
      report({ id: plugin.id, error: new PluginBlockedError(plugin.id, blockedBy) })
      continue
    }
    const own = createDisposerList()
    // Registered before setup runs, so what a long async setup registers is undone even if the kit dies meanwhile.
    disposers.push(() => own.disposeAll(onDisposeError))
    try {
      const dispose = await plugin.setup(contextFor(plugin, own))
      if (typeof dispose === 'function') own.add(dispose)
      started.push(plugin.id)
    } catch (error) {
      failed.add(plugin.id)
      await own.disposeAll(() => {})
      report({ id: plugin.id, error: new PluginSetupError(plugin.id, error) })
    }
  }
  return started
}

export async function disposeAll(disposers: Dispose[], onError: (error: unknown) => void): Promise<void> {
  while (disposers.length) {
    const fn = disposers.pop()!
    try {
      await fn()
    } catch (error) {
      onError(error)
    }
  }
}
