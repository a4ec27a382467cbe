// @ts-check
import { APP_PREFIX, Envelope, FRAME_ERROR, ORIGIN_NOT_ALLOWED, replyType } from '../messages.mjs'

// What a page the project does not allow gets instead of the frame: the reason, and for each request the same
// reason, so its requests fail at once rather than time out. No keys, no session and no auth service are reachable
// from here.
const parentOrigin = location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined)

if (parentOrigin !== undefined && parentOrigin !== 'null' && window.parent !== window) {
  const post = (/** @type {unknown} */ message) => window.parent.postMessage(message, parentOrigin)
  // The same page answers for a project the registry does not know: the config says which it is.
  let reason = { code: 'INVALID_APP_CONFIGURATION', message: ORIGIN_NOT_ALLOWED }
  const projectId = new URLSearchParams(location.search).get('projectId') ?? ''
  fetch(`/config.json?projectId=${encodeURIComponent(projectId)}`).then(
    (response) => {
      if (response.status === 403 || response.status === 400) reason = { code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' }
      post({ type: FRAME_ERROR, payload: reason })
    },
    () => post({ type: FRAME_ERROR, payload: reason }),
  )
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    const request = Envelope.safeParse(event.data)
    if (!request.success || !request.data.type.startsWith(APP_PREFIX)) return
    post({ type: replyType(request.data.type, false), id: request.data.id, payload: reason })
  })
}
