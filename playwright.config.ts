import { defineConfig, type ReporterDescription } from '@playwright/test'
import { PLAYGROUND_URL } from './e2e/fixtures/environment.js'
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs'

const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
const reporter: ReporterDescription[] = [['list']]
if (jsonReport) reporter.push(['json', { outputFile: jsonReport }])

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // One devnet for the run: tests in parallel would see each other's transactions and chain switches.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter,
  globalSetup: './e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    baseURL: PLAYGROUND_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
