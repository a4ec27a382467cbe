#!/usr/bin/env node
// @ts-check
// How long a visitor waits for the WalletConnect code: from the click on "WalletConnect" in the Connect view to
// the first frame that shows the QR code, in Debian's Chromium against the devnet's loopback relay.
//
//   npm run bench:qr [-- --runs 10 --think 1000 --no-build --json out.json]
//
// Three cases of Verify (WalletConnect's origin check, which the SDK asks through a hidden frame per proposal):
//   off       the kit's `verify: false`, as on a local relay;
//   answers   Verify is on and answers at once (the test serves its frame with an attestation);
//   held      Verify is on and never answers, as behind a blocking extension or a black-holed network.
// Each case runs twice: clicking after `--think` ms on the Connect view (a visitor reading the list), and clicking
// the moment the view shows (`cold`: the SDK may still be loading). Each run is a fresh browser context, so no
// WalletConnect storage or cached chunk carries over. The devnet's fixed ports must be free (stop `npm start`).
import { parseArgs } from 'node:util'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startDevnet } from '../devnet/index.mjs'
import { serveStatic } from '../devnet/static-server.mjs'
import { buildExamples, examplesOutDir } from './build-examples.mjs'
import { CHROMIUM_ARGS } from './chromium-args.mjs'
import { ensureChromium } from './ensure-chromium.mjs'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    think: { type: 'string', default: '1000' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
})
const runs = Number(values.runs)
const thinkMs = Number(values.think)
if (!Number.isInteger(runs) || runs < 1 || !Number.isFinite(thinkMs) || thinkMs < 0) {
  console.error('--runs takes a whole number of at least 1, --think a number of milliseconds')
  process.exit(2)
}

const QR = 'QR code to connect a wallet with WalletConnect'
const VERIFY = /^https:\/\/verify\.walletconnect\.(org|com)\//

/** Verify's frame as the SDK expects it: it posts back an attestation whose payload carries the proposal's id. */
const ANSWERING_VERIFY_FRAME = `<!doctype html><script>
const id = new URLSearchParams(location.search).get('id')
const part = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\\+/g, '-').replace(/\\//g, '_')
parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation: part({ alg: 'ES256', typ: 'JWT' }) + '.' + part({ id }) + '.c2ln' }), '*')
</script>`

const chromiumPath = await ensureChromium()
if (!values['no-build']) await buildExamples({ names: ['playground'], log: () => {} })

const devnet = await startDevnet()
const site = await serveStatic({ root: join(examplesOutDir, 'playground') })
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS] })

/** @typedef {'off' | 'answers' | 'held'} VerifyCase */

/**
 * One visit: open the modal, wait `think` ms on the Connect view, click WalletConnect, time the code.
 * @param {VerifyCase} verify
 * @param {number} think
 */
async function once(verify, think) {
  const context = await browser.newContext()
  try {
    if (verify === 'answers') {
      await context.route(VERIFY, (route) => route.fulfill({ contentType: 'text/html', body: ANSWERING_VERIFY_FRAME }))
    } else if (verify === 'held') {
      // Never answered: the request stays open until the context closes.
      await context.route(VERIFY, () => {})
    }
    const page = await context.newPage()
    await page.goto(`${site.url}/${verify === 'off' ? '' : '?verify'}`)
    await page.getByTestId('connect-button').click()
    const entry = page.getByRole('dialog', { name: 'Connect Wallet', exact: true }).getByRole('button', { name: 'WalletConnect' })
    await entry.waitFor()
    if (think > 0) await page.waitForTimeout(think)
    // Timed in the page: from the click event to the animation frame in which the code is first in the document.
    await page.evaluate((label) => {
      const timing = /** @type {{ __qrShown?: Promise<number> }} */ (/** @type {unknown} */ (window))
      timing.__qrShown = new Promise((resolve) => {
        /** @type {number | undefined} */
        let clickedAt
        addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true })
        /** @param {Document | ShadowRoot} root @returns {boolean} */
        const present = (root) =>
          root.querySelector(`[role="img"][aria-label="${label}"]`) !== null ||
          [...root.querySelectorAll('*')].some((element) => element.shadowRoot !== null && present(element.shadowRoot))
        const frame = () => {
          if (clickedAt !== undefined && present(document)) resolve(performance.now() - clickedAt)
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      })
    }, QR)
    await entry.click()
    return await page.evaluate(() => /** @type {{ __qrShown: Promise<number> }} */ (/** @type {unknown} */ (window)).__qrShown)
  } finally {
    await context.close()
  }
}

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN

/** @type {{ verify: VerifyCase; click: string; runs: number[]; median: number; p90: number; max: number }[]} */
const results = []
try {
  for (const verify of /** @type {VerifyCase[]} */ (['off', 'answers', 'held'])) {
    for (const [click, think] of /** @type {const} */ ([[`after ${thinkMs} ms`, thinkMs], ['cold', 0]])) {
      const times = []
      // One visit first, unmeasured: the relay, the static server and the browser's own caches warm up once.
      await once(verify, think)
      for (let i = 0; i < runs; i++) times.push(await once(verify, think))
      const sorted = [...times].sort((a, b) => a - b)
      const row = { verify, click, runs: times, median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), max: sorted.at(-1) ?? NaN }
      results.push(row)
      console.log(`verify ${verify.padEnd(8)} click ${click.padEnd(16)} median ${row.median.toFixed(0).padStart(5)} ms   p90 ${row.p90.toFixed(0).padStart(5)} ms   max ${row.max.toFixed(0).padStart(5)} ms   (${runs} runs)`)
    }
  }
} finally {
  await browser.close()
  await site.close()
  await devnet.stop()
}
if (values.json) writeFileSync(values.json, `${JSON.stringify({ runs, thinkMs, results }, null, 2)}\n`)
