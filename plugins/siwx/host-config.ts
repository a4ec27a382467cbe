import { KitError } from '../../kernel/index.js'
import type { SiweConfig, SiwxConfig } from './types.js'

const SIWX_METHODS = ['createMessage', 'addSession', 'getSessions', 'revokeSession'] as const
const SIWE_METHODS = ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'] as const

/** A host's object, checked before the first visitor depends on it: a missing method is a start-up error, not a broken sign-in. */
function hasMethods(value: unknown, methods: readonly string[], option: string): void {
  if (typeof value !== 'object' || value === null) throw new KitError(`${option} must be an object`)
  const missing = methods.filter((m) => typeof (value as Record<string, unknown>)[m] !== 'function')
  if (missing.length > 0) throw new KitError(`${option} is missing ${missing.join(', ')}`, { metaMessages: [`${option} needs ${methods.join(', ')}.`] })
}

export function asSiwxConfig(value: unknown, option: string): SiwxConfig {
  hasMethods(value, SIWX_METHODS, option)
  return value as SiwxConfig
}

export function asSiweConfig(value: unknown): SiweConfig {
  hasMethods(value, SIWE_METHODS, 'siweConfig')
  return value as SiweConfig
}
