import type { ThemeMode, Unsubscribe } from '../kernel/index.js'

export type ResolvedThemeMode = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'

const darkQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined

/** The visitor's colour scheme; light where none can be read (a server, an old browser). */
export function systemColorScheme(): ResolvedThemeMode {
  return darkQuery()?.matches ? 'dark' : 'light'
}

/** Calls `listener` when the visitor's colour scheme changes (the OS switching to dark at dusk). */
export function subscribeSystemColorScheme(listener: () => void): Unsubscribe {
  const query = darkQuery()
  if (!query) return () => {}
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

export function resolveThemeMode(mode: ThemeMode, system: ResolvedThemeMode): ResolvedThemeMode {
  return mode === 'system' ? system : mode
}
