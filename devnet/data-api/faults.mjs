// @ts-check
import { ApiError } from './http.mjs'

/** @typedef {import('./service.mjs').FaultSpec} FaultSpec */
/** @typedef {import('./service.mjs').Fault} Fault */

const MODES = ['status', 'hang', 'malformed', 'delay']

/**
 * Faults the tests inject: each applies to the next `count` calls whose path starts with its prefix (and whose
 * method matches, when given), oldest fault first, then disappears.
 */
export function createFaults() {
  /** @type {Fault[]} */
  let faults = []
  let nextId = 1
  /** Requests held by a `hang` fault; each resumes (true) on release or ends (false) when its client goes away. */
  const held = new Set(/** @type {((resume: boolean) => void)[]} */ ([]))

  return {
    /**
     * @param {unknown} input
     * @returns {Fault}
     */
    add(input) {
      const fault = { id: nextId++, ...parseSpec(input) }
      faults.push(fault)
      return { ...fault }
    },

    /** @returns {Fault[]} */
    list() {
      return faults.map((fault) => ({ ...fault }))
    },

    /**
     * Uses up one call of the first fault matching this request.
     * @param {string} method
     * @param {string} pathname
     * @returns {Fault | undefined}
     */
    take(method, pathname) {
      const fault = faults.find(
        (candidate) => pathname.startsWith(candidate.pathPrefix) && (!candidate.method || candidate.method === method),
      )
      if (!fault) return undefined
      fault.remaining -= 1
      if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault)
      return { ...fault }
    },

    /**
     * Holds a request until the faults are cleared (resolves true: answer it normally) or its client disconnects
     * (resolves false).
     * @param {import('node:http').ServerResponse} response
     * @returns {Promise<boolean>}
     */
    hold(response) {
      return new Promise((resolve) => {
        const settle = (/** @type {boolean} */ resume) => {
          held.delete(settle)
          response.off('close', onClose)
          resolve(resume)
        }
        const onClose = () => settle(false)
        held.add(settle)
        response.on('close', onClose)
      })
    },

    /** Drops every fault and lets held requests go on. Returns how many were held. */
    clear() {
      faults = []
      const released = held.size
      for (const settle of [...held]) settle(true)
      return released
    },

    get heldCount() {
      return held.size
    },
  }
}

/**
 * @param {unknown} input
 * @returns {Omit<Fault, 'id'>}
 */
function parseSpec(input) {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ApiError(400, 'body', 'A fault is a JSON object')
  }
  const spec = /** @type {Record<string, unknown>} */ (input)
  const mode = spec.mode
  if (typeof mode !== 'string' || !MODES.includes(mode)) {
    throw new ApiError(400, 'mode', `mode must be one of ${MODES.join(', ')}`)
  }
  const pathPrefix = spec.pathPrefix ?? '/v1/'
  if (typeof pathPrefix !== 'string' || !pathPrefix.startsWith('/')) {
    throw new ApiError(400, 'pathPrefix', 'pathPrefix must be a path starting with /, e.g. /v1/account')
  }
  const method = spec.method === undefined ? undefined : String(spec.method).toUpperCase()
  const count = spec.count ?? 1
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
    throw new ApiError(400, 'count', 'count must be a positive integer')
  }
  /** @type {Omit<Fault, 'id'>} */
  const fault = { mode: /** @type {Fault['mode']} */ (mode), pathPrefix, remaining: count }
  if (method) fault.method = method
  if (mode === 'status') {
    const status = spec.status ?? 503
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
      throw new ApiError(400, 'status', 'status must be an HTTP error status (400–599)')
    }
    fault.status = status
    if (spec.retryAfter !== undefined) {
      const retryAfter = spec.retryAfter
      const valid =
        (typeof retryAfter === 'number' && Number.isInteger(retryAfter) && retryAfter >= 0) ||
        (typeof retryAfter === 'string' && retryAfter.trim() !== '')
      if (!valid) throw new ApiError(400, 'retryAfter', 'retryAfter is whole seconds or an HTTP date')
      fault.retryAfter = /** @type {number | string} */ (retryAfter)
    }
  }
  if (mode === 'delay') {
    const delayMs = spec.delayMs
    if (typeof delayMs !== 'number' || !Number.isFinite(delayMs) || delayMs < 0 || delayMs > 60_000) {
      throw new ApiError(400, 'delayMs', 'delayMs must be between 0 and 60000')
    }
    fault.delayMs = delayMs
  }
  return fault
}
