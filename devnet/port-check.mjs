// @ts-check
import net from 'node:net'
import { rpcRequest } from './json-rpc.mjs'

/**
 * Fails with a message naming what already holds the port. A leftover devnet would otherwise be reused silently,
 * with state from an earlier run, or the new process would die with a bare EADDRINUSE.
 * @param {string} host
 * @param {number} port
 * @param {string} purpose what we wanted the port for, e.g. 'Devnet (chain 31337)'
 */
export async function assertPortFree(host, port, purpose) {
  if (await canListen(host, port)) return
  const occupant = await describeOccupant(host, port)
  throw new Error(
    `Cannot start ${purpose}: ${host}:${port} is already in use by ${occupant}. ` +
      'Stop it (a devnet still running? try `pgrep -af devnet` and `pgrep -a anvil`) or choose another port.',
  )
}

/**
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function canListen(host, port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false)
      else reject(error)
    })
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/**
 * @param {string} host
 * @param {number} port
 */
async function describeOccupant(host, port) {
  try {
    const chainId = await rpcRequest(`http://${host}:${port}`, 'eth_chainId', [], { timeoutMs: 1_000 })
    return `an EVM node answering chain id ${Number(chainId)}`
  } catch {
    // Not a chain: maybe a data API left by an earlier devnet.
  }
  try {
    const response = await fetch(`http://${host}:${port}/__devnet/info`, { signal: AbortSignal.timeout(1_000) })
    const body = /** @type {{ projectIds?: unknown }} */ (await response.json())
    if (response.ok && Array.isArray(body.projectIds)) return 'a devnet data API'
  } catch {
    // Neither.
  }
  return 'another program (it answers neither eth_chainId nor /__devnet/info)'
}
