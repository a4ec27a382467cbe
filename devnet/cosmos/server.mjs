// @ts-check
import http from 'node:http'
import * as z from 'zod/mini'
import { closeServer, listen } from '../listen.mjs'
import { COSMOS_DEV_ACCOUNTS, COSMOS_DEV_BALANCE, COSMOS_DEVNET } from './chain.mjs'

const BODY_LIMIT = 4 * 1024
const PURPOSE = 'the Cosmos devnet REST endpoint'
/** One faucet credit at most (100,000 ATOM), and at most this many accounts held: a loop in a test cannot eat memory. */
export const MAX_CREDIT = 100_000_000_000n
export const MAX_ACCOUNTS = 10_000
/** Account addresses: the chain's prefix, '1', 38 (20 bytes) or 58 (32 bytes) data and checksum characters. */
const ADDRESS = new RegExp(`^${COSMOS_DEVNET.bech32Prefix}1([02-9ac-hj-np-z]{38}|[02-9ac-hj-np-z]{58})$`)

const CreditRequest = z.object({
  address: z.string().check(z.maxLength(100), z.regex(ADDRESS)),
  amount: z.string().check(z.regex(/^[1-9]\d{0,17}$/)),
  denom: z.optional(z.literal(COSMOS_DEVNET.denom)),
})

const CORS = { 'access-control-allow-origin': '*' }

class BodyTooLargeError extends Error {}

/**
 * A request's body as JSON, refused past BODY_LIMIT bytes.
 * @param {http.IncomingMessage} request
 * @returns {Promise<unknown>}
 */
async function readJson(request) {
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > BODY_LIMIT) throw new BodyTooLargeError(`The body is over ${BODY_LIMIT} bytes`)
    chunks.push(chunk)
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

/**
 * The Cosmos SDK REST (LCD) subset the kit reads, over an in-memory bank with the dev accounts funded:
 * - GET /cosmos/bank/v1beta1/balances/{address}
 * - GET /cosmos/base/tendermint/v1beta1/node_info (default_node_info.network is the chain id)
 * - POST /faucet { address, amount } credits uatom (bounded), for tests.
 * @param {import('./service.mjs').StartCosmosRestOptions} [options]
 * @returns {Promise<import('./service.mjs').CosmosRest>}
 */
export async function startCosmosRest(options = {}) {
  const host = options.host ?? '127.0.0.1'
  /** @type {Map<string, bigint>} address → uatom */
  const bank = new Map(COSMOS_DEV_ACCOUNTS.map((account) => [account.address, COSMOS_DEV_BALANCE]))

  /**
   * @param {string} address
   * @param {bigint} amount
   */
  const credit = (address, amount) => {
    if (!ADDRESS.test(address)) throw new Error(`Not a ${COSMOS_DEVNET.bech32Prefix} address: ${address.slice(0, 100)}`)
    if (amount <= 0n || amount > MAX_CREDIT) throw new Error(`A credit is 1 to ${MAX_CREDIT} ${COSMOS_DEVNET.denom}`)
    if (!bank.has(address) && bank.size >= MAX_ACCOUNTS) throw new Error(`The devnet holds at most ${MAX_ACCOUNTS} accounts`)
    const balance = (bank.get(address) ?? 0n) + amount
    bank.set(address, balance)
    return balance
  }

  /** @param {string} address */
  const balances = (address) => {
    const amount = bank.get(address) ?? 0n
    const coins = amount > 0n ? [{ denom: COSMOS_DEVNET.denom, amount: amount.toString() }] : []
    return { balances: coins, pagination: { next_key: null, total: String(coins.length) } }
  }

  /**
   * What a request gets: a status and a JSON body. Errors have the SDK gateway's shape; code 3 is gRPC's
   * InvalidArgument (a malformed address, a bad body), 5 NotFound, 12 Unimplemented.
   * @param {string} method
   * @param {URL} url
   * @param {() => Promise<unknown>} body the request's JSON, read only for the faucet
   * @returns {Promise<[number, unknown]>}
   */
  const route = async (method, url, body) => {
    const fail = (/** @type {number} */ status, /** @type {number} */ code, /** @type {string} */ message) => /** @type {[number, unknown]} */ ([status, { code, message, details: [] }])
    if (method === 'GET' && (url.pathname === '/' || url.pathname === '/health')) return [200, 'ok']
    if (method === 'GET' && url.pathname === '/cosmos/base/tendermint/v1beta1/node_info') {
      return [200, { default_node_info: { network: COSMOS_DEVNET.chainId, moniker: 'tessera-devnet', version: '0.38.0' }, application_version: { name: 'tessera-devnet', app_name: 'tessera-devnetd' } }]
    }
    const match = /^\/cosmos\/bank\/v1beta1\/balances\/([^/]{1,200})$/.exec(url.pathname)
    if (method === 'GET' && match) {
      const address = decodeURIComponent(match[1] ?? '')
      return ADDRESS.test(address) ? [200, balances(address)] : fail(400, 3, `invalid address: ${address.slice(0, 100)}`)
    }
    if (method === 'GET') return fail(404, 5, 'Not Found')
    if (method !== 'POST' || url.pathname !== '/faucet') return fail(405, 12, 'Method Not Allowed')
    let json
    try {
      json = await body()
    } catch (error) {
      return error instanceof BodyTooLargeError ? fail(413, 3, error.message) : fail(400, 3, 'The body is not JSON')
    }
    const parsed = CreditRequest.safeParse(json)
    if (!parsed.success) return fail(400, 3, `Expected { address: a ${COSMOS_DEVNET.bech32Prefix} address, amount: a positive integer of ${COSMOS_DEVNET.denom} }`)
    try {
      const balance = credit(parsed.data.address, BigInt(parsed.data.amount))
      return [200, { address: parsed.data.address, balance: { denom: COSMOS_DEVNET.denom, amount: balance.toString() } }]
    } catch (error) {
      return fail(400, 3, error instanceof Error ? error.message : String(error))
    }
  }

  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      const headers = request.headers['access-control-request-headers'] ?? 'content-type'
      response.writeHead(204, { ...CORS, 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-allow-headers': headers }).end()
      return
    }
    route(request.method ?? 'GET', new URL(request.url ?? '/', 'http://devnet'), () => readJson(request)).then(
      ([status, body]) => {
        // An oversize upload is not read to its end: the connection closes after the answer.
        if (status === 413) response.setHeader('connection', 'close')
        response.writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
      },
      () => response.destroy(),
    )
  })

  const port = await listen(server, { host, port: options.port ?? COSMOS_DEVNET.defaultPort, purpose: PURPOSE, portEnv: COSMOS_DEVNET.portEnv })
  return {
    restUrl: `http://${host}:${port}`,
    caipNetworkId: COSMOS_DEVNET.caipNetworkId,
    chainId: COSMOS_DEVNET.chainId,
    credit: (address, amount) => credit(address, amount),
    close: () => closeServer(server),
  }
}
