// @ts-check
import { z } from 'zod'
import { AppRequest, Envelope, FRAME_ERROR, FRAME_READY, FrameQuery, ORIGIN_NOT_ALLOWED, replyType } from '../messages.mjs'
import { isAllowedOrigin } from '../origins.mjs'
import { authClient } from './auth.mjs'
import { errorPayload } from './errors.mjs'
import { createHandlers } from './handlers.mjs'

/** @typedef {import('../index.mjs').FrameConfig} FrameConfig */

// Messages over 64 KiB are dropped unread: nothing the kit sends is near that.
const MESSAGE_LIMIT = 64 * 1024
const Config = z.object({
  version: z.string().max(32),
  authUrl: z.string().url().max(2048),
  allowedOrigins: z.array(z.string().max(253)).max(120),
  chains: z
    .array(z.object({ id: z.number().int().positive(), name: z.string().max(100), rpcUrl: z.string().url().max(2048), bundlerUrl: z.string().url().max(2048).optional() }))
    .max(50),
  solanaClusters: z
    .array(z.object({ id: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/), rpcUrl: z.string().url().max(2048) }))
    .max(10)
    .default([]),
})
const ConfigRefusal = z.object({ error: z.object({ code: z.string().max(64), message: z.string().max(300) }) })

const parentOrigin = location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined)

if (window.parent !== window && parentOrigin !== undefined && parentOrigin !== 'null') start(parentOrigin)

/** @param {string} parent the embedding page's origin: the only one this frame talks to */
async function start(parent) {
  const post = (/** @type {unknown} */ message) => window.parent.postMessage(message, parent)
  const raw = Object.fromEntries(new URLSearchParams(location.search))
  const query = FrameQuery.safeParse({ ...raw, ...(raw.chainId && /^\d{1,15}$/.test(raw.chainId) ? { chainId: Number(raw.chainId) } : {}) })
  const log = query.success && query.data.enableLogger === 'true' ? (/** @type {string} */ line) => console.info(`[tessera frame] ${line}`) : () => {}

  /** @type {{ code: string, message: string } | undefined} */
  let refusal
  /** @type {FrameConfig | undefined} */
  let config
  if (!query.success) refusal = { code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' }
  else {
    try {
      const response = await fetch(`/config.json?projectId=${encodeURIComponent(query.data.projectId)}`)
      const json = await response.json()
      const denied = ConfigRefusal.safeParse(json)
      if (denied.success) refusal = denied.data.error
      else config = Config.parse(json)
    } catch {
      refusal = { code: 'FRAME_UNAVAILABLE', message: 'Could not load the embedded wallet' }
    }
  }
  // spec §5/§6: the page embedding us must be one the project allows (the CSP says so too, where it can).
  if (config && !isAllowedOrigin(parent, config.allowedOrigins)) refusal = { code: 'INVALID_APP_CONFIGURATION', message: ORIGIN_NOT_ALLOWED }

  const handlers = config && query.success ? createHandlers({ config, query: query.data, auth: authClient(config.authUrl), parent }) : undefined

  window.addEventListener('message', (event) => {
    // Only the embedding page's own window, from the origin the check passed, is heard; anything else is ignored.
    if (event.source !== window.parent || event.origin !== parent) return
    if (!withinLimit(event.data)) return
    const envelope = Envelope.safeParse(event.data)
    if (!envelope.success) return
    const { type, id } = envelope.data
    const fail = (/** @type {{ message: string, code?: number | string }} */ payload) => post({ type: replyType(type, false), id, payload })
    if (refusal || !handlers) return fail(refusal ?? { message: 'An error occurred' })
    const request = AppRequest.safeParse(event.data)
    if (!request.success) return fail({ message: 'Invalid request', code: -32600 })
    log(`${type} ${id}`)
    handlers(request.data).then(
      (payload) => post({ type: replyType(type, true), id, payload }),
      (error) => fail(errorPayload(error)),
    )
  })

  if (refusal) post({ type: FRAME_ERROR, payload: refusal })
  else post({ type: FRAME_READY, payload: { version: config?.version ?? '' } })
}

/** @param {unknown} data */
function withinLimit(data) {
  try {
    return JSON.stringify(data).length <= MESSAGE_LIMIT
  } catch {
    return false
  }
}
