import { KitError } from './kit-error.js'
import type { KitTheme, ThemeContainer } from './theme-store.js'
import { THEME_MODES, THEME_VARIABLES, themeValueProblem, type ThemeVariable } from './theme-values.js'

export type ThemeWriter = Pick<KitTheme, 'setThemeMode' | 'setThemeVariables'>

/** The host's run-time theme changes, checked as the options are: a bad value is a KitError and changes nothing. */
export function createThemeWriter(container: ThemeContainer): ThemeWriter {
  return {
    setThemeMode(mode) {
      if (!THEME_MODES.includes(mode)) throw new KitError(`themeMode must be one of ${THEME_MODES.join(', ')}`)
      const state = container.get()
      if (mode !== state.themeMode) container.set({ ...state, themeMode: mode })
    },
    setThemeVariables(variables) {
      const state = container.get()
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
      container.set({ ...state, themeVariables: next })
    },
  }
}
