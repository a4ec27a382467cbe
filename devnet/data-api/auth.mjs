// @ts-check
import { errorReply } from './http.mjs'

/**
 * The kit adds projectId, st (SDK type) and sv (SDK version) to every data call (spec §7); a call without them
 * is refused here as the hosted API would, so a kit that forgets one fails on the devnet first.
 * @param {import('./router.mjs').Auth} auth
 * @param {URLSearchParams} query
 * @param {ReadonlySet<string>} projectIds
 * @returns {import('./http.mjs').Reply | undefined}
 */
export function checkAuth(auth, query, projectIds) {
  if (auth === 'none') return undefined
  const projectId = query.get('projectId')
  if (!projectId) return errorReply(401, 'projectId', 'Project ID is required')
  if (!projectIds.has(projectId)) return errorReply(403, 'projectId', `Invalid Project ID: ${projectId}`)
  if (auth === 'project') return undefined
  if (!query.get('st')) return errorReply(400, 'st', 'SDK type (st) is required')
  if (!query.get('sv')) return errorReply(400, 'sv', 'SDK version (sv) is required')
  return undefined
}
