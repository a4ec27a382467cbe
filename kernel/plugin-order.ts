import type { KitPlugin } from './context.js'
import { DuplicatePluginError, MissingPluginError, PluginCycleError } from './registry-errors.js'

/** Orders plugins so each comes after what it `requires`; fails loudly on duplicates, gaps and cycles. */
export function orderPlugins(plugins: readonly KitPlugin[]): KitPlugin[] {
  const byId = new Map<string, KitPlugin>()
  for (const plugin of plugins) {
    if (byId.has(plugin.id)) throw new DuplicatePluginError(plugin.id)
    byId.set(plugin.id, plugin)
  }
  for (const plugin of plugins) {
    for (const need of plugin.requires ?? []) {
      if (!byId.has(need)) throw new MissingPluginError(plugin.id, need)
    }
  }
  const ordered: KitPlugin[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (plugin: KitPlugin, path: string[]) => {
    const s = state.get(plugin.id)
    if (s === 'done') return
    if (s === 'visiting') throw new PluginCycleError([...path, plugin.id])
    state.set(plugin.id, 'visiting')
    for (const need of plugin.requires ?? []) visit(byId.get(need)!, [...path, plugin.id])
    state.set(plugin.id, 'done')
    ordered.push(plugin)
  }
  for (const plugin of plugins) visit(plugin, [])
  return ordered
}
