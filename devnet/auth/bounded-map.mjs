// @ts-check

/**
 * Sets `key` as the newest entry, dropping the oldest ones past `limit`: every table the service keeps is bounded,
 * so no caller can grow its memory without end.
 * @template K, V
 * @param {Map<K, V>} map
 * @param {K} key
 * @param {V} value
 * @param {number} limit
 */
export function remember(map, key, value, limit) {
  map.delete(key)
  map.set(key, value)
  for (const oldest of map.keys()) {
    if (map.size <= limit) break
    map.delete(oldest)
  }
}
