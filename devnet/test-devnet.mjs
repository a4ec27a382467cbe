// @ts-check
import { freePort } from './free-port.mjs'
import { startDevnet } from './index.mjs'

/**
 * A devnet for one test file, beside whatever devnet already runs: the chains on free ports and every other
 * service off unless the test asks for it (e.g. `{ dataApiPort: 0 }`, `{ solanaPort: 0 }`, `{ bitcoinPort: 0 }`, `{ cosmosPort: 0 }`,
 * `{ bundlerPort: 0 }`, `{ rpcProxyPort: 0 }`, `{ collectorPort: 0 }`, `{ dataApiPort: 0, onrampPort: 0 }`, `{ relayPort: 0, devWalletPort: 0 }` or `{ mailPort: 0, mailSmtpPort: 0, authPort: 0 }` (adding `oidcPort: 0` for social sign-in), with `framePort: 0` and `registryPort: 0` for the secure frame).
 * @param {import('./index.mjs').StartDevnetOptions} [options]
 */
export async function startTestDevnet(options = {}) {
  // Test files run in parallel and each picks free ports: two may pick the same one. Such a start fails cleanly
  // (the port is in use), and a new pick starts it.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePorts(options)
    } catch (error) {
      if (attempt >= 3 || !/already in use/.test(String(error))) throw error
    }
  }
}

/** @param {import('./index.mjs').StartDevnetOptions} options */
async function startOnFreePorts(options) {
  return startDevnet({
    rpcPortA: await freePort(),
    rpcPortB: await freePort(),
    solana: 'solanaPort' in options ? undefined : false,
    bitcoin: 'bitcoinPort' in options ? undefined : false,
    cosmos: 'cosmosPort' in options ? undefined : false,
    dataApi: 'dataApiPort' in options ? undefined : false,
    onramp: 'onrampPort' in options ? undefined : false,
    bundler: 'bundlerPort' in options ? undefined : false,
    relay: 'relayPort' in options ? undefined : false,
    devWallet: 'devWalletPort' in options ? undefined : false,
    registry: 'registryPort' in options ? undefined : false,
    collector: 'collectorPort' in options ? undefined : false,
    rpcProxy: 'rpcProxyPort' in options ? undefined : false,
    mail: 'mailPort' in options ? undefined : false,
    auth: 'authPort' in options ? undefined : false,
    frame: 'framePort' in options ? undefined : false,
    oidc: 'oidcPort' in options ? undefined : false,
    ...options,
  })
}

/**
 * Records every fetch that leaves loopback (anything that does is a bug in the offline switches) until
 * `restore()`.
 */
export function recordOffLoopbackFetches() {
  /** @type {string[]} */
  const outbound = []
  const realFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) outbound.push(url)
    return realFetch(input, init)
  }
  return {
    outbound,
    restore() {
      globalThis.fetch = realFetch
    },
  }
}
