// @ts-check
import { DEVNET_TOKENS, NATIVE_CURRENCY } from '../../tokens.mjs'
import { ApiError } from '../http.mjs'

/**
 * Test-only controls under /__devnet/. They take no projectId: they are not part of the API the kit talks to.
 * @typedef {import('../server.mjs').HandlerContext} Context
 * @typedef {import('../http.mjs').Reply} Reply
 */

/** @param {Context} context @returns {Reply} */
export function info({ chains, projectIds, state, faults }) {
  return {
    json: {
      projectIds: [...projectIds],
      chains: chains.map((chain) => ({ caipNetworkId: `eip155:${chain.id}`, name: chain.name, rpcUrl: chain.rpcUrl })),
      nativeCurrency: NATIVE_CURRENCY,
      tokens: DEVNET_TOKENS.map(({ symbol, name, decimals, address }) => ({ symbol, name, decimals, address })),
      prices: state.priceTable(),
      faults: faults.list(),
    },
  }
}

/** @param {Context} context @returns {Reply} */
export function addFault({ body, faults }) {
  return { status: 201, json: { fault: faults.add(body) } }
}

/** @param {Context} context @returns {Reply} */
export function listFaults({ faults }) {
  return { json: { faults: faults.list(), held: faults.heldCount } }
}

/** @param {Context} context @returns {Reply} */
export function clearFaults({ faults }) {
  return { json: { released: faults.clear() } }
}

/** Faults, prices, names, sign-in sessions and the request log back to how the server started. @param {Context} context @returns {Reply} */
export function reset({ faults, state, sessions }) {
  const released = faults.clear()
  state.reset()
  sessions.reset()
  return { json: { released } }
}

/** @param {Context} context @param {Record<string, string>} params @returns {Reply} */
export function setPrice({ body, state }, params) {
  const symbol = (params.symbol ?? '').toUpperCase()
  state.setPrice(symbol, requireObject(body).price)
  return { json: { symbol, price: state.price(symbol) } }
}

/** @param {Context} context @param {Record<string, string>} params @returns {Reply} */
export function setIdentity({ body, state }, params) {
  return { json: { identity: state.setIdentity(params.address ?? '', requireObject(body)) } }
}

/** `{ count }` filler tokens listed for the address, after its real ones. @param {Context} context @param {Record<string, string>} params @returns {Reply} */
export function setExtraTokens({ body, state }, params) {
  const address = params.address ?? ''
  state.setExtraTokens(address, requireObject(body).count)
  return { json: { address, count: state.extraTokens(address) } }
}

/** @param {Context} context @param {Record<string, string>} params @returns {Reply} */
export function clearIdentity({ state }, params) {
  return { json: { removed: state.clearIdentity(params.address ?? '') } }
}

/** `?pathPrefix=/v1/account&sinceId=12` narrow the list. @param {Context} context @returns {Reply} */
export function listRequests({ query, state }) {
  const sinceId = Number(query.get('sinceId') ?? 0)
  if (!Number.isInteger(sinceId) || sinceId < 0) throw new ApiError(400, 'sinceId', 'sinceId must be a request id')
  return { json: { requests: state.requests({ pathPrefix: query.get('pathPrefix'), sinceId }) } }
}

/** @param {Context} context @returns {Reply} */
export function clearRequests({ state }) {
  state.clearRequests()
  return { json: { cleared: true } }
}

/** @param {unknown} body */
function requireObject(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'body', 'Expected a JSON object body')
  return /** @type {Record<string, unknown>} */ (body)
}
