import { createContainer, type StateContainer } from './state-container.js'
import type { ThemeMode, ThemeVariable, ThemeVariables } from './theme-values.js'
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
  /** Throws a KitError for a mode it does not know. Before the kit's runtime has loaded, applies once it has. */
  setThemeMode(mode: ThemeMode): void
  /**
   * Merged over the current variables; a key set to undefined goes back to the kit's default. Values are checked
   * as the themeVariables option is (a KitError names the bad one, and nothing changes).
   */
  setThemeVariables(variables: { readonly [K in ThemeVariable]?: string | number | undefined }): void
  subscribe(listener: () => void): Unsubscribe
}

/** The theme's state, from the first line of createKit (buttons and hooks read it before the runtime loads). */
export type ThemeContainer = StateContainer<ThemeState>

/**
 * Kept beside the kit's state rather than in it: only the host writes it. The checks on what the host writes live
 * with the options schema in the runtime (theme-writer.ts), off the host's entry chunk; the options were checked
 * there too before anything reads these values into a style sheet.
 */
export function createThemeContainer(given: { readonly themeMode?: unknown; readonly themeVariables?: unknown }, onListenerError: (error: unknown) => void): ThemeContainer {
  const mode = given.themeMode
  return createContainer<ThemeState>(
    { themeMode: mode === 'light' || mode === 'dark' ? mode : 'system', themeVariables: { ...(given.themeVariables as ThemeVariables | undefined) } },
    onListenerError,
  )
}
