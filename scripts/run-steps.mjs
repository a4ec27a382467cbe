// @ts-check
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
export const bin = (/** @type {string} */ name) => join(repoRoot, 'node_modules/.bin', name)
export const outDir = join(repoRoot, '.ci-out')

const started = performance.now()
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`

/** Counts of tests over every step; a step that fails without saying how many tests failed counts as one. */
export class Tally {
  passed = 0
  failed = 0
  skipped = 0

  summary() {
    return `${this.passed} passed, ${this.failed} failed${this.skipped ? `, ${this.skipped} skipped` : ''}`
  }
}

/**
 * Runs one command with the terminal attached, between a header and a footer that show the time.
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>} the exit code (1 when it died from a signal or could not start)
 */
export async function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title}  (at ${seconds(performance.now() - started)})`)
  const stepStarted = performance.now()
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } })
    child.once('error', (error) => {
      console.error(`${title}: ${error.message}`)
      resolve(1)
    })
    child.once('exit', (exitCode) => resolve(exitCode ?? 1))
  })
  console.log(`━━ ${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds(performance.now() - stepStarted)}`)
  return code
}

/**
 * A fresh path for a JSON report: a report left by an earlier run must never be counted for this one.
 * @param {string} name
 */
export function reportPath(name) {
  const file = join(outDir, name)
  mkdirSync(dirname(file), { recursive: true })
  rmSync(file, { force: true })
  return file
}

/**
 * @param {string} file
 * @returns {any}
 */
function readJson(file) {
  if (!existsSync(file)) return undefined
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * Adds vitest's JSON report (jest format) to the tally. A test file that fails to load has no failed test of its own.
 * @param {Tally} tally
 * @param {string} file
 * @param {number} exitCode
 */
export function countVitest(tally, file, exitCode) {
  const report = readJson(file)
  if (!report) return void (tally.failed += 1)
  const brokenFiles = (report.testResults ?? []).filter(
    (/** @type {any} */ result) =>
      result.status === 'failed' &&
      !(result.assertionResults ?? []).some((/** @type {any} */ test) => test.status === 'failed'),
  ).length
  const failed = (report.numFailedTests ?? 0) + brokenFiles
  tally.passed += report.numPassedTests ?? 0
  tally.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  tally.failed += failed || (exitCode !== 0 ? 1 : 0)
}

/**
 * Adds Playwright's JSON report to the tally. A failed global setup runs no test but leaves `errors`.
 * @param {Tally} tally
 * @param {string} file
 * @param {number} exitCode
 */
export function countPlaywright(tally, file, exitCode) {
  const stats = readJson(file)?.stats
  if (!stats) return void (tally.failed += 1)
  const failed = stats.unexpected ?? 0
  tally.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  tally.skipped += stats.skipped ?? 0
  tally.failed += failed || (exitCode !== 0 ? 1 : 0)
}

/**
 * Adds the consumer apps' report (`{ passed, failed }`, scripts/consumers.mjs) to the tally.
 * @param {Tally} tally
 * @param {string} file
 * @param {number} exitCode
 */
export function countConsumers(tally, file, exitCode) {
  const report = readJson(file)
  if (!report || typeof report.passed !== 'number' || typeof report.failed !== 'number') return void (tally.failed += 1)
  tally.passed += report.passed
  tally.failed += report.failed || (exitCode !== 0 ? 1 : 0)
}
