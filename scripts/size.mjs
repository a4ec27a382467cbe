#!/usr/bin/env node
// What each example costs a host page, against the floor (bare React), and whether `minimal` keeps to the budget.
// The examples import the built package (dist/, as package.json's exports give it to a host), not the source.
//
//   node scripts/size.mjs [--no-build] [--only a,b] [--check] [--json] [--write-readme] [--verbose]
//                         [--budget-example=NAME]
//
// --check        exit 1 when minimal's initial JS is more than floor + 25 KiB gzip
// --json         print only the results as JSON on stdout (build progress goes to stderr)
// --write-readme put the table between <!-- size:start --> and <!-- size:end --> in README.md
// --budget-example=NAME  hold NAME to the budget instead of `minimal`
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import {
  MODULES_REPORT,
  UsageError,
  buildExamples,
  examplesOutDir,
  repoRoot,
  selectExamples,
} from './build-examples.mjs'
import {
  GOAL_KIB,
  LIMIT_KIB,
  budgetVerdict,
  formatBytes,
  formatKiB,
  formatTable,
  formatVerdict,
  initialChunkKeys,
  initialJsFiles,
  isJsFile,
  largestModules,
  replaceBetweenMarkers,
  sizeFiles,
} from './size-report.mjs'

const FLOOR = 'floor'

function walkJs(dir, base = dir) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // .vite/ holds the manifest and the module report, which no page loads.
    if (entry.name === '.vite') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...walkJs(path, base))
    else if (isJsFile(entry.name)) files.push(relative(base, path))
  }
  return files.sort()
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'))
}

function measure(name) {
  const outDir = join(examplesOutDir, name)
  const manifestPath = join(outDir, '.vite/manifest.json')
  if (!existsSync(manifestPath)) return { name, missing: `${relative(repoRoot, manifestPath)} not found` }
  const manifest = readJson(manifestPath)
  const read = (file) => ({ file, content: readFileSync(join(outDir, file)) })
  const initialFiles = initialJsFiles(manifest)
  const modulesPath = join(outDir, MODULES_REPORT)
  return {
    name,
    initialChunks: initialChunkKeys(manifest),
    initial: sizeFiles(initialFiles.map(read)),
    total: sizeFiles(walkJs(outDir).map(read)),
    modules: existsSync(modulesPath) ? readJson(modulesPath) : null,
  }
}

