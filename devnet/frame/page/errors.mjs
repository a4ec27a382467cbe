// @ts-check

/**
 * An error whose message the page may see as it is (spec §8: "error events carry a message").
 * @param {string} message
 * @param {number | string} [code]
 * @returns {Error & { code?: number | string }}
 */
export function frameError(message, code) {
  return Object.assign(new Error(message), { name: 'FrameError' }, code === undefined ? {} : { code })
}

/**
 * What crosses to the page for a failed request: the message of an error this frame raised, else spec §8's plain
 * one, so no internal detail leaks.
 * @param {unknown} error
 * @returns {{ message: string, code?: number | string }}
 */
export function errorPayload(error) {
  if (!(error instanceof Error) || error.name !== 'FrameError') return { message: 'An error occurred' }
  const code = 'code' in error && (typeof error.code === 'number' || typeof error.code === 'string') ? error.code : undefined
  return { message: error.message.slice(0, 500), ...(code === undefined ? {} : { code }) }
}
