import type { Clock } from './clock.js'
import type { ConnectionManager } from './connection.js'
import type { KitConnectorRegistry } from './connectors.js'
import type { Http } from './http.js'
import type { ModalController } from './modal.js'
import type { KitOptions } from './options.js'
import type { PluginReport } from './plugin-host.js'
import type { KitStorage } from './storage.js'
import type { KitStore } from './store.js'
import type { AdapterRegistry, Router, ServiceRegistry } from './types.js'
import type { WalletListsWriter } from './wallets.js'

// Kept apart from runtime.ts: the shell needs these names, and must not pull the runtime into the entry chunk.

/** What the runtime adds to a kit: available once it has loaded (always by the time the modal renders). */
export interface KitRegistries {
  readonly options: Readonly<KitOptions>
  readonly store: KitStore
  readonly router: Router
  readonly modal: ModalController
  readonly connectors: KitConnectorRegistry
  readonly adapters: AdapterRegistry
  readonly services: ServiceRegistry
  readonly storage: KitStorage
  readonly wallets: WalletListsWriter
  readonly connection: ConnectionManager
  /** The kit's one HTTP client (spec §7), as plugins get it. */
  readonly http: Http
  readonly clock: Clock
  readonly isMobile: () => boolean
  /** Plugins that failed to start, by id; the rest of the kit keeps working. */
  readonly failedPlugins: readonly PluginReport[]
}

/** The keys of KitRegistries, for the shell's getters. */
export const REGISTRY_KEYS = [
  'options',
  'store',
  'router',
  'modal',
  'connectors',
  'adapters',
  'services',
  'storage',
  'wallets',
  'connection',
  'http',
  'clock',
  'isMobile',
  'failedPlugins',
] as const satisfies readonly (keyof KitRegistries)[]

