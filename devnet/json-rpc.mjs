// @ts-check

/**
 * One JSON-RPC call over HTTP. A JSON-RPC error is thrown as an Error carrying the node's `code` and `data`,
 * so callers can tell a refused request from an unreachable node.
 * @param {string} url
 * @param {string} method
 * @param {unknown[]} [params]
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<unknown>}
 */
export async function rpcRequest(url, method, params = [], { timeoutMs = 5_000 } = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`${method} to ${url}: HTTP ${response.status}`)
  const body = /** @type {{ result?: unknown, error?: { code: number, message: string, data?: unknown } }} */ (
    await response.json()
  )
  if (body.error) {
    throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error.data })
  }
  return body.result
}
