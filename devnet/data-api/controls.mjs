// @ts-check
import { DATA_API_PORT_ENV, DEFAULT_DATA_API_PORT } from './service.mjs'
import { DEVNET_HOST } from '../chains.mjs'

/**
 * Where `npm run devnet` (or the e2e global setup) runs the data API unless told otherwise.
 * @returns {string}
 */
export function defaultDataApiUrl() {
  return `http://${DEVNET_HOST}:${process.env[DATA_API_PORT_ENV] || DEFAULT_DATA_API_PORT}`
}

/**
 * The test-only controls of a running data API, as functions.
 * @param {string} [baseUrl] default: {@link defaultDataApiUrl}
 * @returns {import('./controls.mjs').DataApiControls}
 */
export function dataApiControls(baseUrl = defaultDataApiUrl()) {
  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @returns {Promise<any>}
   */
  const call = async (method, path, body) => {
    const response = await fetch(`${baseUrl}/__devnet${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
    const json = await response.json()
    if (!response.ok) {
      throw new Error(`${method} /__devnet${path}: HTTP ${response.status} ${json?.reasons?.[0]?.description ?? ''}`.trim())
    }
    return json
  }
  return {
    url: baseUrl,
    info: () => call('GET', '/info'),
    injectFault: async (spec) => (await call('POST', '/faults', spec)).fault,
    faults: async () => (await call('GET', '/faults')).faults,
    clearFaults: async () => (await call('DELETE', '/faults')).released,
    reset: async () => {
      await call('POST', '/reset')
    },
    setPrice: async (symbol, price) => {
      await call('PUT', `/prices/${encodeURIComponent(symbol)}`, { price })
    },
    setIdentity: async (address, identity) => (await call('PUT', `/identities/${address}`, identity)).identity,
    setExtraTokens: async (address, count) => {
      await call('PUT', `/extra-tokens/${address}`, { count })
    },
    clearIdentity: async (address) => (await call('DELETE', `/identities/${address}`)).removed,
    requests: async ({ pathPrefix, sinceId } = {}) => {
      const query = new URLSearchParams()
      if (pathPrefix) query.set('pathPrefix', pathPrefix)
      if (sinceId !== undefined) query.set('sinceId', String(sinceId))
      return (await call('GET', `/requests${query.size > 0 ? `?${query}` : ''}`)).requests
    },
    clearRequests: async () => {
      await call('DELETE', '/requests')
    },
  }
}
