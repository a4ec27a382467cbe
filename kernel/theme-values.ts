/** Everything about a theme that needs no zod: the shell (entry chunk) and the options schema share it. */

export type ThemeMode = 'light' | 'dark' | 'system'
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system']

export const THEME_VARIABLES = [
  'accent',
  'accentForeground',
  'background',
  'foreground',
  /** A colour mixed into the modal's backgrounds (a brand tint), by `colorMixStrength` percent. */
  'colorMix',
  'colorMixStrength',
  'fontFamily',
  'fontSizeMaster',
  'borderRadiusMaster',
  'zIndex',
  /** The QR code's modules; its background stays white, which scanners read best. */
  'qrColor',
] as const
export type ThemeVariable = (typeof THEME_VARIABLES)[number]
export type ThemeVariables = Partial<Record<ThemeVariable, string | number>>

/** Past this, a tint starts to eat the text's contrast (the presets are checked for WCAG AA up to it). */
export const MAX_COLOR_MIX_STRENGTH = 40
const MAX_CSS_VALUE_LENGTH = 256

/**
 * Why a theme value cannot be used, or undefined when it can. Values land in a style sheet's custom properties:
 * nothing that could close a declaration or open a url().
 */
export function themeValueProblem(key: ThemeVariable, value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'must be a finite number'
    if (key === 'colorMixStrength' && (value < 0 || value > MAX_COLOR_MIX_STRENGTH)) return `must be between 0 and ${MAX_COLOR_MIX_STRENGTH}`
    return undefined
  }
  if (typeof value !== 'string') return 'must be a string or a number'
  if (value.length > MAX_CSS_VALUE_LENGTH) return `must be at most ${MAX_CSS_VALUE_LENGTH} characters`
  if (/[;{}<>\\]/.test(value)) return 'must not contain ; { } < > or \\'
  if (/url\s*\(/i.test(value)) return 'url() is not allowed'
  if (key === 'colorMixStrength') return 'must be a number (a percentage)'
  return undefined
}
