#!/usr/bin/env node
// @ts-check
// The package as a new user gets it: `npm pack`, then the tarball installed into the fixture apps of consumers/
// (each a fresh app of the kind a host starts from) and each app built with its own tools and flags.
//
//   node scripts/consumers.mjs [--only next,tsc] [--no-build] [--report file.json]
//
// The apps are copied to a work folder outside the clone (TESSERA_CONSUMERS_DIR, default ~/.cache/tessera/consumers)
// whose node_modules are kept between runs, so only the first run on a machine downloads Next.js and friends;
// the browser tests (e2e/consumer-apps.spec.ts) then serve the built apps from there.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildPackage } from './build-package.mjs'
import { consumersDir } from './consumers-dir.mjs'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const fixturesDir = join(repoRoot, 'consumers')

/**
 * @typedef {{ title: string, command: string[], env?: Record<string, string> }} Build
 * @typedef {{ title: string, check: (dir: string) => string | undefined }} Check
 * @typedef {{ name: string, builds: Build[], checks?: Check[] }} Fixture
 */

/** What each app proves; `checks` look at the output a build wrote (a message when something is wrong). */
/** @type {Fixture[]} */
const FIXTURES = [
  {
    name: 'vite-react19',
    builds: [{ title: 'tsc -b && vite build (the stock Vite + React 19 template)', command: ['npm', 'run', 'build'] }],
    checks: [{ title: 'tessera/styles.css is bundled as a style sheet', check: (dir) => assetWith(dir, 'dist/assets', '.css', '.tessera-button') }],
  },
  {
    name: 'react18',
    builds: [{ title: 'tsc -b && vite build (React 18)', command: ['npm', 'run', 'build'] }],
  },
  {
    name: 'next',
    builds: [
      { title: 'next build (Turbopack)', command: ['npm', 'run', 'build'] },
      { title: 'next build --webpack', command: ['npm', 'run', 'build:webpack'] },
    ],
    checks: [
      { title: 'Turbopack prerendered / with the connect button', check: (dir) => prerendered(dir, '.next') },
      { title: 'webpack prerendered / with the connect button', check: (dir) => prerendered(dir, '.next-webpack') },
    ],
  },
  {
    name: 'tsc',
    builds: [
      { title: 'tsc --noEmit, moduleResolution node16', command: ['npx', 'tsc', '-p', 'tsconfig.node16.json'] },
      { title: 'tsc --noEmit, moduleResolution bundler', command: ['npx', 'tsc', '-p', 'tsconfig.bundler.json'] },
    ],
  },
  {
    name: 'elements',
    builds: [{ title: 'tsc && vite build (custom elements, no React in the page)', command: ['npm', 'run', 'build'] }],
  },
]

/** What a published tarball must not carry (tests, the devnet, CI) and what it must (licence, changelog, types). */
function tarballProblems(/** @type {string[]} */ paths) {
  const problems = []
  const allowed = /^(dist\/|README\.md$|LICENSE$|CHANGELOG\.md$|package\.json$)/
  const outside = paths.filter((file) => !allowed.test(file))
  if (outside.length > 0) problems.push(`unexpected: ${outside.slice(0, 5).join(', ')}`)
  const tests = paths.filter((file) => /\.test(-d)?\.|(^|\/)(e2e|devnet|examples|testing)\//.test(file))
  if (tests.length > 0) problems.push(`test or dev files: ${tests.slice(0, 5).join(', ')}`)
  for (const required of ['LICENSE', 'CHANGELOG.md', 'README.md', 'dist/sdk/index.d.ts', 'dist/sdk/react/index.js', 'dist/styles.css']) {
    if (!paths.includes(required)) problems.push(`missing ${required}`)
  }
  return problems
}

/** A file under `folder` with this extension whose text contains `needle`; else a message. */
function assetWith(/** @type {string} */ dir, /** @type {string} */ folder, /** @type {string} */ extension, /** @type {string} */ needle) {
  const where = join(dir, folder)
  if (!existsSync(where)) return `${folder} does not exist`
  const found = readdirSync(where).some((file) => file.endsWith(extension) && readFileSync(join(where, file), 'utf8').includes(needle))
  return found ? undefined : `no ${extension} file in ${folder} contains ${needle}`
}

/** Next.js wrote / as static HTML that already shows the button, with no inline style for a strict CSP to block. */
function prerendered(/** @type {string} */ dir, /** @type {string} */ distDir) {
  const file = join(dir, distDir, 'server/app/index.html')
  if (!existsSync(file)) return `${distDir}/server/app/index.html is missing: / was not prerendered`
  const html = readFileSync(file, 'utf8')
  const button = /<button[^>]*data-testid="connect-button"[^>]*>/.exec(html)?.[0]
  if (!button) return 'the prerendered page has no connect button'
  if (/\sstyle=/.test(button)) return `the prerendered button carries a style attribute: ${button}`
  return undefined
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: Record<string, string>, log: string }} options
 * @returns {Promise<number>}
 */
