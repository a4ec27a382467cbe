import type { FrameChannel } from './frame-client.js'
import type { FrameRequestMessage } from './frame-protocol.js'

export interface FrameQuery {
  readonly projectId: string
  readonly chainId?: string | number
  readonly version: string
  readonly enableLogger: boolean
}

export interface FrameElement {
  readonly channel: FrameChannel
  readonly iframe: HTMLIFrameElement
  remove(): void
}

/** Spec §7: the frame's address with its query (project id, chain id, SDK version, logger). */
export function frameUrl(base: string, query: FrameQuery): URL {
  const url = new URL(base)
  url.searchParams.set('projectId', query.projectId)
  if (query.chainId !== undefined) url.searchParams.set('chainId', String(query.chainId))
  url.searchParams.set('version', query.version)
  url.searchParams.set('enableLogger', String(query.enableLogger))
  return url
}

/**
 * The hidden frame, on its own origin, and the only channel to it: posts name the frame's origin as their target, and
 * a message counts only when it comes from that origin and from that frame's window (a page script or another
 * frame cannot answer for it).
 */
export function mountFrame(url: URL, doc: Document = document): FrameElement {
  const iframe = doc.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Secure wallet'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  iframe.hidden = true
  // The frame's own CSP and frame-ancestors decide what it may do; the page grants no more than it needs.
  iframe.referrerPolicy = 'origin'
  doc.body.appendChild(iframe)
  const origin = url.origin
  const view = doc.defaultView ?? window
  const channel: FrameChannel = {
    post(message: FrameRequestMessage) {
      iframe.contentWindow?.postMessage(message, origin)
    },
    listen(listener) {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== iframe.contentWindow || event.source === null) return
        listener(event.data)
      }
      view.addEventListener('message', onMessage)
      return () => view.removeEventListener('message', onMessage)
    },
  }
  return { channel, iframe, remove: () => iframe.remove() }
}
