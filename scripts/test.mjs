// @ts-check
// `npm test`: every check the project has, in order, each run even when an earlier one failed, so one report shows
// everything that is wrong. The last line is `N passed, N failed`, counted over the unit and browser tests.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'
import { Tally, bin, countConsumers, countPlaywright, countVitest, repoRoot, reportPath, step } from './run-steps.mjs'

const chromiumPath = await ensureChromium()
const tally = new Tally()

if ((await step('typecheck', bin('tsc'), ['--noEmit'])) !== 0) tally.failed += 1
if ((await step('import cycles', process.execPath, ['scripts/check-cycles.mjs'])) !== 0) tally.failed += 1

const vitestReport = reportPath('vitest.json')
const vitestCode = await step('unit tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])
countVitest(tally, vitestReport, vitestCode)

if ((await step('build package', 'npm', ['run', '--silent', 'build'])) !== 0) tally.failed += 1
if ((await step('build examples', 'npm', ['run', '--silent', 'build:examples', '--', '--no-package'])) !== 0) tally.failed += 1

if (existsSync(join(repoRoot, 'scripts/size.mjs'))) {
  // The examples were just built; building them again would only double the time.
  if ((await step('size budget', process.execPath, ['scripts/size.mjs', '--check', '--no-build'])) !== 0) tally.failed += 1
}

// The documentation site: the API reference from the code's TSDoc, then VitePress, which fails on a link to a missing
// page, then a check of links to headings. The second step proves on a throwaway page that a broken link fails.
if ((await step('docs', 'npm', ['run', '--silent', 'docs:build'])) !== 0) tally.failed += 1
if ((await step('docs: a broken link fails', 'npm', ['run', '--silent', 'docs:check'])) !== 0) tally.failed += 1

// The packed tarball installed into fresh apps (Vite, React 18, Next.js, tsc, custom elements) and built there.
const consumersReport = reportPath('consumers.json')
const consumersCode = await step('consumer apps', process.execPath, ['scripts/consumers.mjs', '--no-build', '--report', consumersReport])
countConsumers(tally, consumersReport, consumersCode)

const playwrightReport = reportPath('pw.json')
const playwrightCode = await step('browser tests', bin('playwright'), ['test'], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  CHROMIUM_PATH: chromiumPath,
  // The Next.js app the consumer step built is served and driven in e2e/consumer-apps.spec.ts.
  TESSERA_CONSUMERS_REQUIRED: '1',
})
countPlaywright(tally, playwrightReport, playwrightCode)

console.log(`\n${tally.summary()}`)
process.exitCode = tally.failed > 0 ? 1 : 0
