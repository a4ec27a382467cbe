import { KitError } from './kit-error.js'

/**
 * Failures of the plugin list and of the registries plugins fill: two plugins claiming one name, a missing
 * requirement. Thrown where createKit runs, so they stay clear of the message tables the runtime carries.
 */

export class DuplicatePluginError extends KitError {
  override name = 'DuplicatePluginError' as const
  readonly pluginId: string
  constructor(pluginId: string) {
    super(`Duplicate plugin id "${pluginId}"`, { metaMessages: ['Each plugin can be passed to createKit once.'] })
    this.pluginId = pluginId
  }
}

export class MissingPluginError extends KitError {
  override name = 'MissingPluginError' as const
  readonly pluginId: string
  readonly requires: string
  constructor(pluginId: string, requires: string) {
    super(`Plugin "${pluginId}" requires "${requires}", which is not in plugins`, { metaMessages: [`Add the "${requires}" plugin to createKit's plugins.`] })
    this.pluginId = pluginId
    this.requires = requires
  }
}

export class PluginCycleError extends KitError {
  override name = 'PluginCycleError' as const
  constructor(path: readonly string[]) {
    super(`Plugins require each other in a cycle: ${path.join(' -> ')}`)
  }
}

export type RegistryKind = 'view' | 'connector' | 'adapter' | 'service' | 'state slice' | 'storage key' | 'slot contribution' | 'kit method'

/** Two registrations under one name: a conflict between plugins, reported rather than one silently winning. */
export class AlreadyRegisteredError extends KitError {
  override name = 'AlreadyRegisteredError' as const
  readonly kind: RegistryKind
  readonly key: string
  constructor(kind: RegistryKind, key: string) {
    const what = kind === 'adapter' ? `An adapter for namespace "${key}"` : `${kind[0]!.toUpperCase()}${kind.slice(1)} "${key}"`
    super(`${what} is already registered`)
    this.kind = kind
    this.key = key
  }
}
