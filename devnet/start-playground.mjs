// @ts-check
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { describeDevnet } from './describe.mjs'
import { startDevnet } from './index.mjs'
import { onShutdown } from './shutdown.mjs'

const PLAYGROUND_PORT = 5173

/** @type {(() => Promise<void>)[]} */
const cleanups = []
// Registered before anything starts (and so before Vite's own SIGTERM hook, which ends the process as soon as
// its server closes): the devnet is stopped from here, and the process exit hook covers what is still running.
onShutdown(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

try {
  const devnet = await startDevnet()
  cleanups.push(devnet.stop)
  const vite = await createServer({
    configFile: fileURLToPath(new URL('../examples/playground/vite.config.ts', import.meta.url)),
    server: { host: '127.0.0.1', port: PLAYGROUND_PORT, strictPort: true },
  })
  cleanups.push(() => vite.close())
  await vite.listen()
  console.log(`Playground: http://127.0.0.1:${PLAYGROUND_PORT}\n\n${describeDevnet(devnet)}\n\nPress Ctrl-C to stop.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
  process.exit(1)
}
