// The arithmetic behind `npm run size`, kept free of the file system and of Vite so the tests can feed it
// fabricated manifests. Types: size-report.d.mts.
import { gzipSync } from 'node:zlib'

export const KIB = 1024

/** The budget for `minimal`'s initial JS, in gzip KiB over the floor (bare React). */
export const GOAL_KIB = 15
export const LIMIT_KIB = 25

/**
 * Manifest keys of what a page loads before any `import()`: every entry, then whatever it statically imports,
 * transitively. `dynamicImports` are skipped on purpose: they are the lazy part. A chunk reached twice (shared)
 * or through a cycle is listed once. Order: breadth-first from the entries, so the entry comes first.
 *
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} manifest
 * @returns {string[]}
 */
export function initialChunkKeys(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length === 0) throw new Error('manifest has no entry (isEntry) chunk')
  const seen = new Set(entries)
  const queue = [...entries]
  for (let i = 0; i < queue.length; i++) {
    const key = /** @type {string} */ (queue[i])
    for (const imported of manifest[key]?.imports ?? []) {
      // A dangling key means the manifest is not what this code understands; a silent skip would under-report.
      if (!(imported in manifest)) throw new Error(`manifest: "${key}" imports "${imported}", which is not in it`)
      if (seen.has(imported)) continue
      seen.add(imported)
      queue.push(imported)
    }
  }
  return queue
}

/**
 * The JS files of the initial chunks. An HTML entry is itself a JS chunk in Vite's manifest, but a CSS-only entry
 * (a stylesheet given as an input) is not, so files are filtered by extension rather than assumed.
 *
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} manifest
 * @returns {string[]}
 */
export function initialJsFiles(manifest) {
  return [...new Set(initialChunkKeys(manifest).map((key) => /** @type {{ file: string }} */ (manifest[key]).file))].filter(
    isJsFile,
  )
}

/** @param {string} file */
export function isJsFile(file) {
  return /\.m?js$/.test(file)
}

/**
 * Gzip at level 9, the most a host's CDN would plausibly do without Brotli. Close to `gzip -9` but not
 * byte-identical (GNU gzip's deflate differs from zlib's by a few dozen bytes on a 200 KB file).
 *
 * @param {Uint8Array | string} content
 */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length
}

/**
 * Files are transferred one by one, so sizes add up per file; gzipping them concatenated would credit the
 * compressor with cross-file redundancy no browser gets.
 *
 * @param {{ file: string, content: Uint8Array | string }[]} files
 * @returns {{ files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }}
 */
export function sizeFiles(files) {
  const sized = files.map(({ file, content }) => ({
    file,
    raw: typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength,
    gzip: gzipSize(content),
  }))
  return {
    files: sized,
    raw: sized.reduce((sum, f) => sum + f.raw, 0),
    gzip: sized.reduce((sum, f) => sum + f.gzip, 0),
  }
}

/**
 * `minimal`'s initial gzip against the floor's. The goal is inclusive (≤ floor + 15 KiB); the limit fails only
 * once it is passed (> floor + 25 KiB), so exactly 25 KiB over still passes `--check`.
 *
 * @param {{ floorGzip: number, minimalGzip: number, goalKiB?: number, limitKiB?: number }} input
 */
export function budgetVerdict({ floorGzip, minimalGzip, goalKiB = GOAL_KIB, limitKiB = LIMIT_KIB }) {
  const overFloor = minimalGzip - floorGzip
  const goalBytes = goalKiB * KIB
  const limitBytes = limitKiB * KIB
  return {
    overFloor,
    goalBytes,
    limitBytes,
    goalMet: overFloor <= goalBytes,
    overGoalBy: Math.max(0, overFloor - goalBytes),
    withinLimit: overFloor <= limitBytes,
    overLimitBy: Math.max(0, overFloor - limitBytes),
  }
}

/** @param {number} bytes */
export function formatKiB(bytes) {
  return `${(bytes / KIB).toFixed(2)} KiB`
}

