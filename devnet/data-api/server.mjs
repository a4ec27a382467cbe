// @ts-check
import http, { STATUS_CODES } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { checkAuth } from './auth.mjs'
import { createChainReader } from './chain-reader.mjs'
import { createFaults } from './faults.mjs'
import { avatar, tokenIcon } from './handlers/assets.mjs'
import { accountBalance } from './handlers/balance.mjs'
import * as controls from './handlers/controls.mjs'
import { fungiblePrice } from './handlers/fungible-price.mjs'
import { gasPrice } from './handlers/gas-price.mjs'
import { convertAllowance, convertBuildApprove, convertBuildTransaction, convertQuotes, convertTokens } from './handlers/convert.mjs'
import { accountHistory } from './handlers/history.mjs'
import { createEvmIndex } from './history/evm-index.mjs'
import { identity } from './handlers/identity.mjs'
import { nameLookup, nameSuggestions, registerName, reverseLookup } from './handlers/profile.mjs'
import { createNameRegistry } from './name-registry.mjs'
import { onrampOptions, onrampQuote, onrampUrl, recordOnrampPurchase, setOnrampPage } from './handlers/onramp.mjs'
import { createOnrampStore } from './onramp-store.mjs'
import { rpcProxy } from './handlers/rpc-proxy.mjs'
import { addSession, issueNonce, listSessions, revokeSession } from './handlers/sessions.mjs'
import { supportedChains } from './handlers/supported-chains.mjs'
import { ApiError, answerPreflight, applyCors, errorReply, parseBody, readBody, send } from './http.mjs'
import { createRouter } from './router.mjs'
import { createState } from './state.mjs'
import { createSessionStore } from './sessions/store.mjs'

/**
 * @typedef {{
 *   request: http.IncomingMessage,
 *   query: URLSearchParams,
 *   body: unknown,
 *   rawBody: string,
 *   chains: readonly import('../index.mjs').DevnetChain[],
 *   solanaRpcUrl: string | undefined,
 *   bitcoinUrl: string | undefined,
 *   projectIds: ReadonlySet<string>,
 *   baseUrl: string,
 *   state: import('./state.mjs').DataApiState,
 *   faults: ReturnType<typeof createFaults>,
 *   reader: import('./chain-reader.mjs').ChainReader,
 *   sessions: import('./sessions/store.mjs').SessionStore,
 *   names: ReturnType<typeof createNameRegistry>,
 *   evmIndexes: readonly import('./history/evm-index.mjs').EvmIndex[],
 *   onramp: import('./onramp-store.mjs').OnrampStore,
 * }} HandlerContext
 */

/** @type {import('./router.mjs').Route<HandlerContext>[]} */
const API_ROUTES = [
  { method: 'GET', pattern: '/v1/supported-chains', auth: 'sdk', handler: supportedChains },
  { method: 'GET', pattern: '/v1/account/:address/balance', auth: 'sdk', handler: accountBalance },
  { method: 'GET', pattern: '/v1/account/:account/history', auth: 'sdk', handler: accountHistory },
  { method: 'POST', pattern: '/v1/fungible/price', auth: 'sdk', handler: fungiblePrice },
  { method: 'GET', pattern: '/v1/convert/gas-price', auth: 'sdk', handler: gasPrice },
  { method: 'GET', pattern: '/v1/convert/tokens', auth: 'sdk', handler: convertTokens },
  { method: 'GET', pattern: '/v1/convert/quotes', auth: 'sdk', handler: convertQuotes },
  { method: 'GET', pattern: '/v1/convert/allowance', auth: 'sdk', handler: convertAllowance },
  { method: 'GET', pattern: '/v1/convert/build-approve', auth: 'sdk', handler: convertBuildApprove },
  { method: 'POST', pattern: '/v1/convert/build-transaction', auth: 'sdk', handler: convertBuildTransaction },
  { method: 'GET', pattern: '/v1/identity/:address', auth: 'sdk', handler: identity },
  { method: 'GET', pattern: '/v1/profile/reverse/:address', auth: 'sdk', handler: reverseLookup },
  { method: 'GET', pattern: '/v1/profile/account/:name', auth: 'sdk', handler: nameLookup },
  { method: 'POST', pattern: '/v1/sessions/nonce', auth: 'sdk', handler: issueNonce },
  { method: 'GET', pattern: '/v1/sessions/:id', auth: 'sdk', handler: listSessions },
  { method: 'POST', pattern: '/v1/sessions/:id', auth: 'sdk', handler: addSession },
  { method: 'POST', pattern: '/v1/sessions/:id/revoke', auth: 'sdk', handler: revokeSession },
  { method: 'GET', pattern: '/v1/profile/suggestions/:name', auth: 'sdk', handler: nameSuggestions },
  { method: 'POST', pattern: '/v1/profile/account', auth: 'sdk', handler: registerName },
  { method: 'GET', pattern: '/v1/onramp/options', auth: 'sdk', handler: onrampOptions },
  { method: 'POST', pattern: '/v1/onramp/quote', auth: 'sdk', handler: onrampQuote },
  { method: 'POST', pattern: '/v1/generators/onrampurl', auth: 'sdk', handler: onrampUrl },
  { method: 'POST', pattern: '/v1', auth: 'project', handler: rpcProxy },
  { method: 'GET', pattern: '/v1/assets/token/:file', auth: 'none', handler: tokenIcon },
  { method: 'GET', pattern: '/v1/assets/avatar/:file', auth: 'none', handler: avatar },
]

