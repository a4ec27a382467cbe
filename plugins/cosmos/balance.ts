import * as z from 'zod/mini'
import { createRetryingFetch, formatUnits } from '../../kernel/index.js'

/** Spec §7 and §9 for the REST reads too: 10 s a try, 3 retries from 150 ms on network errors and retryable statuses. */
const restFetch = /* @__PURE__ */ createRetryingFetch()
/** A balances answer is small; a larger body is not read further. */
export const MAX_BALANCES_BODY_BYTES = 256 * 1024
/** More denominations than an account shows in one page. */
const MAX_BALANCES = 500

const balancesSchema = z.object({
  balances: z
    .array(
      z.object({
        denom: z.string().check(z.maxLength(128)),
        // An integer amount of the base denomination; 78 digits is beyond any uint256.
        amount: z.string().check(z.regex(/^\d{1,78}$/)),
      }),
    )
    .check(z.maxLength(MAX_BALANCES)),
})

/** The body gets the same 10 s as the request: an endpoint that answers its headers and then trickles is a failure. */
export const BALANCES_BODY_TIMEOUT_MS = 10_000

/**
 * A response body as text, no larger than `limit` bytes and read within `timeoutMs` (a hostile or stalled endpoint
 * must not freeze the balance).
 */
async function boundedText(response: Response, limit: number, timeoutMs: number): Promise<string> {
  const length = Number(response.headers.get('content-length') ?? 0)
  if (length > limit) throw new Error('The REST answer is too large')
  const reader = response.body?.getReader()
  if (!reader) return ''
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    void reader.cancel().catch(() => {})
  }, timeoutMs)
  try {
    return await readAll(reader, limit, () => timedOut)
  } finally {
    clearTimeout(timer)
  }
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number, timedOut: () => boolean): Promise<string> {
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (timedOut()) throw new Error('The REST answer took too long')
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new Error('The REST answer is too large')
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(body)
}

async function readBalances(url: string, owner: string, signal: AbortSignal, bodyTimeoutMs: number): Promise<z.infer<typeof balancesSchema>> {
  const response = await restFetch(`${url.replace(/\/+$/, '')}/cosmos/bank/v1beta1/balances/${encodeURIComponent(owner)}`, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`The REST endpoint answered ${response.status}`)
  const parsed = balancesSchema.safeParse(JSON.parse(await boundedText(response, MAX_BALANCES_BODY_BYTES, bodyTimeoutMs)))
  if (!parsed.success) throw new Error('The REST endpoint answered an invalid balance')
  return parsed.data
}

/**
 * An address's balance of `denom` from the chain's REST (LCD) endpoints, each tried in order until one answers
 * (spec §7: fallback order), in whole units; none of the denomination is '0'. `signal` ends the read.
 */
export async function getCosmosBalance(p: {
  owner: string
  denom: string
  decimals: number
  urls: readonly string[]
  signal: AbortSignal
  /** How long an answer's body may take once its headers came (BALANCES_BODY_TIMEOUT_MS). */
  bodyTimeoutMs?: number
}): Promise<string> {
  const http = p.urls.filter((url) => /^https?:\/\//i.test(url))
  if (http.length === 0) throw new Error('No HTTP REST URL for this chain')
  let lastError: unknown
  for (const url of http) {
    p.signal.throwIfAborted()
    try {
      const { balances } = await readBalances(url, p.owner, p.signal, p.bodyTimeoutMs ?? BALANCES_BODY_TIMEOUT_MS)
      const amount = balances.find((coin) => coin.denom === p.denom)?.amount ?? '0'
      return formatUnits(BigInt(amount), p.decimals)
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}
