#!/usr/bin/env node
// @ts-check
// `npm run build`: the package as a host installs it, into dist/ — JavaScript from Vite's library mode
// (vite.package.config.ts), declarations from tsc (tsconfig.build.json), and the buttons' style sheet as a file.
// dist/examples and dist/docs belong to other builds and are left alone.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')
/** Outputs of other builds that share dist/. */
const OTHER_BUILDS = new Set(['examples', 'docs'])
/** The one style sheet a host may import as a file (`tessera/styles.css`); the modal's lives in its shadow root. */
const STYLES = { from: 'sdk/react/buttons.css', to: 'styles.css' }

/**
 * Writes the package into dist/; throws with the reason when a step fails.
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function buildPackage({ log = console.log } = {}) {
  const started = performance.now()
  if (existsSync(dist)) {
    for (const entry of readdirSync(dist)) if (!OTHER_BUILDS.has(entry)) rmSync(join(dist, entry), { recursive: true, force: true })
  }

  await build({ configFile: join(root, 'vite.package.config.ts') })

  const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' })
  if (tsc.status !== 0) throw new Error('tsc could not write the declarations')

  if (existsSync(join(root, STYLES.from))) copyFileSync(join(root, STYLES.from), join(dist, STYLES.to))

  // Every path package.json exports must exist, or a host gets ERR_MODULE_NOT_FOUND instead of the package.
  const missing = exportedFiles().filter((file) => !existsSync(join(root, file)))
  if (missing.length > 0) throw new Error(`package.json exports files the build did not write:\n  ${missing.join('\n  ')}`)
  log(`✓ package              ${((performance.now() - started) / 1000).toFixed(2)} s  (dist/)`)
}

/** The files package.json's `exports` names, with `./plugins/*` expanded to every plugin folder. */
function exportedFiles() {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const plugins = readdirSync(join(root, 'plugins')).filter((id) => existsSync(join(root, 'plugins', id, 'index.ts')))
  /** @type {string[]} */
  const targets = []
  const collect = (/** @type {unknown} */ value) => {
    if (typeof value === 'string') targets.push(value)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  collect(exports)
  return targets.flatMap((target) => (target.includes('*') ? plugins.map((id) => target.replace('*', id)) : [target]))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildPackage().catch((error) => {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  })
}
