// @ts-check
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * The browser tests drive Debian's Chromium, never a downloaded one. As root (CI) it is installed here;
 * anyone else is told the one command to run, and the run stops, since nothing else can say what the browser would.
 * @returns {Promise<string>} the Chromium executable
 */
export async function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (existsSync(path)) return path
  if (process.getuid?.() !== 0) {
    console.log('sudo apt-get install -y chromium')
    process.exit(1)
  }
  console.log(`━━ installing chromium (${path} is missing)`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env })
  if (!install || install.status !== 0 || !existsSync(path)) {
    console.error(`Could not install chromium with apt-get (${path} still missing).`)
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
  return path
}
