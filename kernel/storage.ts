import * as z from 'zod/mini'
import { NAMESPACES, type Namespace } from './caip.js'
import { ACCOUNT_TYPES, MAX_STORED_ACCOUNTS, STORED_ADDRESS } from './initial-state.js'
import type { Logger } from './log.js'
import { KitError } from './kit-error.js'
import { AlreadyRegisteredError } from './registry-errors.js'

/** What the kit needs of window.localStorage; hosts may pass their own (spec §3 keys still apply). */
export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const STORAGE_PREFIX = '@appkit-wallet/'

/**
 * A kit's `id`: its storage namespace, after the spec's prefix (`@appkit-wallet/<id>/…`). Short and plain, so it
 * stays one path segment of a key and of a cookie name.
 */
export const kitIdSchema = z.string().check(z.regex(/^[a-z0-9-]{1,32}$/, 'an id is 1 to 32 of a-z, 0-9 and -'))

const namespace = z.enum(NAMESPACES)

export const walletListEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.optional(z.string()),
  image_url: z.optional(z.string()),
  chains: z.optional(z.array(z.string())),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
  rdns: z.optional(z.nullable(z.string())),
})
export type WalletListEntry = z.infer<typeof walletListEntrySchema>

const caipNetworkId = z.string().check(z.regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,64}$/))
const connectorIdSchema = z.string().check(z.minLength(1), z.maxLength(256))
const storedConnection = z.object({
  connectorId: connectorIdSchema,
  accounts: z
    .array(
      z.object({ address: z.string().check(z.regex(STORED_ADDRESS)), type: z.enum(ACCOUNT_TYPES) }),
    )
    .check(z.minLength(1), z.maxLength(MAX_STORED_ACCOUNTS)),
  caipNetworkId: z.optional(caipNetworkId),
})
/** Spec §3 `connections`: per namespace, the connection a server needs to show the account (unknown keys dropped). */
export const storedConnectionsSchema = z.object(
  Object.fromEntries(NAMESPACES.map((ns) => [ns, z.optional(storedConnection)])) as Record<Namespace, z.ZodMiniOptional<typeof storedConnection>>,
)

/** The spec §3 keys the kernel owns, each with the schema its stored value must pass; plugins declare their own. */
const schemas = {
  active_namespace: namespace,
  active_caip_network_id: caipNetworkId,
  connection_status: z.enum(['connected', 'disconnected']),
  connected_namespaces: z.array(namespace).check(z.maxLength(NAMESPACES.length)),
  recent_wallets: z.array(walletListEntrySchema).check(z.maxLength(2)),
  wallet_id: z.string().check(z.maxLength(256)),
  wallet_name: z.string().check(z.maxLength(256)),
  connections: storedConnectionsSchema,
  /** Spec §3 preferred account types: per namespace, the kind of account the visitor last chose (payment, ordinal…). */
  preferred_account_types: z.partialRecord(namespace, z.enum(ACCOUNT_TYPES)),
} as const

export type CoreStorageKey = keyof typeof schemas
export type CoreStorageValues = { [K in CoreStorageKey]: z.infer<(typeof schemas)[K]> }

export interface KitStorage {
  /** After the spec's prefix (`@appkit-wallet/<namespace>/…`); undefined for the spec's own keys. */
  readonly namespace: string | undefined
  get<K extends CoreStorageKey>(key: K): CoreStorageValues[K] | undefined
  set<K extends CoreStorageKey>(key: K, value: CoreStorageValues[K]): void
  remove(key: CoreStorageKey): void
  getConnectorId(namespace: Namespace): string | undefined
  setConnectorId(namespace: Namespace, id: string): void
  removeConnectorId(namespace: Namespace): void
  /** A plugin's own key: one owner each; `release` frees the name when the plugin goes. */
  declare<T>(key: string, schema: z.ZodMiniType<T>): { readonly item: StorageItem<T>; release(): void }
}

export interface StorageItem<T> {
  get(): T | undefined
  set(value: T): void
  remove(): void
}

