import { useSyncExternalStore } from 'react'
import type { KitTheme, ThemeMode, ThemeVariables } from '../../kernel/index.js'
import { resolveThemeMode, subscribeSystemColorScheme, systemColorScheme, type ResolvedThemeMode } from '../../ui/color-scheme.js'
import { useKit } from './hooks.js'

export interface UseKitThemeReturn {
  readonly themeMode: ThemeMode
  /** The mode the modal shows: 'system' resolved by the visitor's prefers-color-scheme ('light' on a server). */
  readonly resolvedMode: ResolvedThemeMode
  readonly themeVariables: Readonly<ThemeVariables>
  readonly setThemeMode: KitTheme['setThemeMode']
  readonly setThemeVariables: KitTheme['setThemeVariables']
}

const lightOnServer = (): ResolvedThemeMode => 'light'

/** The modal's theme, and its setters (AppKit's useAppKitTheme): changes apply to an open modal at once. */
export function useKitTheme(): UseKitThemeReturn {
  const { theme } = useKit()
  const { themeMode, themeVariables } = useSyncExternalStore(theme.subscribe, theme.get, () => theme.initial)
  const system = useSyncExternalStore(subscribeSystemColorScheme, systemColorScheme, lightOnServer)
  return { themeMode, resolvedMode: resolveThemeMode(themeMode, system), themeVariables, setThemeMode: theme.setThemeMode, setThemeVariables: theme.setThemeVariables }
}
