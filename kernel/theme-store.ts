import { KitError } from './kit-error.js'
import { notifyListeners } from './notify.js'
import { THEME_MODES, THEME_VARIABLES, themeValueProblem, type ThemeMode, type ThemeVariable, type ThemeVariables } from './theme-values.js'
import type { Unsubscribe } from './types.js'

export interface ThemeState {
  /** What the host asked for; 'system' follows the visitor's prefers-color-scheme. */
  readonly themeMode: ThemeMode
  readonly themeVariables: Readonly<ThemeVariables>
}

/** The modal's theme, changeable at run time (AppKit's setThemeMode / setThemeVariables). */
export interface KitTheme {
  get(): ThemeState
  /** The theme the kit was created with: what a server renders. */
  readonly initial: ThemeState
  setThemeMode(mode: ThemeMode): void
  /** Merged over the current variables; a key set to undefined goes back to the kit's default. */
  setThemeVariables(variables: { readonly [K in ThemeVariable]?: string | number | undefined }): void
  subscribe(listener: () => void): Unsubscribe
}

/**
 * Kept beside the kit's state rather than in it: it exists from the first line of createKit (the buttons and
 * hooks read it before the runtime loads) and only the host writes it. Values given at run time are checked
 * here as the options schema checks the initial ones.
 */
export function createKitTheme(given: { readonly themeMode?: unknown; readonly themeVariables?: unknown }, onListenerError: (error: unknown) => void): KitTheme {
  const initial: ThemeState = {
    themeMode: THEME_MODES.includes(given.themeMode as ThemeMode) ? (given.themeMode as ThemeMode) : 'system',
    themeVariables: typeof given.themeVariables === 'object' && given.themeVariables !== null ? { ...(given.themeVariables as ThemeVariables) } : {},
  }
  let state = initial
  const listeners = new Set<() => void>()
  const set = (next: ThemeState) => {
    state = next
    notifyListeners(listeners, onListenerError)
  }
  return {
    get: () => state,
    initial,
    setThemeMode(mode) {
      if (!THEME_MODES.includes(mode)) throw new KitError(`themeMode must be one of ${THEME_MODES.join(', ')}`)
      if (mode !== state.themeMode) set({ ...state, themeMode: mode })
    },
    setThemeVariables(variables) {
      const next: Record<string, string | number> = { ...state.themeVariables }
      for (const [key, value] of Object.entries(variables)) {
        if (!(THEME_VARIABLES as readonly string[]).includes(key)) throw new KitError(`themeVariables has no key ${JSON.stringify(key.slice(0, 64))}`)
        if (value === undefined) {
          delete next[key]
          continue
        }
        const problem = themeValueProblem(key as ThemeVariable, value)
        if (problem) throw new KitError(`themeVariables.${key} ${problem}`)
        next[key] = value
      }
      set({ ...state, themeVariables: next })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
