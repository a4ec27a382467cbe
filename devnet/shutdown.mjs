// @ts-check

/**
 * Runs `cleanup` once on Ctrl-C or SIGTERM, then exits 0: stopping on request is the normal end of a dev server.
 * A second Ctrl-C while cleaning up exits at once (the process exit hook still signals the chains).
 * @param {() => Promise<void>} cleanup
 */
export function onShutdown(cleanup) {
  let stopping = false
  /** @param {NodeJS.Signals} signal */
  const handle = async (signal) => {
    if (stopping) process.exit(130)
    stopping = true
    process.exitCode = 0
    process.stdout.write(`\n${signal === 'SIGINT' ? 'Ctrl-C' : signal}: stopping…\n`)
    try {
      await cleanup()
      process.exit(0)
    } catch (error) {
      console.error(error)
      process.exit(1)
    }
  }
  process.on('SIGINT', handle)
  process.on('SIGTERM', handle)
}
