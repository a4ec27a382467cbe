// @ts-check
import * as z from 'zod/mini'
import { SOLANA_DEVNET } from './cluster.mjs'
import { decodeBytes, encodeAccountData, toBase58, toBase64 } from './encoding.mjs'

const SLOTS_PER_EPOCH = 432_000
const MAX_AIRDROP_LAMPORTS = 10_000_000_000_000

/** A JSON-RPC error a method answers with, e.g. the preflight failure (-32002) or invalid params (-32602). */
export class RpcError extends Error {
  /**
   * @param {number} code
   * @param {string} message
   * @param {unknown} [data]
   */
  constructor(code, message, data) {
    super(message)
    this.code = code
    this.data = data
  }
}

const address = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))
const config = z.optional(z.nullable(z.looseObject({})))
const accountConfig = z.optional(
  z.nullable(z.looseObject({ encoding: z.optional(z.enum(['base58', 'base64', 'binary', 'base64+zstd', 'jsonParsed'])) })),
)
const sendConfig = z.optional(
  z.nullable(z.looseObject({ encoding: z.optional(z.enum(['base58', 'base64'])), skipPreflight: z.optional(z.boolean()) })),
)

/**
 * @template {z.ZodMiniType} Schema
 * @param {Schema} schema
 * @param {unknown[]} params
 * @returns {z.infer<Schema>}
 */
function parseParams(schema, params) {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw new RpcError(-32602, `Invalid params: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`)
  return parsed.data
}

/**
 * @param {string} text
 * @param {'base58' | 'base64'} encoding
 */
function wireBytes(text, encoding) {
  try {
    return decodeBytes(text, encoding)
  } catch {
    throw new RpcError(-32602, `Invalid params: the transaction is not ${encoding}`)
  }
}

/**
 * The JSON-RPC methods, each taking the request's params array. Clients differ in what they send, so unknown
 * config fields (commitment, minContextSlot…) are accepted and ignored: everything here is final at once.
 * @param {import('./ledger.mjs').Ledger} ledger
 * @returns {Record<string, (params: unknown[]) => unknown>}
 */
