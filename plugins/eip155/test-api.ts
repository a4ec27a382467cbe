// Test-only: the kernel's real HTTP client on a fake clock, answering from a fake fetch.
import { createHttp, type HttpDeps } from '../../kernel/index.js'
import { createCapturingLogger, createFakeClock, createFakeFetch, jsonResponse } from '../../kernel/testing/index.js'

export const API_URL = 'http://api.test'

export function createTestApi(options: { apiUrl?: string | null; supported?: readonly string[] } = {}) {
  const clock = createFakeClock()
  const fake = createFakeFetch(clock)
  const log = createCapturingLogger()
  const abort = new AbortController()
  const httpOptions: HttpDeps['options'] = {
    projectId: 'proj',
    sdkType: 'tessera',
    sdkVersion: '4.2.2',
    apiUrl: options.apiUrl === null ? undefined : (options.apiUrl ?? API_URL),
  }
  const http = createHttp({ options: httpOptions, clock, signal: abort.signal, log, fetch: fake.fetch })
  fake.route('/v1/supported-chains', jsonResponse({ http: options.supported ?? ['eip155:1'], ws: [] }))
  return { clock, fake, log, http, signal: abort.signal }
}
