import { expect, it } from 'vitest'
import { createFakeClock } from '../../kernel/testing/fake-clock.js'
import { createFakeFetch, jsonResponse } from '../../kernel/testing/fake-fetch.js'
import { createHttp, createLogger, type Alert } from '../../kernel/index.js'
import { checkAllowedOrigin, originAlert } from './origins.js'

const DEVNET = ['http://127.0.0.1:*', 'https://*.example.com', 'https://shop.test/']

it('allows an origin a pattern covers, and says which alert a page outside the list deserves', () => {
  expect(originAlert(DEVNET, 'http://127.0.0.1:4173')).toBeUndefined()
  expect(originAlert(DEVNET, 'https://app.example.com')).toBeUndefined()
  expect(originAlert(DEVNET, 'https://SHOP.test')).toBeUndefined()
  expect(originAlert(DEVNET, 'https://evil.test')).toEqual({ message: 'Invalid App Configuration', variant: 'error' })
  // `*` stands for a host label or a port, never across `:` or `/`.
  expect(originAlert(DEVNET, 'https://evil.test:443.example.com')).toEqual({ message: 'Invalid App Configuration', variant: 'error' })
  expect(originAlert(['http://127.0.0.1:*'], 'http://127.0.0.1.evil.test')).toEqual({ message: 'Invalid App Configuration', variant: 'error' })
  expect(originAlert([], 'https://app.example.com')).toEqual({ message: 'Unverified Domain', variant: 'warning' })
})

it('reads projects/v1/origins from the registry and alerts once the answer is in', async () => {
  const clock = createFakeClock()
  const fake = createFakeFetch(clock)
  fake.route('/projects/v1/origins', jsonResponse({ allowedOrigins: ['https://shop.test'] }))
  const http = createHttp({
    options: { projectId: 'p', sdkType: 'tessera', sdkVersion: '1', registryUrl: 'https://registry.invalid' },
    clock,
    signal: new AbortController().signal,
    log: createLogger('silent'),
    fetch: fake.fetch,
  })
  const alerts: Alert[] = []
  await checkAllowedOrigin({ http, origin: 'https://elsewhere.test', signal: new AbortController().signal, showAlert: (a) => alerts.push(a) })
  expect(alerts).toEqual([{ message: 'Invalid App Configuration', variant: 'error' }])
  expect(fake.callsTo('/projects/v1/origins')[0]!.url.searchParams.get('projectId')).toBe('p')
})
