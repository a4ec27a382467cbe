import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RpcServerAnswer {
  readonly status?: number
  readonly headers?: Record<string, string>
  /** Raw JSON text, so a test can answer integers past 2^53 as a cluster does. */
  readonly body: string
}

/** A JSON-RPC endpoint on loopback for Node tests: each call is answered by `answer`. */
export async function startRpcServer(answer: (call: { id: number; method: string }) => RpcServerAnswer): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const reply = answer(JSON.parse(body) as { id: number; method: string })
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers })
      res.end(reply.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
