import * as z from 'zod/mini'
import { NAMESPACES, type Namespace } from './caip.js'
import type { Logger } from './log.js'

/** What the kit needs of window.localStorage; hosts may pass their own (spec §3 keys still apply). */
export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const STORAGE_PREFIX = '@appkit-wallet/'

const namespace = z.enum(NAMESPACES)
const accountType = z.enum(['eoa', 'smartAccount'])

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

/** Spec §3 local storage keys, each with the schema its stored value must pass. */
const schemas = {
  active_namespace: namespace,
  active_caip_network_id: z.string().check(z.regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,64}$/)),
  connected_social: z.string(),
  connection_status: z.enum(['connected', 'disconnected']),
  connected_namespaces: z.array(namespace),
  preferred_account_types: z.partialRecord(namespace, accountType),
  connections: z.partialRecord(namespace, z.array(z.object({ connectorId: z.string(), accounts: z.array(z.string()) }))),
  recent_wallets: z.array(walletListEntrySchema).check(z.maxLength(2)),
  deeplink_choice: z.object({ name: z.string(), href: z.string() }),
  wallet_id: z.string(),
  wallet_name: z.string(),
  email_login_used: z.boolean(),
  email: z.string(),
  last_used_chain: namespace,
  social_username: z.string(),
  last_email_login_time: z.number(),
  smart_account_enabled_networks: z.string().check(z.regex(/^(\d+(,\d+)*)?$/)),
} as const

export type StorageKey = keyof typeof schemas
export type StorageValues = { [K in StorageKey]: z.infer<(typeof schemas)[K]> }
const connectorIdSchema = z.string().check(z.minLength(1))

export interface KitStorage {
  get<K extends StorageKey>(key: K): StorageValues[K] | undefined
  set<K extends StorageKey>(key: K, value: StorageValues[K]): void
  remove(key: StorageKey): void
  getConnectorId(namespace: Namespace): string | undefined
  setConnectorId(namespace: Namespace, id: string): void
  removeConnectorId(namespace: Namespace): void
}

export function storageKey(key: StorageKey): string {
  return STORAGE_PREFIX + key
}
export function connectorIdKey(namespace: Namespace): string {
  return `${STORAGE_PREFIX}${namespace}:connected_connector_id`
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
 * so a bad entry left by another script can never break start-up.
 */
export function createKitStorage(backend: StorageBackend, log: Logger): KitStorage {
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
  return {
    get: (key) => read(storageKey(key), schemas[key] as unknown as z.ZodMiniType<StorageValues[typeof key]>),
    set: (key, value) => write(storageKey(key), value),
    remove: (key) => safe(() => backend.removeItem(storageKey(key))),
    getConnectorId: (ns) => read(connectorIdKey(ns), connectorIdSchema),
    setConnectorId: (ns, id) => write(connectorIdKey(ns), id),
    removeConnectorId: (ns) => safe(() => backend.removeItem(connectorIdKey(ns))),
  }
}

function safe(fn: () => void, onError?: (e: unknown) => void) {
  try {
    fn()
  } catch (e) {
    onError?.(e)
  }
}