export function createMethods(ledger) {
  const context = () => ({ slot: ledger.slot, apiVersion: '2.2.0' })
  const withContext = (/** @type {unknown} */ value) => ({ context: context(), value })

  /** @param {string} key @param {'base58' | 'base64' | 'binary' | 'base64+zstd' | 'jsonParsed' | undefined} encoding */
  const accountJson = (key, encoding = 'binary') => {
    const account = ledger.account(key)
    if (!account.exists) return null
    if (encoding === 'base64+zstd' || encoding === 'jsonParsed') {
      throw new RpcError(-32602, `Invalid params: encoding ${encoding} is not supported by the devnet cluster`)
    }
    return {
      data: encodeAccountData(account.data, encoding),
      executable: account.executable,
      lamports: Number(account.lamports),
      owner: account.programAddress,
      rentEpoch: 0,
      space: Number(account.space),
    }
  }

  /** @param {string} signature */
  const status = (signature) => {
    const landed = ledger.landed(signature)
    if (!landed) return null
    const err = landed.err
    return { slot: landed.slot, confirmations: null, err, status: err === null ? { Ok: null } : { Err: err }, confirmationStatus: 'finalized' }
  }

  /** @param {Uint8Array} wire */
  const simulate = (wire) => {
    const result = ledger.simulate(wire)
    return { err: result.err, logs: result.logs, accounts: null, unitsConsumed: result.unitsConsumed, returnData: null }
  }

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => SOLANA_DEVNET.genesisHash,
    getSlot: () => ledger.slot,
    getBlockHeight: () => ledger.slot,
    getTransactionCount: () => ledger.transactionCount,
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot,
      blockHeight: ledger.slot,
      epoch: Math.floor(ledger.slot / SLOTS_PER_EPOCH),
      slotIndex: ledger.slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: ledger.transactionCount,
    }),
    getBalance: (params) => {
      const [key] = parseParams(z.tuple([address], config), params)
      return withContext(ledger.balance(key))
    },
    getAccountInfo: (params) => {
      const [key, options] = parseParams(z.tuple([address], accountConfig), params)
      return withContext(accountJson(key, options?.encoding))
    },
    getMultipleAccounts: (params) => {
      const [keys, options] = parseParams(z.tuple([z.array(address).check(z.maxLength(100))], accountConfig), params)
      return withContext(keys.map((key) => accountJson(key, options?.encoding)))
    },
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    getRecentBlockhash: () =>
      withContext({ blockhash: ledger.latestBlockhash().blockhash, feeCalculator: { lamportsPerSignature: ledger.fee } }),
    isBlockhashValid: (params) => {
      const [blockhash] = parseParams(z.tuple([address], config), params)
      return withContext(ledger.isBlockhashValid(blockhash))
    },
    getFeeForMessage: (params) => {
      const [message] = parseParams(z.tuple([z.string()], config), params)
      try {
        return withContext(ledger.feeForMessage(decodeBytes(message, 'base64')))
      } catch {
        throw new RpcError(-32602, 'Invalid params: the message is not a base64 transaction message')
      }
    },
    getMinimumBalanceForRentExemption: (params) => {
      const [space] = parseParams(z.tuple([z.int().check(z.minimum(0), z.maximum(10 * 1024 * 1024))], config), params)
      return ledger.rentExemptMinimum(space)
    },
    requestAirdrop: (params) => {
      const [key, lamports] = parseParams(
        z.tuple([address, z.int().check(z.minimum(1), z.maximum(MAX_AIRDROP_LAMPORTS))], config),
        params,
      )
      const result = ledger.airdrop(key, BigInt(lamports))
      if (result.err !== null) throw new RpcError(-32002, `Airdrop failed: ${JSON.stringify(result.err)}`, { err: result.err, logs: result.logs })
      return result.signature
    },
    sendTransaction: (params) => {
      const [text, options] = parseParams(z.tuple([z.string()], sendConfig), params)
      const wire = wireBytes(text, options?.encoding ?? 'base58')
      const decoded = tryDecode(() => ledger.simulate(wire))
      if (!options?.skipPreflight && decoded.err !== null) {
        const message = typeof decoded.err === 'string' ? decoded.err : JSON.stringify(decoded.err)
        throw new RpcError(-32002, `Transaction simulation failed: ${message}`, {
          err: decoded.err,
          logs: decoded.logs,
          accounts: null,
          unitsConsumed: decoded.unitsConsumed,
          returnData: null,
        })
      }
      return ledger.send(wire).signature
    },
    simulateTransaction: (params) => {
      const [text, options] = parseParams(z.tuple([z.string()], sendConfig), params)
      return withContext(tryDecode(() => simulate(wireBytes(text, options?.encoding ?? 'base58'))))
    },
    getSignatureStatuses: (params) => {
      const [signatures] = parseParams(z.tuple([z.array(z.string()).check(z.maxLength(256))], config), params)
      return withContext(signatures.map(status))
    },
    getSignaturesForAddress: (params) => {
      const [key, options] = parseParams(
        z.tuple(
          [address],
          z.optional(
            z.nullable(
              z.looseObject({
                limit: z.optional(z.int().check(z.minimum(1), z.maximum(1_000))),
                before: z.optional(z.string()),
                until: z.optional(z.string()),
              }),
            ),
          ),
        ),
        params,
      )
      let found = ledger.signaturesFor(key)
      // As a validator does: `before` starts after that signature, `until` stops before it, newest first.
      if (options?.before) {
        const at = found.findIndex((entry) => entry.signature === options.before)
        found = at === -1 ? [] : found.slice(at + 1)
      }
      if (options?.until) {
        const at = found.findIndex((entry) => entry.signature === options.until)
        if (at !== -1) found = found.slice(0, at)
      }
      return found.slice(0, options?.limit ?? 1_000).map(({ signature, landed }) => ({
        signature,
        slot: landed.slot,
        err: landed.err,
        memo: null,
        blockTime: landed.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    getTransaction: (params) => {
      const [signature, options] = parseParams(
        z.tuple([z.string()], z.optional(z.nullable(z.looseObject({ encoding: z.optional(z.enum(['json', 'base64', 'base58'])) })))),
        params,
      )
      const landed = ledger.landed(signature)
      if (!landed || landed.wire.length === 0) return null
      const encoding = options?.encoding ?? 'json'
      return {
        slot: landed.slot,
        blockTime: landed.blockTime,
        transaction: encoding === 'json' ? transactionJson(landed) : [encoding === 'base58' ? toBase58(landed.wire) : toBase64(landed.wire), encoding],
        meta: {
          err: landed.err,
          status: landed.err === null ? { Ok: null } : { Err: landed.err },
          fee: landed.fee,
          preBalances: landed.preBalances,
          postBalances: landed.postBalances,
          innerInstructions: [],
          logMessages: landed.logs,
          preTokenBalances: [],
          postTokenBalances: [],
          rewards: [],
          loadedAddresses: { readonly: [], writable: [] },
          computeUnitsConsumed: landed.unitsConsumed,
        },
        version: 'legacy',
      }
    },
  }

  /**
   * @param {import('./ledger.mjs').LandedTransaction} landed
   */
  function transactionJson(landed) {
    const { message, signatures } = ledger.decodeForJson(landed.wire)
    return {
      signatures,
      message: {
        accountKeys: message.staticAccounts,
        header: {
          numRequiredSignatures: message.header.numSignerAccounts,
          numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
          numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
        },
        recentBlockhash: message.lifetimeToken,
        instructions: (message.instructions ?? []).map((instruction) => ({
          programIdIndex: instruction.programAddressIndex,
          accounts: instruction.accountIndices ?? [],
          data: toBase58(instruction.data ?? new Uint8Array()),
          stackHeight: null,
        })),
      },
    }
  }
}

/**
 * Bytes that are not a transaction are the client's mistake, not the server's.
 * @template T
 * @param {() => T} run
 * @returns {T}
 */
function tryDecode(run) {
  try {
    return run()
  } catch (error) {
    if (error instanceof RpcError) throw error
    throw new RpcError(-32602, `Invalid params: failed to deserialize the transaction (${error instanceof Error ? error.message : error})`)
  }
}
