// @ts-check
import { createWalletClient, http, isAddressEqual, isHex, numberToHex } from 'viem'
import { z } from 'zod'
import { RPC_NOT_ALLOWED } from '../messages.mjs'
import { frameError } from './errors.mjs'
import { withEvmAccount } from './keys.mjs'

/** @typedef {import('./store.mjs').UserKeys} UserKeys */
/** @typedef {{ id: number, name: string, rpcUrl: string }} Chain */

/** spec §6's safe methods and the plain reads a kit makes: passed to the chain as they are. */
const CHAIN_READS = new Set([
  'eth_call',
  'eth_getBalance',
  'eth_sendRawTransaction',
  'eth_blockNumber',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getLogs',
  'net_version',
])

const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const Hex = z.string().regex(/^0x[0-9a-fA-F]*$/).max(2 * 64 * 1024)
const Quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const PersonalSign = z.tuple([z.string().max(64 * 1024), Address])
const TypedDataJson = z.union([z.string().max(64 * 1024), z.record(z.string(), z.unknown())])
const TypedData = z.object({
  domain: z.record(z.string().max(64), z.unknown()),
  types: z.record(z.string().max(64), z.array(z.object({ name: z.string().max(64), type: z.string().max(64) })).max(64)),
  primaryType: z.string().max(64),
  message: z.record(z.string().max(64), z.unknown()),
})
const Transaction = z.object({
  from: Address.optional(),
  to: Address.optional(),
  value: Quantity.optional(),
  data: Hex.optional(),
  gas: Quantity.optional(),
  nonce: Quantity.optional(),
  maxFeePerGas: Quantity.optional(),
  maxPriorityFeePerGas: Quantity.optional(),
})
const RpcAnswer = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number().int(), message: z.string().max(500) }) }),
])

/**
 * An EVM request from an authenticated session, answered with the user's key or by the chain (spec §7 "RPC request").
 * @param {{ method: string, params?: unknown }} request
 * @param {{ keys: UserKeys, chain: Chain }} context
 * @returns {Promise<unknown>}
 */
export async function eip155Request({ method, params }, { keys, chain }) {
  const address = keys.evm.address
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'eth_chainId':
      return numberToHex(chain.id)
    case 'personal_sign': {
      const { message, from } = personalSignParams(params)
      ownAddress(address, from)
      return withEvmAccount(keys, (account) => account.signMessage({ message }))
    }
    case 'eth_signTypedData_v4': {
      const { from, typedData } = typedDataParams(params)
      ownAddress(address, from)
      return withEvmAccount(keys, (account) => account.signTypedData(typedData))
    }
    case 'eth_sendTransaction': {
      const [transaction] = parse(z.tuple([Transaction]), params)
      if (transaction.from) ownAddress(address, transaction.from)
      return withEvmAccount(keys, async (account) => {
        const client = createWalletClient({
          account,
          chain: { id: chain.id, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } },
          transport: http(chain.rpcUrl, { retryCount: 0 }),
        })
        try {
          return await client.sendTransaction({
            to: transaction.to,
            data: /** @type {`0x${string}` | undefined} */ (transaction.data),
            ...(transaction.value ? { value: BigInt(transaction.value) } : {}),
            ...(transaction.gas ? { gas: BigInt(transaction.gas) } : {}),
            ...(transaction.nonce ? { nonce: Number(BigInt(transaction.nonce)) } : {}),
            ...(transaction.maxFeePerGas ? { maxFeePerGas: BigInt(transaction.maxFeePerGas) } : {}),
            ...(transaction.maxPriorityFeePerGas ? { maxPriorityFeePerGas: BigInt(transaction.maxPriorityFeePerGas) } : {}),
          })
        } catch (error) {
          const message = error instanceof Error && 'shortMessage' in error && typeof error.shortMessage === 'string' ? error.shortMessage : 'The transaction was not sent'
          throw frameError(message, -32603)
        }
      })
    }
    default:
      if (CHAIN_READS.has(method)) return chainCall(chain.rpcUrl, method, params ?? [])
      throw frameError(RPC_NOT_ALLOWED, 4200)
  }
}

/**
 * personal_sign's params: the message (hex is its raw bytes, else text) and the address asked to sign it.
 * @param {unknown} params
 * @returns {{ message: import('viem').SignableMessage, from: `0x${string}` }}
 */
export function personalSignParams(params) {
  const [message, from] = parse(PersonalSign, params)
  return { message: isHex(message) ? { raw: message } : message, from: /** @type {`0x${string}`} */ (from) }
}

/**
 * eth_signTypedData_v4's params: the address asked to sign and the typed data (JSON text or an object), without the
 * EIP712Domain type viem derives itself.
 * @param {unknown} params
 * @returns {{ from: `0x${string}`, typedData: import('viem').TypedDataDefinition }}
 */
export function typedDataParams(params) {
  const [from, json] = parse(z.tuple([Address, TypedDataJson]), params)
  const typed = parse(TypedData, typeof json === 'string' ? parseJson(json) : json)
  const { EIP712Domain: _, ...types } = typed.types
  return {
    from: /** @type {`0x${string}`} */ (from),
    typedData: /** @type {import('viem').TypedDataDefinition} */ ({ domain: typed.domain, types, primaryType: typed.primaryType, message: typed.message }),
  }
}

/**
 * @param {string} rpcUrl
 * @param {string} method
 * @param {unknown} params
 */
async function chainCall(rpcUrl, method, params) {
  /** @type {Response} */
  let response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    throw frameError('Could not reach the chain', -32603)
  }
  const text = await response.text()
  if (text.length > 4 * 1024 * 1024) throw frameError('The chain answered too much', -32603)
  const answer = RpcAnswer.safeParse(safeJson(text))
  if (!answer.success) throw frameError(`The chain answered ${response.status}`, -32603)
  if ('error' in answer.data) throw frameError(answer.data.error.message, answer.data.error.code)
  return answer.data.result
}

/**
 * @param {string} own
 * @param {string} asked
 */
function ownAddress(own, asked) {
  if (!isAddressEqual(/** @type {`0x${string}`} */ (own), /** @type {`0x${string}`} */ (asked))) throw frameError('The address is not this account', 4100)
}

/**
 * @template T
 * @param {z.ZodType<T>} schema
 * @param {unknown} value
 * @returns {T}
 */
function parse(schema, value) {
  const result = schema.safeParse(value)
  if (!result.success) throw frameError('Invalid params', -32602)
  return result.data
}

/** @param {string} text */
function parseJson(text) {
  const value = safeJson(text)
  if (value === undefined) throw frameError('Invalid params', -32602)
  return value
}

/** @param {string} text */
function safeJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
