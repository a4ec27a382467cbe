/** The spec §3 prefix of every key the kit stores. Its own module: the shell names keys before zod loads. */
export const STORAGE_PREFIX = '@appkit-wallet/'

/** Where a kit's keys start: the spec's prefix, then the kit's own namespace when it has one. */
export function storagePrefix(kitNamespace?: string): string {
  return kitNamespace === undefined ? STORAGE_PREFIX : `${STORAGE_PREFIX}${kitNamespace}/`
}

export function storageKey(key: string, kitNamespace?: string): string {
  return storagePrefix(kitNamespace) + key
}
