import type { Clock } from '../clock.js'

export interface FakeFetchCall {
  readonly url: URL
  readonly method: string
  readonly body: unknown
  readonly headers: Readonly<Record<string, string>>
  /** Fake time at which the call went out. */
  readonly at: number
  readonly signal: AbortSignal | undefined
}

/** An answer: a Response, an error to reject with, or 'hang' for a server that never answers. */
export type FakeAnswer = Response | Error | 'hang'
type Route = (call: FakeFetchCall) => FakeAnswer | Promise<FakeAnswer>

export interface FakeFetch {
  readonly fetch: (url: string, init: RequestInit) => Promise<Response>
  readonly calls: FakeFetchCall[]
  /** Answers calls whose path matches, first match wins; unmatched calls get a 404. */
  route(path: string | RegExp, answer: Route | FakeAnswer): void
  /** Calls to paths matching `path`. */
  callsTo(path: string | RegExp): FakeFetchCall[]
}

export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
}

const matches = (pattern: string | RegExp, path: string) => (typeof pattern === 'string' ? pattern === path : pattern.test(path))

/** A fetch for unit tests: routes by path, records every call with the fake clock's time, honours abort. */
export function createFakeFetch(clock: Clock): FakeFetch {
  const routes: { path: string | RegExp; answer: Route }[] = []
  const calls: FakeFetchCall[] = []
  return {
    calls,
    route(path, answer) {
      routes.push({ path, answer: typeof answer === 'function' ? answer : () => (answer instanceof Response ? answer.clone() : answer) })
    },
    callsTo: (path) => calls.filter((c) => matches(path, c.url.pathname)),
    async fetch(url, init) {
      const headers = Object.fromEntries(new Headers(init.headers).entries())
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
      const call: FakeFetchCall = { url: new URL(url), method: init.method ?? 'GET', body, headers, at: clock.now(), signal: init.signal ?? undefined }
      calls.push(call)
      const route = routes.find((r) => matches(r.path, call.url.pathname))
      const answer = route ? await route.answer(call) : jsonResponse({ message: 'not found' }, { status: 404 })
      if (answer === 'hang') {
        return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }))
      }
      if (answer instanceof Error) throw answer
      return answer
    },
  }
}
