// @vitest-environment node
/**
 * Every body is untrusted: junk gets a JSON-RPC error (or 413), and the server goes on serving.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startSolanaCluster, type SolanaCluster } from './service.mjs'

let cluster: SolanaCluster
beforeAll(async () => {
  cluster = await startSolanaCluster({ port: 0 })
})
afterAll(() => cluster?.close())

const post = async (body: string) => {
  const response = await fetch(cluster.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  return { status: response.status, json: (await response.json()) as unknown }
}
const call = (method: string, params?: unknown) => post(JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }))
const errorCode = (json: unknown) => (json as { error?: { code?: number } }).error?.code

it('refuses a body over 1 MiB with 413', async () => {
  const { status, json } = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth', params: ['x'.repeat(1_100_000)] }))
  expect(status).toBe(413)
  expect(errorCode(json)).toBe(-32600)
})

it('answers -32700 to a body that is not JSON', async () => {
  expect(await post('{"jsonrpc":')).toEqual({ status: 200, json: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } } })
})

it('answers -32600 to each junk entry of a batch, and the good one normally', async () => {
  const { json } = await post(JSON.stringify([1, null, 'x', { method: 5 }, { jsonrpc: '2.0', id: 3, method: 'getHealth' }]))
  expect(Array.isArray(json)).toBe(true)
  const replies = json as { id: unknown, result?: unknown, error?: { code: number } }[]
  expect(replies.slice(0, 4).map((reply) => reply.error?.code)).toEqual([-32600, -32600, -32600, -32600])
  expect(replies[4]).toEqual({ jsonrpc: '2.0', id: 3, result: 'ok' })
  expect(errorCode((await post('[]')).json)).toBe(-32600)
})

it('answers -32601 to an unknown method, including inherited names', async () => {
  expect(errorCode((await call('getEverything')).json)).toBe(-32601)
  expect(errorCode((await call('constructor')).json)).toBe(-32601)
  expect(errorCode((await call('__proto__')).json)).toBe(-32601)
})

it('answers -32602 to bad params', async () => {
  expect(errorCode((await call('getBalance', ['not an address!'])).json)).toBe(-32602)
  expect(errorCode((await call('getBalance', { address: 'x' })).json)).toBe(-32602)
  expect(errorCode((await call('requestAirdrop', ['CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL', -1])).json)).toBe(-32602)
  expect(errorCode((await call('sendTransaction', ['%%%', { encoding: 'base64' }])).json)).toBe(-32602)
  expect(errorCode((await call('sendTransaction', ['AAAA', { encoding: 'base64' }])).json)).toBe(-32602)
  expect(errorCode((await call('sendTransaction', ['0OIl'])).json)).toBe(-32602)
  expect(errorCode((await call('getFeeForMessage', ['AQID'])).json)).toBe(-32602)
})

it('survives junk over WebSocket and still serves', async () => {
  const socket = new WebSocket(cluster.wsUrl)
  const replies: unknown[] = []
  socket.on('message', (data) => replies.push(JSON.parse(String(data))))
  await new Promise((resolve) => socket.once('open', resolve))
  for (const frame of ['junk', '[]', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [] }), JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'slotUnsubscribe', params: [99] })]) {
    socket.send(frame)
  }
  await expect.poll(() => replies.length).toBe(4)
  expect(replies.map(errorCode)).toEqual([-32700, -32600, -32602, -32602])
  socket.close()
  expect((await call('getHealth')).json).toEqual({ jsonrpc: '2.0', id: 7, result: 'ok' })
})
