// @ts-check
import http from 'node:http'
import * as z from 'zod/mini'
import { closeServer, listen } from '../listen.mjs'
import { statusJson, txJson } from './esplora-json.mjs'
import { FAUCET_SCRIPT, payFromFaucet } from './faucet.mjs'
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_DEV_FUNDING, BITCOIN_DEVNET, BITCOIN_FAUCET_MAX_SATS } from './ledger-constants.mjs'
import { createLedger } from './ledger.mjs'
import { TxRejected } from './reject.mjs'
import { dustLimit, regtestScript } from './scripts.mjs'

/** Twice the hex of the largest standard transaction (400 000 weight units is at most 400 kB raw), with room. */
const TX_BODY_LIMIT = 1024 * 1024
const FAUCET_BODY_LIMIT = 4 * 1024
/** Esplora's page size for an address's confirmed transactions. */
const TXS_PAGE = 25
const TXID = /^[0-9a-f]{64}$/
const PURPOSE = 'the Bitcoin regtest ledger'

/** Fixed sat/vB by confirmation target, esplora's targets; every rate clears the 1 sat/vB relay minimum. */
const FEE_ESTIMATES = Object.fromEntries(
  [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008].map((target) => [
    String(target),
    target <= 2 ? 3 : target <= 6 ? 2 : target <= 25 ? 1.5 : 1,
  ]),
)

const FaucetRequest = z.object({
  address: z.string().check(z.maxLength(100)),
  amount: z.number().check(z.int(), z.positive()),
})

/** @typedef {{ status: number, body: string, type: 'json' | 'text' }} Answer */
/** @param {unknown} value @returns {Answer} */
const json = (value) => ({ status: 200, body: JSON.stringify(value), type: 'json' })
/** @param {number} status @param {string} text @returns {Answer} */
const text = (status, text) => ({ status, body: text, type: 'text' })

/**
 * The funding block's outputs: each dev account's payment and ordinals addresses, then the faucet's reserve.
 */
function devFunding() {
  const script = (/** @type {string} */ address) => /** @type {Uint8Array} */ (regtestScript(address))
  return [
    ...BITCOIN_DEV_ACCOUNTS.flatMap((account) => [
      { script: script(account.payment.address), value: BITCOIN_DEV_FUNDING.payment },
      { script: script(account.ordinals.address), value: BITCOIN_DEV_FUNDING.ordinals },
    ]),
    { script: FAUCET_SCRIPT, value: BITCOIN_DEV_FUNDING.faucet },
  ]
}

/**
 * A regtest ledger on loopback behind the part of esplora's HTTP API that wallets and the kit use, plus a faucet.
 * @param {import('./service.mjs').StartBitcoinLedgerOptions} [options]
 * @returns {Promise<import('./service.mjs').BitcoinLedger>}
 */