/** @param {number} bytes */
export function formatBytes(bytes) {
  return `${bytes.toLocaleString('en-US')} B`
}

/** @param {number} bytes */
export function formatDelta(bytes) {
  const sign = bytes < 0 ? '−' : '+'
  return `${sign}${formatKiB(Math.abs(bytes))}`
}

/**
 * @param {{ name: string, initial: { gzip: number }, total: { gzip: number } }[]} results
 * @param {string} [floorName]
 * @returns {string}
 */
export function formatTable(results, floorName = 'floor') {
  const floor = results.find((result) => result.name === floorName)
  const rows = results.map((result) => {
    const vsFloor = !floor ? 'n/a (no floor)' : result === floor ? 'floor' : formatDelta(result.initial.gzip - floor.initial.gzip)
    return `| ${result.name} | ${formatKiB(result.initial.gzip)} | ${formatKiB(result.total.gzip)} | ${vsFloor} |`
  })
  return [
    '| example | initial gzip | total gzip | initial vs floor |',
    '|---|---:|---:|---:|',
    ...rows,
  ].join('\n')
}

/**
 * @param {ReturnType<typeof budgetVerdict>} verdict
 * @param {string} [name]
 * @returns {string[]}
 */
export function formatVerdict(verdict, name = 'minimal') {
  const over = `${formatDelta(verdict.overFloor)} (${formatBytes(verdict.overFloor)})`
  const goal = verdict.goalMet
    ? `goal met (≤ +${formatKiB(verdict.goalBytes)}; ${formatKiB(verdict.goalBytes - verdict.overFloor)} to spare)`
    : `over goal by ${formatKiB(verdict.overGoalBy)} (${formatBytes(verdict.overGoalBy)}; goal ≤ +${formatKiB(verdict.goalBytes)})`
  const limit = verdict.withinLimit
    ? `within the --check limit (≤ +${formatKiB(verdict.limitBytes)})`
    : `OVER the --check limit (+${formatKiB(verdict.limitBytes)}) by ${formatKiB(verdict.overLimitBy)} (${formatBytes(verdict.overLimitBy)})`
  return [`${name} initial JS over the floor: ${over}`, goal, limit]
}

/**
 * The largest modules in the given chunks, leaving out any whose id is in `exclude` (e.g. the floor's, so what is
 * listed is what the example adds to bare React). Sizes are rolldown's rendered lengths: after tree-shaking,
 * before minification, so they rank modules rather than predict gzip bytes.
 *
 * @param {Record<string, Record<string, number>>} modulesByChunk
 * @param {{ files: string[], exclude?: Iterable<string>, limit?: number }} options
 * @returns {{ id: string, rendered: number }[]}
 */
export function largestModules(modulesByChunk, { files, exclude = [], limit = 8 }) {
  const skip = new Set(exclude)
  const sizes = new Map()
  for (const file of files) {
    for (const [id, rendered] of Object.entries(modulesByChunk[file] ?? {})) {
      if (!skip.has(id)) sizes.set(id, (sizes.get(id) ?? 0) + rendered)
    }
  }
  return [...sizes]
    .map(([id, rendered]) => ({ id, rendered }))
    .sort((a, b) => b.rendered - a.rendered || a.id.localeCompare(b.id))
    .slice(0, limit)
}

/**
 * Replaces what lies between the two markers, keeping the markers. Returns null when either is missing (or they
 * are out of order), so the caller can refuse rather than append somewhere surprising.
 *
 * @param {string} text
 * @param {string} content
 * @param {{ start?: string, end?: string }} [markers]
 * @returns {string | null}
 */
export function replaceBetweenMarkers(text, content, { start = '<!-- size:start -->', end = '<!-- size:end -->' } = {}) {
  const from = text.indexOf(start)
  const to = from === -1 ? -1 : text.indexOf(end, from + start.length)
  if (from === -1 || to === -1) return null
  return `${text.slice(0, from + start.length)}\n${content.trim()}\n${text.slice(to)}`
}
