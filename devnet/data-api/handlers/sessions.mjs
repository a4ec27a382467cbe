// @ts-check

/**
 * Spec §7 `/v1/sessions/{id}` (id: the CAIP-10 account) and its revoke, plus the nonce the sign-in message carries.
 * @typedef {import('../server.mjs').HandlerContext} Context
 * @typedef {import('../http.mjs').Reply} Reply
 */

/** POST /v1/sessions/nonce: a fresh single-use nonce. @param {Context} context @returns {Reply} */
export function issueNonce({ sessions }) {
  return { json: { nonce: sessions.issueNonce() } }
}

/** GET /v1/sessions/{id}: the account's current sessions. @param {Context} context @param {Record<string, string>} params @returns {Reply} */
export function listSessions({ sessions }, params) {
  return { json: { sessions: sessions.list(params.id ?? '') } }
}

/**
 * POST /v1/sessions/{id}: verifies the signed session for the calling page and records it; 201 when new, 200 when
 * it was recorded before.
 * @param {Context} context @param {Record<string, string>} params @returns {Promise<Reply>}
 */
export async function addSession({ sessions, body, request }, params) {
  const { created, session } = await sessions.add(params.id ?? '', body, request.headers.origin)
  return { status: created ? 201 : 200, json: { session } }
}

/** POST /v1/sessions/{id}/revoke (pci, signature). @param {Context} context @param {Record<string, string>} params @returns {Reply} */
export function revokeSession({ sessions, body }, params) {
  return { json: { revoked: sessions.revoke(params.id ?? '', body) } }
}