export async function startBitcoinLedger(options = {}) {
  const host = options.host ?? '127.0.0.1'
  const ledger = createLedger({ funding: devFunding() })

  /**
   * @param {string} address
   * @returns {Uint8Array}
   */
  const scriptOf = (address) => {
    const script = regtestScript(address)
    if (!script) throw text(400, 'Invalid Bitcoin address')
    return script
  }

  /**
   * @param {string} txid
   */
  const findTx = (txid) => {
    if (!TXID.test(txid)) throw text(400, 'Invalid hex string')
    const record = ledger.transaction(txid)
    if (!record) throw text(404, 'Transaction not found')
    return record
  }

  /**
   * @param {Uint8Array} script
   * @param {string | undefined} after the last txid of the previous page
   */
  const txsPage = (script, after) => {
    const history = ledger.history(script)
    const start = after === undefined ? 0 : history.findIndex((record) => record.txid === after) + 1
    if (after !== undefined && start === 0) throw text(400, 'Transaction not found')
    return json(history.slice(start, start + TXS_PAGE).map(txJson))
  }

  /**
   * @param {string} method
   * @param {string[]} parts the path's segments
   * @param {() => Promise<string>} body
   * @returns {Promise<Answer>}
   */
  const route = async (method, parts, body) => {
    const [first, second, third, fourth, fifth] = parts
    if (method === 'GET') {
      if (first === 'address' && second !== undefined) {
        const script = scriptOf(second)
        if (parts.length === 2) {
          const empty = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 }
          return json({ address: second, chain_stats: ledger.scriptStats(script), mempool_stats: empty })
        }
        if (parts.length === 3 && third === 'utxo') {
          return json(ledger.unspent(script).map((utxo) => ({ txid: utxo.txid, vout: utxo.vout, status: statusJson(utxo.block), value: Number(utxo.value) })))
        }
        if (third === 'txs' && (parts.length === 3 || (parts.length === 4 && fourth === 'chain'))) return txsPage(script, undefined)
        if (third === 'txs' && parts.length === 5 && fourth === 'chain') return txsPage(script, fifth)
      }
      if (first === 'tx' && second !== undefined) {
        const record = findTx(second)
        if (parts.length === 2) return json(txJson(record))
        if (parts.length === 3 && third === 'hex') return text(200, record.hex)
        if (parts.length === 3 && third === 'status') return json(statusJson(record.block))
      }
      if (first === 'blocks' && second === 'tip' && parts.length === 3) {
        if (third === 'height') return text(200, String(ledger.tip().height))
        if (third === 'hash') return text(200, ledger.tip().hash)
      }
      if (first === 'block-height' && parts.length === 2) {
        const block = /^\d{1,9}$/.test(second ?? '') ? ledger.blockAt(Number(second)) : undefined
        return block ? text(200, block.hash) : text(404, 'Block not found')
      }
      if (first === 'fee-estimates' && parts.length === 1) return json(FEE_ESTIMATES)
    }
    if (method === 'POST' && parts.length === 1 && first === 'tx') {
      try {
        return text(200, ledger.submit((await body()).trim()))
      } catch (error) {
        if (error instanceof TxRejected) return text(400, error.message)
        throw error
      }
    }
    if (method === 'POST' && parts.length === 1 && first === 'faucet') return faucet(await body())
    return text(404, 'Not found')
  }

  /** @param {string} raw */
  const faucet = (raw) => {
    /** @type {unknown} */
    let input
    try {
      input = JSON.parse(raw)
    } catch {
      return text(400, 'The body is not JSON: { "address": "bcrt1…", "amount": sats }')
    }
    const parsed = FaucetRequest.safeParse(input)
    if (!parsed.success) return text(400, 'Expected { "address": "bcrt1…", "amount": sats as a whole number }')
    const script = scriptOf(parsed.data.address)
    const amount = BigInt(parsed.data.amount)
    const least = dustLimit(script)
    if (amount < least || amount > BITCOIN_FAUCET_MAX_SATS) {
      return text(400, `The faucet pays from ${least} to ${BITCOIN_FAUCET_MAX_SATS} sats to this address`)
    }
    try {
      return json({ txid: payFromFaucet(ledger, script, amount) })
    } catch (error) {
      return text(503, `The faucet could not pay: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  const server = http.createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*' }
    /** @param {Answer} answer */
    const reply = ({ status, body, type }) => {
      if (response.headersSent) return
      response
        .writeHead(status, { ...cors, 'content-type': type === 'json' ? 'application/json' : 'text/plain; charset=utf-8' })
        .end(body)
    }
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          ...cors,
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type',
          'access-control-max-age': '600',
        })
        .end()
      return
    }
    const url = new URL(request.url ?? '/', 'http://ledger')
    /** @type {string[]} */
    let parts
    try {
      parts = url.pathname.split('/').filter((part) => part !== '').map(decodeURIComponent)
    } catch {
      return reply(text(400, 'Malformed path'))
    }
    if (parts.length === 0) return reply(text(200, `${BITCOIN_DEVNET.name}: esplora API, tip ${ledger.tip().height}`))
    const limit = parts[0] === 'faucet' ? FAUCET_BODY_LIMIT : TX_BODY_LIMIT
    const body = () => readBody(request, limit)
    route(request.method ?? 'GET', parts, body).then(reply, (/** @type {unknown} */ error) => {
      if (isAnswer(error)) {
        // The rest of a refused upload is not read.
        if (error.status === 413) response.setHeader('connection', 'close')
        return reply(error)
      }
      reply(text(500, `Internal error: ${error instanceof Error ? error.message : String(error)}`))
    })
  })

  const port = await listen(server, { host, port: options.port ?? BITCOIN_DEVNET.defaultPort, purpose: PURPOSE, portEnv: BITCOIN_DEVNET.portEnv })
  return {
    url: `http://${host}:${port}`,
    caipNetworkId: BITCOIN_DEVNET.caipNetworkId,
    close: () => closeServer(server),
  }
}

/**
 * @param {unknown} value
 * @returns {value is Answer}
 */
function isAnswer(value) {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value && 'type' in value
}

/**
 * @param {http.IncomingMessage} request
 * @param {number} limit
 * @returns {Promise<string>}
 */
async function readBody(request, limit) {
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > limit) throw text(413, `The body is over ${limit} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
