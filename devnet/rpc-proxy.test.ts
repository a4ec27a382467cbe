// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { rpcRequest } from './json-rpc.mjs'
import { startRpcProxy } from './rpc-proxy.mjs'

/** An upstream node that knows one method, so the test needs no anvil. */
let upstream: Server
let proxy: Awaited<ReturnType<typeof startRpcProxy>>
beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const call = JSON.parse(body) as { id: number }
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x7a69' }))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const rpcUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  proxy = await startRpcProxy({ host: '127.0.0.1', port: 0, chains: [{ id: 31337, name: 'Devnet', rpcUrl }] })
})
afterAll(async () => {
  await proxy.close()
  await new Promise<void>((resolve) => upstream.close(() => resolve()))
})

const control = (body: unknown) => fetch(proxy.controlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

it('forwards JSON-RPC to the chain, and is slowed, failed and restored through its control endpoint', async () => {
  const url = proxy.urlFor(31337)
  expect(await rpcRequest(url, 'eth_chainId')).toBe('0x7a69')

  expect((await control({ mode: 'slow', delayMs: 400 })).status).toBe(200)
  const started = Date.now()
  expect(await rpcRequest(url, 'eth_chainId')).toBe('0x7a69')
  expect(Date.now() - started).toBeGreaterThanOrEqual(390)

  await control({ mode: 'fail', chainId: 31337 })
  const failed = await fetch(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }) })
  expect(failed.status).toBe(503)

  await control({ mode: 'ok' })
  expect(await rpcRequest(url, 'eth_chainId')).toBe('0x7a69')
  const state = (await (await fetch(proxy.controlUrl)).json()) as { chains: Record<string, { mode: string; served: Record<string, number> }> }
  expect(state.chains['31337']).toEqual({ mode: 'ok', delayMs: 0, served: { eth_chainId: 4 } })
})

it('refuses a control it does not understand and a chain it does not serve', async () => {
  expect((await control({ mode: 'broken' })).status).toBe(400)
  expect((await control({ mode: 'slow', delayMs: -1 })).status).toBe(400)
  expect((await control({ mode: 'fail', chainId: 1 })).status).toBe(404)
  expect((await fetch(`${proxy.url}/1`, { method: 'POST', body: '{}' })).status).toBe(404)
})
