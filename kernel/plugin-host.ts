import type { Dispose, KitPlugin, PluginContext } from './types.js'

export interface PluginReport {
  readonly id: string
  readonly error: unknown
}

/** Orders plugins so each comes after what it `requires`; fails loudly on duplicates, gaps and cycles. */
export function orderPlugins(plugins: readonly KitPlugin[]): KitPlugin[] {
  const byId = new Map<string, KitPlugin>()
  for (const plugin of plugins) {
    if (byId.has(plugin.id)) throw new Error(`Duplicate plugin id "${plugin.id}"`)
    byId.set(plugin.id, plugin)
  }
  for (const plugin of plugins) {
    for (const need of plugin.requires ?? []) {
      if (!byId.has(need)) throw new Error(`Plugin "${plugin.id}" requires "${need}", which is not in plugins`)
    }
  }
  const ordered: KitPlugin[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (plugin: KitPlugin, path: string[]) => {
    const s = state.get(plugin.id)
    if (s === 'done') return
    if (s === 'visiting') throw new Error(`Plugins require each other in a cycle: ${[...path, plugin.id].join(' -> ')}`)
    state.set(plugin.id, 'visiting')
    for (const need of plugin.requires ?? []) visit(byId.get(need)!, [...path, plugin.id])
    state.set(plugin.id, 'done')
    ordered.push(plugin)
  }
  for (const plugin of plugins) visit(plugin, [])
  return ordered
}

/**
 * Runs each plugin's setup in order. A plugin that throws (or whose async setup rejects) has whatever it
 * registered undone and is reported by id; the rest keep working. Disposers run newest-first.
 */
export async function runPlugins(
  plugins: readonly KitPlugin[],
  contextFor: (plugin: KitPlugin, onDispose: (fn: Dispose) => void) => PluginContext,
  report: (r: PluginReport) => void,
  disposers: Dispose[],
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
      report({ id: plugin.id, error: new Error(`Plugin "${plugin.id}" was not started because "${blockedBy}" failed`) })
      continue
    }
    const own: Dispose[] = []
    const ctx = contextFor(plugin, (fn) => own.push(fn))
    try {
      const dispose = await plugin.setup(ctx)
      if (typeof dispose === 'function') own.push(dispose)
      disposers.push(...own)
      started.push(plugin.id)
    } catch (error) {
      failed.add(plugin.id)
      await disposeAll(own, () => {})
      report({ id: plugin.id, error })
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
