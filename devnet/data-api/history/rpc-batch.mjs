// @ts-check

/**
 * Several JSON-RPC calls in one HTTP request; answers come back in call order. Any error fails the batch: the
 * indexer retries the whole step on its next sync.
 * @param {string} url
 * @param {{ method: string, params: unknown[] }[]} calls
 * @returns {Promise<unknown[]>}
 */
export async function rpcBatch(url, calls) {
  if (calls.length === 0) return []
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`JSON-RPC batch to ${url}: HTTP ${response.status}`)
  const answers = /** @type {{ id: number, result?: unknown, error?: { message: string } }[]} */ (await response.json())
  if (!Array.isArray(answers)) throw new Error(`JSON-RPC batch to ${url}: not a list`)
  const byId = new Map(answers.map((answer) => [answer.id, answer]))
  return calls.map((call, id) => {
    const answer = byId.get(id)
    if (!answer) throw new Error(`${call.method}: no answer`)
    if (answer.error) throw new Error(`${call.method}: ${answer.error.message}`)
    return answer.result
  })
}
