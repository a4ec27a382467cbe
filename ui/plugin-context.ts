import { createContext, useContext } from 'react'
import type { KitState, PluginContext } from '../kernel/index.js'
import { useKitSelector } from './use-kit-selector.js'

/** The context of the plugin whose view or slot part is rendering; the modal provides it per view. */
export const PluginReactContext = createContext<PluginContext | null>(null)

/** A plugin's one face of the kit, in its views: the same object its `setup` got. */
export function usePluginContext(): PluginContext {
  const ctx = useContext(PluginReactContext)
  if (!ctx) throw new Error('usePluginContext is for views and slot parts the modal renders')
  return ctx
}

/** Part of the kit's state, read through the plugin's context; re-renders only when the selected value changes. */
export function usePluginState<T>(selector: (state: Readonly<KitState>) => T, equals?: (a: T, b: T) => boolean): T {
  const ctx = usePluginContext()
  return useKitSelector(ctx.store, selector, equals)
}