/** Where a kit's keys start: the spec's prefix, then the kit's own namespace when it has one. */
export function storagePrefix(kitNamespace?: string): string {
  return kitNamespace === undefined ? STORAGE_PREFIX : `${STORAGE_PREFIX}${kitNamespace}/`
}
export function storageKey(key: string, kitNamespace?: string): string {
  return storagePrefix(kitNamespace) + key
}
export function connectorIdKey(namespace: Namespace, kitNamespace?: string): string {
  return storageKey(`${namespace}:connected_connector_id`, kitNamespace)
}

/** What a kit that shares a page with another says about where it stores (page-kits.ts). */
export function pageConflictWarning(namespace: string | undefined, conflict: 'same-id' | 'no-id'): string {
  if (conflict === 'same-id') return `Another kit on this page has the id "${namespace}": the two share their saved connection. Give each kit its own id.`
  return (
    `Another kit on this page already stores under ${STORAGE_PREFIX}; this one stores under ${storagePrefix(namespace)} ` +
    '(by the order the kits were created). Give it an `id` option so its saved connection does not depend on that order.'
  )
}

/** localStorage when it exists and works (it throws in some private modes and sandboxed frames), else memory. */
export function defaultStorageBackend(): StorageBackend {
  try {
    const ls = globalThis.localStorage
    if (ls) {
      const probe = `${STORAGE_PREFIX}probe`
      ls.setItem(probe, '1')
      ls.removeItem(probe)
      return ls
    }
  } catch {
    // fall through to memory
  }
  return memoryStorage()
}

export function memoryStorage(): StorageBackend {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

/**
 * Reads are parsed: a corrupt, foreign or outdated value is removed and reads as absent,
 * so a bad entry left by another script can never break start-up. `kitNamespace` keeps a kit's keys apart from
 * another kit's on the same page (`@appkit-wallet/<namespace>/…`); without it the keys are the spec's own.
 */
export function createKitStorage(backend: StorageBackend, log: Logger, kitNamespace?: string): KitStorage {
  const key = (name: string) => storageKey(name, kitNamespace)
  function read<T>(rawKey: string, schema: z.ZodMiniType<T>): T | undefined {
    let raw: string | null
    try {
      raw = backend.getItem(rawKey)
    } catch {
      return undefined
    }
    if (raw === null) return undefined
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      json = raw // values written by other libraries are sometimes bare strings
    }
    const parsed = schema.safeParse(json)
    if (parsed.success) return parsed.data
    log.debug(`ignoring unreadable storage value for ${rawKey}`)
    safe(() => backend.removeItem(rawKey))
    return undefined
  }
  function write(rawKey: string, value: unknown) {
    // Quota errors and disabled storage must not break a connection; persistence is best-effort.
    safe(() => backend.setItem(rawKey, JSON.stringify(value)), (e) => log.warn('could not persist', rawKey, e))
  }
  const declared = new Set<string>()
  return {
    namespace: kitNamespace,
    get: (name) => read(key(name), schemas[name] as unknown as z.ZodMiniType<CoreStorageValues[typeof name]>),
    set: (name, value) => write(key(name), value),
    remove: (name) => safe(() => backend.removeItem(key(name))),
    getConnectorId: (ns) => read(connectorIdKey(ns, kitNamespace), connectorIdSchema),
    setConnectorId: (ns, id) => write(connectorIdKey(ns, kitNamespace), id),
    removeConnectorId: (ns) => safe(() => backend.removeItem(connectorIdKey(ns, kitNamespace))),
    declare(name, schema) {
      if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new KitError(`Storage key "${name}" must be snake_case, as the spec's keys are`)
      if (name in schemas || declared.has(name)) throw new AlreadyRegisteredError('storage key', name)
      declared.add(name)
      const rawKey = key(name)
      return {
        item: {
          get: () => read(rawKey, schema),
          set: (value) => write(rawKey, value),
          remove: () => safe(() => backend.removeItem(rawKey)),
        },
        release: () => void declared.delete(name),
      }
    },
  }
}

function safe(fn: () => void, onError?: (e: unknown) => void) {
  try {
    fn()
  } catch (e) {
    onError?.(e)
  }
}
