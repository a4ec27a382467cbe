// @ts-check
import net from 'node:net'

/** A port nothing listens on right now, for tests that start devnet services beside a running devnet. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = net.createServer().once('error', reject)
      server.listen(0, '127.0.0.1', () => {
        const address = server.address()
        const port = typeof address === 'object' && address ? address.port : 0
        server.close(() => resolve(port))
      })
    })
  )
}
