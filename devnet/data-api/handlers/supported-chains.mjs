// @ts-check

/**
 * The chains this server can serve: the devnet's own. Public networks are left out on purpose, so the kit's
 * "network not supported by the data API" path can be seen on them. `ws` is empty: only HTTP RPC is proxied.
 * @param {import('../server.mjs').HandlerContext} context
 * @returns {import('../http.mjs').Reply}
 */
export function supportedChains({ chains }) {
  return { json: { http: chains.map((chain) => `eip155:${chain.id}`), ws: [] } }
}
