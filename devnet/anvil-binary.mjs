// @ts-check
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)

/** The per-platform packages @foundry-rs/anvil ships its binary in (`optionalDependencies` of its package.json). */
const ARCH_NAMES = /** @type {Record<string, string>} */ ({ x64: 'amd64', arm64: 'arm64' })

/**
 * The command that runs the repository's own anvil (never one found on PATH).
 * The platform binary is preferred over `node_modules/.bin/anvil`: that wrapper exits before the binary it
 * forwards signals to, which leaves the binary to be reaped by init, slowly on some machines.
 * @returns {{ command: string, args: string[] }}
 */
export function anvilCommand() {
  const arch = ARCH_NAMES[process.arch]
  if (arch) {
    try {
      const binary = require.resolve(
        `@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil${process.platform === 'win32' ? '.exe' : ''}`,
      )
      if (existsSync(binary)) return { command: binary, args: [] }
    } catch {
      // Not installed for this platform: the wrapper knows its other fallbacks.
    }
  }
  const wrapper = fileURLToPath(new URL('../node_modules/.bin/anvil', import.meta.url))
  if (!existsSync(wrapper)) throw new Error(`anvil is not installed (${wrapper} is missing): run npm install.`)
  return { command: process.execPath, args: [wrapper] }
}
