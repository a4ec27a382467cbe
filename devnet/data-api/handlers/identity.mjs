// @ts-check
import { requireEvmAddress } from '../caip.mjs'

/**
 * GET /v1/identity/{address}?sender=…
 * Like the hosted API, an address without a name is not an error: both fields are null.
 * @param {import('../server.mjs').HandlerContext} context
 * @param {Record<string, string>} params
 * @returns {import('../http.mjs').Reply}
 */
export function identity({ state }, params) {
  const found = state.identity(requireEvmAddress(params.address))
  return { json: { name: found?.name ?? null, avatar: found?.avatar ?? null } }
}
