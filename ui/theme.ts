import type { KitOptions } from '../kernel/index.js'

type ThemeVariables = NonNullable<KitOptions['themeVariables']>

const PROPERTIES: Record<keyof ThemeVariables, string> = {
  accent: '--tessera-accent',
  accentForeground: '--tessera-accent-foreground',
  background: '--tessera-background',
  foreground: '--tessera-foreground',
  fontFamily: '--tessera-font-family',
  fontSizeMaster: '--tessera-font-size-master',
  borderRadiusMaster: '--tessera-border-radius-master',
  zIndex: '--tessera-z-index',
}
const LENGTHS = new Set<keyof ThemeVariables>(['fontSizeMaster', 'borderRadiusMaster'])

/**
 * Theme variables become custom properties on the shadow host, where they inherit into the shadow tree
 * (`all: initial` resets every property except custom ones). Values were validated by the kernel's options
 * schema; setProperty (CSSOM) also keeps them out of any style sheet text.
 */
export function applyTheme(host: HTMLElement, themeVariables: KitOptions['themeVariables']): void {
  for (const [key, value] of Object.entries(themeVariables ?? {}) as [keyof ThemeVariables, string | number | undefined][]) {
    const property = PROPERTIES[key]
    if (!property || value === undefined) continue
    host.style.setProperty(property, typeof value === 'number' && LENGTHS.has(key) ? `${value}px` : String(value))
  }
}