function run(command, args, { cwd, env = {}, log }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    /** @type {Buffer[]} */
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.once('error', (error) => {
      writeFileSync(log, String(error))
      resolve(1)
    })
    child.once('close', (code) => {
      writeFileSync(log, Buffer.concat(output))
      resolve(code ?? 1)
    })
  })
}

/** Replaces the app's sources in the work folder, keeping its node_modules (the point of the cache). */
function syncFixture(/** @type {string} */ name, /** @type {string} */ work, /** @type {string} */ tarball) {
  const target = join(work, name)
  mkdirSync(target, { recursive: true })
  for (const entry of readdirSync(target)) if (entry !== 'node_modules') rmSync(join(target, entry), { recursive: true, force: true })
  // A previous tarball of the same version would satisfy npm; this one must be what gets installed.
  rmSync(join(target, 'node_modules/tessera'), { recursive: true, force: true })
  rmSync(join(target, 'node_modules/.package-lock.json'), { force: true })
  cpSync(join(fixturesDir, name), target, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|\.next[^\\/]*)$/.test(source),
  })
  const manifestPath = join(target, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  manifest.dependencies = { ...manifest.dependencies, tessera: `file:${tarball}` }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
  return target
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`

async function main() {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, 'no-build': { type: 'boolean', default: false }, report: { type: 'string' } },
  })
  const wanted = values.only?.split(',').map((name) => name.trim())
  const unknown = wanted?.filter((name) => !FIXTURES.some((fixture) => fixture.name === name)) ?? []
  if (unknown.length > 0) throw new Error(`unknown fixture(s): ${unknown.join(', ')} (have: ${FIXTURES.map((f) => f.name).join(', ')})`)
  const fixtures = FIXTURES.filter((fixture) => !wanted || wanted.includes(fixture.name))

  const work = consumersDir(homedir())
  const logs = join(work, 'logs')
  mkdirSync(logs, { recursive: true })
  const started = performance.now()
  let passed = 0
  let failed = 0
  const report = (/** @type {boolean} */ ok, /** @type {string} */ line, /** @type {string} */ log = '') => {
    if (ok) passed += 1
    else failed += 1
    console.log(`${ok ? '✓' : '✗'} ${line}${!ok && log ? `\n  log: ${log}\n${tail(log)}` : ''}`)
  }

  if (!values['no-build']) await buildPackage()
  const packLog = join(logs, 'pack.log')
  const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: repoRoot, log: packLog })
  if (packed !== 0) {
    report(false, 'npm pack', packLog)
    return finish(values.report, passed, failed)
  }
  // npm may print warnings before its JSON.
  const packOutput = readFileSync(packLog, 'utf8')
  const [{ filename, size, unpackedSize, entryCount, files }] = JSON.parse(packOutput.slice(packOutput.indexOf('[')))
  const tarball = join(work, filename)
  console.log(`packed ${filename}: ${(size / 1024).toFixed(1)} KiB, ${(unpackedSize / 1024).toFixed(1)} KiB unpacked, ${entryCount} files → ${work}`)
  const stray = tarballProblems(files.map((/** @type {{ path: string }} */ file) => file.path))
  report(stray.length === 0, `the tarball holds dist/, README, LICENSE, CHANGELOG and package.json only${stray.length ? ` — ${stray.join('; ')}` : ''}`)

  for (const fixture of fixtures) {
    const dir = syncFixture(fixture.name, work, tarball)
    const installLog = join(logs, `${fixture.name}-install.log`)
    const installStarted = performance.now()
    const installed = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'], { cwd: dir, log: installLog })
    if (installed !== 0) {
      report(false, `${fixture.name}: npm install of the tarball`, installLog)
      continue
    }
    console.log(`  ${fixture.name}: installed in ${seconds(performance.now() - installStarted)}`)
    for (const [index, build] of fixture.builds.entries()) {
      const log = join(logs, `${fixture.name}-${index}.log`)
      const buildStarted = performance.now()
      const [command, ...args] = build.command
      const code = await run(/** @type {string} */ (command), args, { cwd: dir, env: build.env, log })
      report(code === 0, `${fixture.name}: ${build.title} (${seconds(performance.now() - buildStarted)})`, log)
    }
    for (const { title, check } of fixture.checks ?? []) {
      const problem = check(dir)
      report(problem === undefined, `${fixture.name}: ${title}${problem ? ` — ${problem}` : ''}`)
    }
  }
  console.log(`consumer apps: ${passed} passed, ${failed} failed in ${seconds(performance.now() - started)} (in ${work})`)
  finish(values.report, passed, failed)
}

/** The last lines of a log, indented, so a failure is readable without opening the file. */
function tail(/** @type {string} */ log) {
  if (!existsSync(log)) return ''
  return readFileSync(log, 'utf8').trimEnd().split('\n').slice(-25).map((line) => `    ${line}`).join('\n')
}

function finish(/** @type {string | undefined} */ reportFile, /** @type {number} */ passed, /** @type {number} */ failed) {
  if (reportFile) {
    mkdirSync(dirname(reportFile), { recursive: true })
    writeFileSync(reportFile, JSON.stringify({ passed, failed }))
  }
  process.exitCode = failed > 0 ? 1 : 0
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
})
