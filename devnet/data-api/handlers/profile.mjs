// @ts-check
import { requireEvmAddress } from '../caip.mjs'
import { ApiError } from '../http.mjs'

// SLIP-44 coin type of Ether: names are registered for eip155 addresses only (spec §6).
const EVM_COIN_TYPE = '60'

/**
 * GET /v1/profile/reverse/{address}: the names registered to an address. None is a 404, as on the hosted API,
 * unless the caller passes `v=2`, which asks for an empty list instead.
 * @param {import('../server.mjs').HandlerContext} context
 * @param {Record<string, string>} params
 * @returns {import('../http.mjs').Reply}
 */
export function reverseLookup({ state, query }, params) {
  const found = state.identity(requireEvmAddress(params.address))
  if (found) return { json: [nameRecord(found)] }
  if (query.get('v') === '2') return { json: [] }
  throw new ApiError(404, 'address', 'No name for address is found')
}

/**
 * GET /v1/profile/account/{name}: one name and the addresses it points to.
 * @param {import('../server.mjs').HandlerContext} context
 * @param {Record<string, string>} params
 * @returns {import('../http.mjs').Reply}
 */
export function nameLookup({ state }, params) {
  const name = params.name ?? ''
  const found = state.identityByName(name)
  if (!found) throw new ApiError(404, 'name', `Name is not found in the database: ${name}`)
  return { json: nameRecord(found) }
}

/**
 * @param {import('../service.mjs').Identity} identity
 */
function nameRecord(identity) {
  return {
    name: identity.name,
    registered: identity.registered,
    updated: identity.updated,
    addresses: { [EVM_COIN_TYPE]: { address: identity.address, created: String(identity.registered) } },
    attributes: [],
  }
}

/**
 * GET /v1/profile/suggestions/{name}: `{ suggestions: [{ name, registered }] }`, the name asked for first.
 * @param {import('../server.mjs').HandlerContext} context
 * @param {Record<string, string>} params
 * @returns {import('../http.mjs').Reply}
 */
export function nameSuggestions({ names }, params) {
  return { json: names.suggestions(params.name ?? '') }
}

/**
 * POST /v1/profile/account: registers the signed name; answers the name's record, as name lookup does.
 * @param {import('../server.mjs').HandlerContext} context
 * @returns {Promise<import('../http.mjs').Reply>}
 */
export async function registerName({ names, body }) {
  return { json: nameRecord(await names.register(body)) }
}
