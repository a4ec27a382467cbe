// @ts-check
import { choosePort } from '../listen.mjs'
import { BUNDLER_PORT_ENV, DEFAULT_BUNDLER_PORT, startBundler } from './server.mjs'

export { startBundler }

/**
 * The ERC-4337 bundler as a devnet service (key `bundler`): one endpoint a chain, `<url>/<chain id>`.
 * @param {{ port?: number | undefined }} [options] default: env DEVNET_BUNDLER_PORT, else 8800; 0 picks a free port
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function bundlerService(options = {}) {
  return {
    key: 'bundler',
    async start({ host, chains }) {
      const bundler = await startBundler({ host, port: choosePort(options.port, BUNDLER_PORT_ENV, DEFAULT_BUNDLER_PORT), chains })
      return {
        name: 'ERC-4337 bundler',
        url: bundler.url,
        bundler: { url: bundler.url, urls: bundler.urls },
        stop: () => bundler.close(),
      }
    },
  }
}
