import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'

/** A reply or notice as the parent page saw it. */
export interface Seen {
  readonly origin: string
  readonly fromFrame: boolean
  readonly data: { type?: string; id?: string; payload?: unknown }
}

export interface Reply {
  readonly ok: boolean
  readonly payload: unknown
}

/**
 * A host page on its own origin (any path: a blank page), to embed the frame as a kit would: the test drives it with
 * `mountFrame` and `ask`.
 */
export async function startParentPages() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end('<!doctype html><title>host</title><body></body>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Embeds the frame in `page` (already on the host origin) and records every message the page receives.
 * Resolves with the frame's first notice (READY or FRAME_ERROR), or undefined when none comes within `waitMs`.
 */
export async function mountFrame(page: Page, src: string, { noReferrer = false, waitMs = 15_000 } = {}) {
  return page.evaluate(
    ({ src, noReferrer, waitMs }) => {
      const w = window as unknown as { __seen: unknown[]; __ask: (type: string, payload: unknown) => Promise<unknown> }
      const frame = document.createElement('iframe')
      frame.id = 'frame'
      frame.style.display = 'none'
      if (noReferrer) frame.referrerPolicy = 'no-referrer'
      w.__seen = []
      window.addEventListener('message', (event) => {
        w.__seen.push({ origin: event.origin, fromFrame: event.source === frame.contentWindow, data: JSON.parse(JSON.stringify(event.data ?? null)) })
      })
      const frameOrigin = new URL(src).origin
      let next = 0
      w.__ask = (type, payload) =>
        new Promise((resolve) => {
          const id = `req-${++next}-${Date.now()}`
          const onMessage = (event: MessageEvent) => {
            const data = event.data as { type?: string; id?: string; payload?: unknown }
            if (event.source !== frame.contentWindow || event.origin !== frameOrigin || data?.id !== id) return
            window.removeEventListener('message', onMessage)
            resolve({ ok: String(data.type).endsWith('_SUCCESS'), payload: data.payload })
          }
          window.addEventListener('message', onMessage)
          frame.contentWindow?.postMessage({ type: `@tessera-app/${type}`, id, payload }, frameOrigin)
        })
      const notice = new Promise((resolve) => {
        const onMessage = (event: MessageEvent) => {
          const type = (event.data as { type?: string })?.type
          if (event.source !== frame.contentWindow || (type !== '@tessera-frame/READY' && type !== '@tessera-frame/FRAME_ERROR')) return
          window.removeEventListener('message', onMessage)
          resolve(event.data)
        }
        window.addEventListener('message', onMessage)
        setTimeout(() => resolve(undefined), waitMs)
      })
      frame.src = src
      document.body.append(frame)
      return notice
    },
    { src, noReferrer, waitMs },
  ) as Promise<{ type: string; payload: Record<string, unknown> } | undefined>
}

/** Sends one app event to the frame and waits for the reply with its id. */
export function ask(page: Page, type: string, payload?: unknown): Promise<Reply> {
  return page.evaluate(
    ({ type, payload }) => (window as unknown as { __ask: (type: string, payload: unknown) => Promise<unknown> }).__ask(type, payload),
    { type, payload },
  ) as Promise<Reply>
}

/** Every message the host page has received since `mountFrame`. */
export function seen(page: Page): Promise<Seen[]> {
  return page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen)
}
