#!/usr/bin/env node
// Builds every example with its own vite.config.ts, one after another: parallel Vite builds on a 2-core machine
// are slower than sequential ones, and sequential output keeps each example's errors together.
//
//   node scripts/build-examples.mjs [--only floor,minimal] [--verbose] [--no-package]
//
// The examples import the package as a host does, from its build in dist/ (vite.shared.ts), so the package is
// built first unless --no-package says it just was.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { buildPackage } from './build-package.mjs'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
export const examplesDir = join(repoRoot, 'examples')
export const examplesOutDir = join(repoRoot, 'dist/examples')

/** Written next to Vite's manifest so `npm run size` can say which modules fill a chunk. */
export const MODULES_REPORT = '.vite/size-modules.json'

/** A mistake in the command line: shown as one line, without a stack. */
export class UsageError extends Error {
  name = 'UsageError'
}

/** Every folder of examples/ that has a vite.config.ts, sorted so the output order is stable. */
export function listExamples() {
  if (!existsSync(examplesDir)) return []
  return readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(examplesDir, entry.name, 'vite.config.ts')))
    .map((entry) => entry.name)
    .sort()
}

/** Resolves `--only a,b` against the examples that exist, so a typo fails loudly instead of building nothing. */
export function selectExamples(only) {
  const all = listExamples()
  if (!only) return all
  const wanted = only.split(',').map((name) => name.trim()).filter(Boolean)
  const unknown = wanted.filter((name) => !all.includes(name))
  if (unknown.length > 0) {
    throw new UsageError(`unknown example(s): ${unknown.join(', ')} (have: ${all.join(', ') || 'none'})`)
  }
  return all.filter((name) => wanted.includes(name))
}

/**
 * Vite's manifest lists chunks but not what is inside them; rolldown knows each module's rendered length (after
 * tree-shaking, before minification), which is enough to rank what makes a chunk big. Added by this script rather
 * than by the examples' configs, because it is part of measuring them, not of building them.
 */
function moduleSizesPlugin() {
  /** @type {Record<string, Record<string, number>>} */
  let chunks = {}
  return {
    name: 'tessera:module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      chunks = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules = {}
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength > 0) modules[shortModuleId(id)] = info.renderedLength
        }
        chunks[output.fileName] = modules
      }
    },
    writeBundle(options) {
      if (!options.dir) return
      const file = join(options.dir, MODULES_REPORT)
      mkdirSync(join(file, '..'), { recursive: true })
      writeFileSync(file, `${JSON.stringify(chunks, null, 2)}\n`)
    },
  }
}

function shortModuleId(id) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
  const nm = clean.lastIndexOf('/node_modules/')
  if (nm !== -1) return clean.slice(nm + '/node_modules/'.length)
  return clean.startsWith(repoRoot) ? relative(repoRoot, clean) : clean
}

/**
 * @param {{ names: string[], verbose?: boolean, withPackage?: boolean, log?: (line: string) => void }} options
 * @returns {Promise<{ ok: boolean, results: { name: string, ms: number, error?: unknown }[] }>}
 */
export async function buildExamples({ names, verbose = false, withPackage = true, log = console.log }) {
  // Vite, plugin-react and React all follow NODE_ENV, and Vite only fills it in when it is unset: an exported
  // NODE_ENV=development (or vitest's `test`) would otherwise measure React's development build.
  if (process.env.NODE_ENV !== 'production') {
    if (process.env.NODE_ENV) console.error(`build-examples: NODE_ENV=${process.env.NODE_ENV} ignored; building for production`)
    process.env.NODE_ENV = 'production'
  }
  const results = []
  if (withPackage) {
    const started = performance.now()
    try {
      await buildPackage({ log })
    } catch (error) {
      log(`✗ package              ${formatSeconds(performance.now() - started)}  build failed`)
      console.error(formatError(error))
      return { ok: false, results: [{ name: 'package', ms: performance.now() - started, error }] }
    }
  }
  for (const name of names) {
    const started = performance.now()
    try {
      await build({
        configFile: join(examplesDir, name, 'vite.config.ts'),
        // Vite's warnings and errors go to stderr either way; its per-file listing is noise next to `npm run size`.
        logLevel: verbose ? 'info' : 'warn',
        plugins: [moduleSizesPlugin()],
      })
      const ms = performance.now() - started
      results.push({ name, ms })
      log(`✓ ${name.padEnd(20)} ${formatSeconds(ms)}`)
    } catch (error) {
      const ms = performance.now() - started
      results.push({ name, ms, error })
      log(`✗ ${name.padEnd(20)} ${formatSeconds(ms)}  build failed`)
      console.error(formatError(error))
    }
  }
  return { ok: results.every((result) => !result.error), results }
}

function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`
}

function formatError(error) {
  if (!(error instanceof Error)) return String(error)
  const { frame, loc, id } = /** @type {any} */ (error)
  const where = id ? `  at ${id}${loc ? `:${loc.line}:${loc.column}` : ''}\n` : ''
  return `${error.stack ?? error.message}\n${where}${frame ? `${frame}\n` : ''}`
}

async function main() {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, verbose: { type: 'boolean', default: false }, 'no-package': { type: 'boolean', default: false } },
  })
  const names = selectExamples(values.only)
  if (names.length === 0) {
    console.log('no examples with a vite.config.ts under examples/')
    return
  }
  const started = performance.now()
  const { ok, results } = await buildExamples({ names, verbose: values.verbose, withPackage: !values['no-package'] })
  const failed = results.filter((result) => result.error).map((result) => result.name)
  console.log(
    ok
      ? `built ${names.length} example(s) into ${relative(repoRoot, examplesOutDir)}/ in ${formatSeconds(performance.now() - started)}`
      : `${failed.length} of ${names.length} example build(s) failed: ${failed.join(', ')}`,
  )
  process.exitCode = ok ? 0 : 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    const usage = error instanceof UsageError || String(error?.code).startsWith('ERR_PARSE_ARGS')
    console.error(usage ? error.message : formatError(error))
    process.exitCode = 1
  })
}
