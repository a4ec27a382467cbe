import type { KitTheme, ThemeVariable, ThemeVariables } from '../kernel/index.js'
import { resolveThemeMode, subscribeSystemColorScheme, systemColorScheme } from './color-scheme.js'

const PROPERTIES: Record<ThemeVariable, string> = {
  accent: '--tessera-accent',
  accentForeground: '--tessera-accent-foreground',
  background: '--tessera-background',
  foreground: '--tessera-foreground',
  colorMix: '--tessera-color-mix',
  colorMixStrength: '--tessera-color-mix-strength',
  fontFamily: '--tessera-font-family',
  fontSizeMaster: '--tessera-font-size-master',
  borderRadiusMaster: '--tessera-border-radius-master',
  zIndex: '--tessera-z-index',
  qrColor: '--tessera-qr-color',
}
const UNITS: Partial<Record<ThemeVariable, string>> = { fontSizeMaster: 'px', borderRadiusMaster: 'px', colorMixStrength: '%' }

/**
 * Theme variables become custom properties on the shadow host, where they inherit into the shadow tree
 * (`all: initial` resets every property except custom ones); one no longer given is removed. Values were checked
 * by the kernel (options schema, setThemeVariables); setProperty (CSSOM) also keeps them out of any style sheet text.
 */
export function applyTheme(host: HTMLElement, themeVariables: Readonly<ThemeVariables> | undefined): void {
  for (const [key, property] of Object.entries(PROPERTIES) as [ThemeVariable, string][]) {
    const value = themeVariables?.[key]
    if (value === undefined) host.style.removeProperty(property)
    else host.style.setProperty(property, typeof value === 'number' && UNITS[key] ? `${value}${UNITS[key]}` : String(value))
  }
}

/**
 * Keeps the modal in step with the kit's theme: its variables on the host, its resolved mode on the root, and,
 * in 'system' mode, the visitor's prefers-color-scheme as it changes. Returns the stop.
 */
export function followTheme(host: HTMLElement, root: HTMLElement, theme: KitTheme): () => void {
  const render = () => {
    const { themeMode, themeVariables } = theme.get()
    applyTheme(host, themeVariables)
    root.setAttribute('data-theme', resolveThemeMode(themeMode, systemColorScheme()))
  }
  render()
  const offTheme = theme.subscribe(render)
  const offSystem = subscribeSystemColorScheme(render)
  return () => {
    offTheme()
    offSystem()
  }
}
