// @ts-check

/**
 * Which query parameters a route insists on. `sdk`: projectId, st and sv, as on every data call (spec §7);
 * `project`: projectId only, as for chain RPC; `none`: static files, which pages load with plain <img> tags.
 * @typedef {'sdk' | 'project' | 'none'} Auth
 */

/**
 * @template Context
 * @typedef {{ method: string, pattern: string, auth: Auth, handler: (context: Context, params: Record<string, string>) => Promise<import('./http.mjs').Reply> | import('./http.mjs').Reply }} Route
 */

/**
 * Matches `/v1/account/:address/balance`-style patterns. A parameter matches one path segment, URL-decoded.
 * @template Context
 * @param {Route<Context>[]} routes
 */
export function createRouter(routes) {
  const compiled = routes.map((route) => ({ route, segments: split(route.pattern) }))
  return {
    /**
     * @param {string} method
     * @param {string} pathname
     * @returns {{ route: Route<Context>, params: Record<string, string> } | { notAllowed: string[] } | undefined}
     */
    match(method, pathname) {
      const path = split(pathname)
      /** @type {string[]} */
      const allowed = []
      for (const { route, segments } of compiled) {
        const params = matchSegments(segments, path)
        if (!params) continue
        if (route.method === method) return { route, params }
        allowed.push(route.method)
      }
      return allowed.length > 0 ? { notAllowed: allowed } : undefined
    },
  }
}

/** @param {string} path */
function split(path) {
  // `/v1/` and `/v1` are one route, as on the hosted API's RPC endpoint.
  return path.split('/').filter((segment) => segment !== '')
}

/**
 * @param {string[]} pattern
 * @param {string[]} path
 * @returns {Record<string, string> | undefined}
 */
function matchSegments(pattern, path) {
  if (pattern.length !== path.length) return undefined
  /** @type {Record<string, string>} */
  const params = {}
  for (let i = 0; i < pattern.length; i++) {
    const expected = /** @type {string} */ (pattern[i])
    const actual = /** @type {string} */ (path[i])
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual)
      } catch {
        return undefined
      }
    } else if (expected !== actual) {
      return undefined
    }
  }
  return params
}
