// @vitest-environment node
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { getSolBalance } from './balance.js'
import { startRpcServer } from './test-rpc-server.js'

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
let close: () => Promise<void>
let url = ''
const statuses: number[] = []
const seen: { at: number; method: string }[] = []

beforeAll(async () => {
  ;({ url, close } = await startRpcServer((call) => {
    seen.push({ at: Date.now(), method: call.method })
    const status = statuses.shift() ?? 200
    // 9007199254740993 lamports: past 2^53, so a plain JSON.parse would lose the last digit.
    const body = status === 200 ? `{"jsonrpc":"2.0","id":${call.id},"result":{"context":{"slot":1},"value":9007199254740993}}` : '{}'
    return { status, body, ...(status === 429 ? { headers: { 'retry-after': '1' } } : {}) }
  }))
})
afterAll(() => close())
beforeEach(() => {
  statuses.length = 0
  seen.length = 0
})

it('a cluster answering 503 then 429 (Retry-After: 1) is retried, and the exact balance shown', async () => {
  statuses.push(503, 429)
  const balance = await getSolBalance(OWNER, [url], new AbortController().signal)
  expect(balance).toBe('9007199.254740993')
  expect(seen).toHaveLength(3)
  expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(140)
  expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(990)
})

it('a status outside the list is not retried: the next URL is asked instead', async () => {
  statuses.push(400)
  const balance = await getSolBalance(OWNER, [`${url}/first`, `${url}/second`], new AbortController().signal)
  expect(balance).toBe('9007199.254740993')
  expect(seen).toHaveLength(2)
})