/** @type {import('./router.mjs').Route<HandlerContext>[]} */
const CONTROL_ROUTES = [
  { method: 'GET', pattern: '/__devnet/info', auth: 'none', handler: controls.info },
  { method: 'GET', pattern: '/__devnet/faults', auth: 'none', handler: controls.listFaults },
  { method: 'POST', pattern: '/__devnet/faults', auth: 'none', handler: controls.addFault },
  { method: 'DELETE', pattern: '/__devnet/faults', auth: 'none', handler: controls.clearFaults },
  { method: 'POST', pattern: '/__devnet/reset', auth: 'none', handler: controls.reset },
  { method: 'PUT', pattern: '/__devnet/prices/:symbol', auth: 'none', handler: controls.setPrice },
  { method: 'PUT', pattern: '/__devnet/identities/:address', auth: 'none', handler: controls.setIdentity },
  { method: 'DELETE', pattern: '/__devnet/identities/:address', auth: 'none', handler: controls.clearIdentity },
  { method: 'PUT', pattern: '/__devnet/extra-tokens/:address', auth: 'none', handler: controls.setExtraTokens },
  { method: 'GET', pattern: '/__devnet/requests', auth: 'none', handler: controls.listRequests },
  { method: 'DELETE', pattern: '/__devnet/requests', auth: 'none', handler: controls.clearRequests },
  { method: 'PUT', pattern: '/__devnet/onramp/page', auth: 'none', handler: setOnrampPage },
  { method: 'POST', pattern: '/__devnet/onramp/purchases', auth: 'none', handler: recordOnrampPurchase },
]

const CONTROL_PREFIX = '/__devnet/'

/**
 * A truncated JSON document: what a proxy cutting a response short would deliver, with a 200.
 */
const MALFORMED_BODY = '{"balances":[{"name":"Ether","symbol":"ETH","quantity":{"decimals":"18","numeric":'

/**
 * @param {import('./service.mjs').DataApiServerOptions} options
 * @returns {Promise<import('./service.mjs').DataApiServer>}
 */
