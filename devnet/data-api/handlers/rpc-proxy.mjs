// @ts-check
import { requireCaip2 } from '../caip.mjs'
import { ApiError } from '../http.mjs'

/**
 * POST /v1?chainId=eip155:31337&projectId=…: JSON-RPC passed through to the devnet chain, as the hosted RPC
 * endpoint does for the chains in /v1/supported-chains. The body is forwarded untouched, batches included.
 * @param {import('../server.mjs').HandlerContext} context
 * @returns {Promise<import('../http.mjs').Reply>}
 */
export async function rpcProxy({ query, rawBody, reader }) {
  const chainId = query.get('chainId')
  if (!chainId) throw new ApiError(400, 'chainId', 'chainId is required')
  requireCaip2(chainId, 'chainId')
  const chain = reader.chain(chainId)
  if (!chain) throw new ApiError(400, 'chainId', `We don't support the chainId you provided: ${chainId}`)
  if (rawBody === '') throw new ApiError(400, 'body', 'Expected a JSON-RPC request body')
  let upstream
  try {
    upstream = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: rawBody,
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    throw new ApiError(503, 'unreachable', `Failed to reach chain ${chainId}: ${error instanceof Error ? error.message : error}`)
  }
  return {
    status: upstream.status,
    body: await upstream.text(),
    contentType: upstream.headers.get('content-type') ?? 'application/json',
  }
}