/** What the budgeted example loads up front, and which of its modules are not already in the floor. */
function describeInitial(result, floor) {
  const lines = [
    `${result.name} initial chunks: ${result.initial.files
      .map((f) => `${f.file} (${formatKiB(f.gzip)} gzip, ${formatKiB(f.raw)} raw)`)
      .join(', ')}`,
  ]
  if (!result.modules) {
    lines.push(`(no ${MODULES_REPORT}: build with scripts/build-examples.mjs to list modules)`)
    return lines
  }
  const floorModules = floor?.modules ? Object.values(floor.modules).flatMap((chunk) => Object.keys(chunk)) : []
  const top = largestModules(result.modules, {
    files: result.initial.files.map((f) => f.file),
    exclude: floorModules,
  })
  const label = floorModules.length > 0 ? 'largest modules beyond the floor' : 'largest modules'
  lines.push(
    `${result.name} ${label} (rendered bytes before minification): ${
      top.map((m) => `${m.id} ${formatKiB(m.rendered)}`).join(', ') || 'none'
    }`,
  )
  return lines
}

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      check: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      'write-readme': { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      // Lets the budget path be tried on a scratch example before `minimal` exists.
      'budget-example': { type: 'string', default: 'minimal' },
    },
  })
  const budgetName = values['budget-example']
  const out = values.json ? (line) => console.error(line) : (line) => console.log(line)
  const selected = selectExamples(values.only)
  if (selected.length === 0) throw new UsageError('no examples with a vite.config.ts under examples/')
  // Every figure is relative to the floor, so `--only minimal` still builds and measures it.
  const names = selectExamples().includes(FLOOR) && !selected.includes(FLOOR) ? [FLOOR, ...selected] : selected

  if (!values['no-build']) {
    const { ok } = await buildExamples({ names, verbose: values.verbose && !values.json, log: out })
    // A failed build leaves the previous output in dist/, so measuring now would report stale figures as current.
    if (!ok) {
      console.error('size: not measuring, a build failed (see above)')
      process.exitCode = 1
      return
    }
  }

  const measured = names.map(measure)
  const missing = measured.filter((m) => m.missing)
  const results = measured.filter((m) => !m.missing)
  const floor = results.find((r) => r.name === FLOOR)
  const budgeted = results.find((r) => r.name === budgetName)
  const verdict =
    floor && budgeted ? budgetVerdict({ floorGzip: floor.initial.gzip, minimalGzip: budgeted.initial.gzip }) : null
  const table = formatTable(results, FLOOR)

  let failCheck = false
  const report = []
  for (const m of missing) report.push(`${m.name}: not built (${m.missing}); run without --no-build`)
  if (report.length > 0 || !values['no-build']) report.push('')
  report.push(table, '')
  for (const r of results) {
    const files = (n) => `${n} file${n === 1 ? '' : 's'}`
    report.push(
      `${r.name}: initial ${formatBytes(r.initial.gzip)} gzip / ${formatBytes(r.initial.raw)} raw in ${files(r.initial.files.length)}; ` +
        `total ${formatBytes(r.total.gzip)} gzip / ${formatBytes(r.total.raw)} raw in ${files(r.total.files.length)}`,
    )
  }
  report.push('')
  if (verdict) {
    report.push(...formatVerdict(verdict, budgetName))
    failCheck = values.check && !verdict.withinLimit
  } else if (budgeted) {
    report.push(`budget: no floor measured, so ${budgetName}'s +${GOAL_KIB}/+${LIMIT_KIB} KiB budget cannot be checked`)
    failCheck = values.check
  } else {
    report.push(`budget: no ${budgetName} example yet, nothing to check (goal ≤ floor + ${GOAL_KIB} KiB, limit ${LIMIT_KIB} KiB)`)
  }
  if (budgeted) report.push('', ...describeInitial(budgeted, floor))

  if (values['write-readme']) {
    const readme = join(repoRoot, 'README.md')
    const text = existsSync(readme) ? readFileSync(readme, 'utf8') : null
    const next = text === null ? null : replaceBetweenMarkers(text, table)
    if (next === null) {
      report.push('', `README.md: ${text === null ? 'no README.md' : 'no <!-- size:start --> / <!-- size:end --> markers'}; left as is`)
    } else if (next === text) {
      report.push('', 'README.md: size table already up to date')
    } else {
      writeFileSync(readme, next)
      report.push('', 'README.md: size table updated')
    }
  }

  if (values.json) {
    const strip = ({ modules, ...rest }) => rest
    console.log(
      JSON.stringify(
        {
          examples: results.map(strip),
          notBuilt: missing.map((m) => m.name),
          budget: verdict && { floor: FLOOR, example: budgetName, goalKiB: GOAL_KIB, limitKiB: LIMIT_KIB, ...verdict },
        },
        null,
        2,
      ),
    )
    for (const line of report.filter((l) => l.startsWith('README.md'))) console.error(line)
  } else {
    for (const line of report) console.log(line)
  }

  if (failCheck) {
    console.error(`size --check: ${budgetName}'s initial JS is over floor + ${LIMIT_KIB} KiB`)
    process.exitCode = 1
  }
}

main().catch((error) => {
  const usage = error instanceof UsageError || String(error?.code).startsWith('ERR_PARSE_ARGS')
  console.error(usage ? error.message : (error?.stack ?? String(error)))
  process.exitCode = 1
})
