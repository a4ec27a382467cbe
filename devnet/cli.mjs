// @ts-check
import { describeDevnet } from './describe.mjs'
import { startDevnet } from './index.mjs'
import { onShutdown } from './shutdown.mjs'

// Registered before starting so a Ctrl-C during startup still stops what has begun.
let stop = async () => {}
onShutdown(() => stop())

try {
  const devnet = await startDevnet()
  stop = devnet.stop
  console.log(`Devnet running\n${describeDevnet(devnet)}\n\nPress Ctrl-C to stop.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
