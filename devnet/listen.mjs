// @ts-check

/**
 * Starts `server` listening, turning a taken port into a message that says what we wanted it for and how to move.
 * @param {import('node:net').Server} server
 * @param {{ host: string, port: number, purpose: string, portEnv?: string }} options `port` 0 picks a free port.
 * @returns {Promise<number>} the port it listens on
 */
export function listen(server, { host, port, purpose, portEnv }) {
  return new Promise((resolve, reject) => {
    /** @param {NodeJS.ErrnoException} error */
    const onError = (error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        const move = portEnv ? `, or set ${portEnv} to another port` : ''
        reject(
          new Error(
            `Cannot start ${purpose}: ${host}:${port} is already in use by another program. ` +
              `Stop it (a devnet still running?)${move}.`,
          ),
        )
      } else reject(error)
    }
    server.once('error', onError)
    server.listen({ host, port, exclusive: true }, () => {
      server.off('error', onError)
      resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port)
    })
  })
}

/**
 * The port a service should use: the option, else its environment variable, else its default.
 * @param {number | undefined} option
 * @param {string} envName
 * @param {number} fallback
 */
export function choosePort(option, envName, fallback) {
  if (option !== undefined) return option
  const value = process.env[envName]
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${envName}=${value} is not a TCP port.`)
  return port
}

/**
 * Closes an HTTP server without waiting for idle keep-alive connections to time out.
 * @param {import('node:http').Server} server
 * @returns {Promise<void>}
 */
export function closeServer(server) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.closeAllConnections()
    server.close(() => resolve())
  })
}
