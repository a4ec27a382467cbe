import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FullConfig } from '@playwright/test'
import { startDevnet } from '../devnet/index.mjs'
import { serveStatic, type StaticServer } from '../devnet/static-server.mjs'
import { DEVNET_ENV, MINIMAL_URL, PLAYGROUND_URL, THIRD_PARTY_URL, VANILLA_URL, WAGMI_URL } from './fixtures/environment.js'

const repoRoot = path.resolve(import.meta.dirname, '..')

/** Starts the devnet and serves the built examples for the whole run; the returned function is the teardown. */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const chromium = config.projects[0]?.use.launchOptions?.executablePath
  if (chromium && !existsSync(chromium)) {
    throw new Error(`Chromium is not at ${chromium}: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`)
  }
  // An override lets the harness be tested on its own, before any example is built.
  const examplesDir = path.resolve(repoRoot, process.env.TESSERA_E2E_EXAMPLES_DIR ?? 'dist/examples')
  const sites = [
    { dir: path.join(examplesDir, 'playground'), url: PLAYGROUND_URL },
    { dir: path.join(examplesDir, 'minimal'), url: MINIMAL_URL },
    { dir: path.join(examplesDir, 'vanilla'), url: VANILLA_URL },
    { dir: path.join(examplesDir, 'third-party-plugin'), url: THIRD_PARTY_URL },
    { dir: path.join(examplesDir, 'wagmi'), url: WAGMI_URL },
  ]
  const missing = sites.filter((site) => !existsSync(path.join(site.dir, 'index.html')))
  if (missing.length > 0) {
    throw new Error(
      `${missing.map((site) => path.relative(repoRoot, site.dir)).join(' and ')} not built: run npm run build:examples first.`,
    )
  }

  const devnet = await startDevnet()
  const servers: StaticServer[] = []
  const teardown = async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()))
    await devnet.stop()
  }
  try {
    for (const site of sites) {
      const { hostname, port } = new URL(site.url)
      servers.push(await serveStatic({ root: site.dir, host: hostname, port: Number(port) }))
    }
  } catch (error) {
    await teardown()
    throw error
  }
  process.env[DEVNET_ENV] = JSON.stringify(devnet.chains)
  return teardown
}
