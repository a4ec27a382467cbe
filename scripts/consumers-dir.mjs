// @ts-check
import { join, resolve } from 'node:path'

/**
 * Where the consumer apps are installed and built: outside the clone, so a fresh clone on the same machine reuses
 * their node_modules. TESSERA_CONSUMERS_DIR overrides it.
 * @param {string} home
 * @returns {string}
 */
export function consumersDir(home) {
  const override = process.env.TESSERA_CONSUMERS_DIR
  return override ? resolve(override) : join(home, '.cache/tessera/consumers')
}
