// @ts-check
import { spawn } from 'node:child_process'
import { anvilCommand } from './anvil-binary.mjs'
import { assertPortFree } from './port-check.mjs'
import { rpcRequest } from './json-rpc.mjs'

/** @typedef {import('./index.mjs').ServiceDefinition} ServiceDefinition */
/** @typedef {import('./index.mjs').RunningService} RunningService */

const STDERR_KEEP = 8_000
const STOP_GRACE_MS = 3_000
/** How long anvil must outlive its first answer to count as the one answering. */
const OWNERSHIP_CHECK_MS = 100

/**
 * A local EVM chain: one anvil process with anvil's default mnemonic (10 funded dev accounts), mining on demand.
 * @param {{ key: string, id: number, name: string, port: number, readyTimeoutMs: number }} chain
 * @returns {ServiceDefinition}
 */
export function anvilService({ key, id, name, port, readyTimeoutMs }) {
  return {
    key,
    async start({ host }) {
      const purpose = `${name} (chain ${id})`
      await assertPortFree(host, port, purpose)
      const url = `http://${host}:${port}`
      const args = ['--host', host, '--port', String(port), '--chain-id', String(id), '--silent']
      const anvil = anvilCommand()
      // Own process group: a Ctrl-C in the terminal reaches only us, and we stop the chains in order.
      const child = spawn(anvil.command, [...anvil.args, ...args], {
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      let stderr = ''
      // Drained for the whole lifetime: a full pipe would block anvil.
      child.stderr.setEncoding('utf8').on('data', (chunk) => {
        stderr = (stderr + chunk).slice(-STDERR_KEEP)
      })
      const tracked = trackProcess(child)
      try {
        await waitUntilReady({ url, id, purpose, readyTimeoutMs, exited: tracked.exited, stderr: () => stderr })
        // Another process may take the port between the check and anvil's bind (tests pick free ports at once):
        // anvil then exits, and the chain that answered was someone else's.
        const lost = await Promise.race([tracked.exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), OWNERSHIP_CHECK_MS))])
        if (lost) throw new Error(`Cannot start ${purpose}: ${host}:${port} is already in use by another process (anvil exited).`)
      } catch (error) {
        await tracked.stop()
        throw error
      }
      return { name, url, chain: { id, name, rpcUrl: url }, stop: tracked.stop }
    },
  }
}

/**
 * @param {import('node:child_process').ChildProcess} child
 */
function trackProcess(child) {
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
    child.once('error', () => resolve(null))
  })
  const killGroup = (/** @type {NodeJS.Signals | 0} */ signal) => {
    if (child.pid === undefined) return false
    try {
      process.kill(-child.pid, signal)
      return true
    } catch {
      return false
    }
  }
  /** Resolves true once no process of the group is left, false if some still are after `ms`. */
  const groupGone = async (/** @type {number} */ ms) => {
    const deadline = Date.now() + ms
    while (killGroup(0)) {
      if (Date.now() > deadline) return false
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return true
  }
  // A crash or process.exit() in the parent must not leave chains running.
  const onParentExit = () => killGroup('SIGTERM')
  process.once('exit', onParentExit)
  /** @type {Promise<void> | undefined} */
  let stopping
  const stop = () =>
    (stopping ??= (async () => {
      process.off('exit', onParentExit)
      // The whole group, in case anvil runs behind the npm wrapper.
      killGroup('SIGTERM')
      // Unref'd, so a stopped devnet never keeps the process alive for the grace period.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())])
      if (await groupGone(100)) return
      killGroup('SIGKILL')
      await groupGone(1_000)
    })())
  return { exited, stop }
}

/**
 * @param {{ url: string, id: number, purpose: string, readyTimeoutMs: number, exited: Promise<number | null>, stderr: () => string }} input
 */
async function waitUntilReady({ url, id, purpose, readyTimeoutMs, exited, stderr }) {
  const deadline = Date.now() + readyTimeoutMs
  let exitCode = /** @type {number | null | undefined} */ (undefined)
  exited.then((code) => (exitCode = code))
  const withStderr = () => (stderr().trim() ? `\nanvil stderr:\n${stderr().trim()}` : ' (anvil printed nothing on stderr)')
  for (;;) {
    if (exitCode !== undefined) throw new Error(`${purpose} exited with code ${exitCode} while starting.${withStderr()}`)
    try {
      const answer = Number(await rpcRequest(url, 'eth_chainId', [], { timeoutMs: 1_000 }))
      if (answer !== id) throw new Error(`${purpose}: ${url} answered chain id ${answer}, expected ${id}.`)
      return
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(purpose)) throw error
    }
    if (Date.now() > deadline) {
      throw new Error(`${purpose} did not answer eth_chainId on ${url} within ${readyTimeoutMs / 1000} s.${withStderr()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