export async function startDataApiServer({ host = '127.0.0.1', port = 0, chains, solanaRpcUrl, bitcoinUrl, projectIds, prices }) {
  const apiRouter = createRouter(API_ROUTES)
  const controlRouter = createRouter(CONTROL_ROUTES)
  const faults = createFaults()
  const reader = createChainReader(chains)
  // Each chain's history index, caught up at every history call.
  const evmIndexes = chains.map(createEvmIndex)
  const onramp = createOnrampStore()
  const knownProjectIds = new Set(projectIds)
  const sessions = createSessionStore({ rpcUrlOf: (caipNetworkId) => reader.chain(caipNetworkId)?.rpcUrl })

  /** @type {{ baseUrl: string, state: import('./state.mjs').DataApiState, names: ReturnType<typeof createNameRegistry> } | undefined} */
  let ready
  const server = http.createServer((request, response) => {
    if (!ready) return send(response, errorReply(503, '', 'Starting'))
    handle(request, response, ready).catch((error) => {
      if (error instanceof ApiError) return send(response, error.toReply())
      send(response, errorReply(500, '', `Internal error: ${error instanceof Error ? error.message : String(error)}`))
    })
  })

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {{ baseUrl: string, state: import('./state.mjs').DataApiState, names: ReturnType<typeof createNameRegistry> }} running
   */
  async function handle(request, response, { baseUrl, state, names }) {
    const url = new URL(request.url ?? '/', baseUrl)
    const method = request.method ?? 'GET'
    const originAllowed = applyCors(request, response)
    if (method === 'OPTIONS') return answerPreflight(request, response, originAllowed)

    const rawBody = await readBody(request)
    const parsed = parseBody(rawBody)
    /** @type {HandlerContext} */
    const context = {
      request,
      query: url.searchParams,
      body: parsed.json,
      rawBody,
      chains,
      solanaRpcUrl,
      bitcoinUrl,
      projectIds: knownProjectIds,
      baseUrl,
      state,
      faults,
      reader,
      sessions,
      names,
      evmIndexes,
      onramp,
    }

    if (url.pathname.startsWith(CONTROL_PREFIX)) {
      if (parsed.invalid !== undefined) return send(response, errorReply(400, 'body', 'Request body is not valid JSON'))
      return send(response, await dispatch(controlRouter, method, url.pathname, context))
    }

    const entry = state.logRequest({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      origin: request.headers.origin ?? null,
      ...(rawBody === '' ? {} : { body: parsed.json ?? parsed.invalid }),
    })
    // The status is noted as the answer is sent, so a test reading the log right after its call sees it.
    const answer = (/** @type {import('./http.mjs').Reply} */ reply) => {
      entry.status = reply.status ?? 200
      send(response, reply)
    }
    response.once('close', () => {
      if (!response.writableFinished) entry.aborted = true
    })

    const fault = faults.take(method, url.pathname)
    if (fault) {
      entry.fault = fault.mode
      response.setHeader('x-devnet-fault', fault.mode)
      if (fault.mode === 'status') {
        const status = fault.status ?? 503
        const headers = fault.retryAfter === undefined ? undefined : { 'retry-after': String(fault.retryAfter) }
        return answer({ ...errorReply(status, '', STATUS_CODES[status] ?? 'Error'), headers })
      }
      if (fault.mode === 'malformed') {
        return answer({ body: MALFORMED_BODY, contentType: 'application/json; charset=utf-8' })
      }
      if (fault.mode === 'hang' && !(await faults.hold(response))) return
      if (fault.mode === 'delay') await sleep(fault.delayMs ?? 0)
      if (response.destroyed) return
    }

    if (parsed.invalid !== undefined && method !== 'GET') {
      return answer(errorReply(400, 'body', 'Request body is not valid JSON'))
    }
    try {
      answer(await dispatch(apiRouter, method, url.pathname, context))
    } catch (error) {
      answer(errorReply(500, '', `Internal error: ${error instanceof Error ? error.message : String(error)}`))
    }
  }

  await new Promise((resolve, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Cannot start the data API: ${host}:${port} is already in use. Stop what holds it or choose another port (DEVNET_DATA_API_PORT).`)
          : error,
      )
    })
    server.listen(port, host, () => resolve(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
  const state = createState({ baseUrl, prices })
  ready = { baseUrl, state, names: createNameRegistry({ chains, state }) }

  /** @type {Promise<void> | undefined} */
  let closing
  return {
    url: baseUrl,
    close: () =>
      (closing ??= new Promise((resolve) => {
        // Dropping the connections also ends held ('hang') requests; browsers' keep-alive ones would otherwise
        // keep close() waiting.
        server.closeAllConnections()
        server.close(() => resolve())
      })),
  }
}

/**
 * @param {ReturnType<typeof createRouter<HandlerContext>>} router
 * @param {string} method
 * @param {string} pathname
 * @param {HandlerContext} context
 * @returns {Promise<import('./http.mjs').Reply>}
 */
async function dispatch(router, method, pathname, context) {
  const match = router.match(method, pathname)
  if (!match) return errorReply(404, 'path', `Not found: ${pathname}`)
  if ('notAllowed' in match) {
    return { ...errorReply(405, 'method', `${method} is not allowed here`), headers: { allow: match.notAllowed.join(', ') } }
  }
  const refused = checkAuth(match.route.auth, context.query, context.projectIds)
  if (refused) return refused
  try {
    return await match.route.handler(context, match.params)
  } catch (error) {
    if (error instanceof ApiError) return error.toReply()
    throw error
  }
}
