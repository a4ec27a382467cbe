// @ts-check
// `npm run e2e [-- playwright args]`: build the examples, then run the browser tests against them.
import { ensureChromium } from './ensure-chromium.mjs'
import { bin, step } from './run-steps.mjs'

const chromiumPath = await ensureChromium()
const buildCode = await step('build examples', 'npm', ['run', '--silent', 'build:examples'])
if (buildCode !== 0) {
  process.exitCode = buildCode
} else {
  process.exitCode = await step('browser tests', bin('playwright'), ['test', ...process.argv.slice(2)], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    CHROMIUM_PATH: chromiumPath,
  })
}
