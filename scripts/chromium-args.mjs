// @ts-check
/**
 * Root in a container, and no network beyond loopback: every flag here stops Chromium reaching out or crashing.
 * Shared by the browser tests and the benchmarks, so both measure the same browser.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
