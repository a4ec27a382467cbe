// @ts-check
import { BaseError, createPublicClient, http, isAddressEqual } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { toAccount } from 'viem/accounts'
import { z } from 'zod'
import { simpleAccountAddress, toSimpleAccount07 } from '../../simple-account.mjs'
import { eip155Request } from './eip155.mjs'
import { frameError } from './errors.mjs'
import { withEvmAccount } from './keys.mjs'

/** @typedef {import('./store.mjs').UserKeys} UserKeys */
/** @typedef {{ id: number, name: string, rpcUrl: string, bundlerUrl?: string | undefined }} Chain */
/** @typedef {'eoa' | 'smartAccount'} AccountType */
/** @typedef {{ to: `0x${string}`, value?: bigint, data?: `0x${string}` }} Call */

/** Spec §8: what choosing the smart account on a chain without a bundler says. */
export const SMART_ACCOUNTS_UNSUPPORTED = 'This application might not support Smart Accounts'
const ACCOUNT_TYPE_KEY = 'tessera-frame.accountType.'
// Under the kit's 30 s: a user operation the bundler took but the chain never included ends as an error, not a hang.
const RECEIPT_TIMEOUT_MS = 25_000
const RECEIPT_POLL_MS = 250
const MAX_CALLS = 16

const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const Hex = z.string().regex(/^0x[0-9a-fA-F]*$/).max(2 * 64 * 1024)
const Quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const Transaction = z.object({ from: Address.optional(), to: Address.optional(), value: Quantity.optional(), data: Hex.optional() })
const CallParam = z.object({ to: Address, value: Quantity.optional(), data: Hex.optional() }).strict()
/** eth_sendUserOperation's params as this frame serves it: the calls the smart account makes, in order. */
const UserOperationParams = z.tuple([z.object({ calls: z.array(CallParam).min(1).max(MAX_CALLS) }).strict()])

/** The account type a user chose in this browser (kept by the frame, per user); undefined when never chosen. */
export function storedAccountType(/** @type {string} */ userId) {
  const value = localStorage.getItem(ACCOUNT_TYPE_KEY + userId)
  return value === 'eoa' || value === 'smartAccount' ? value : undefined
}

/** @param {string} userId @param {AccountType} type */
export function rememberAccountType(userId, type) {
  localStorage.setItem(ACCOUNT_TYPE_KEY + userId, type)
}

/** The chain ids whose bundler serves smart accounts. */
export function smartAccountChains(/** @type {readonly Chain[]} */ chains) {
  return chains.filter((chain) => chain.bundlerUrl !== undefined).map((chain) => chain.id)
}

/** @type {Map<number, { publicClient: import('viem').PublicClient<import('viem').Transport, import('viem').Chain>, bundlerClient: import('viem/account-abstraction').BundlerClient }>} */
const clientsByChain = new Map()

/** @param {Chain} chain */
function clientsOf(chain) {
  const known = clientsByChain.get(chain.id)
  if (known) return known
  if (chain.bundlerUrl === undefined) throw frameError(SMART_ACCOUNTS_UNSUPPORTED, 4901)
  const viemChain = { id: chain.id, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }
  const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const bundlerClient = createBundlerClient({ client: publicClient, chain: viemChain, transport: http(chain.bundlerUrl, { retryCount: 0 }), pollingInterval: RECEIPT_POLL_MS })
  const made = { publicClient, bundlerClient }
  clientsByChain.set(chain.id, made)
  return made
}

/** @type {Map<string, `0x${string}`>} */
const addresses = new Map()

/**
 * The user's SimpleAccount on `chain`: the factory's address for the EOA key as owner, salt 0.
 * @param {UserKeys} keys
 * @param {Chain} chain
 * @returns {Promise<`0x${string}`>}
 */
export async function smartAccountAddress(keys, chain) {
  const cacheKey = `${chain.id}:${keys.evm.address}`
  const known = addresses.get(cacheKey)
  if (known) return known
  const { publicClient } = clientsOf(chain)
  try {
    const address = await simpleAccountAddress(publicClient, /** @type {`0x${string}`} */ (keys.evm.address))
    addresses.set(cacheKey, address)
    return address
  } catch {
    throw frameError('Could not reach the chain', -32603)
  }
}

/** Whether the account's code is on the chain: its first user operation deploys it. */
export async function isDeployed(/** @type {Chain} */ chain, /** @type {`0x${string}`} */ address) {
  try {
    const code = await clientsOf(chain).publicClient.getCode({ address })
    return code !== undefined && code !== '0x'
  } catch {
    throw frameError('Could not reach the chain', -32603)
  }
}

/**
 * The accounts a user has on `chain` and the one in use: the smart account when preferred and the chain has a
 * bundler, else the EOA. The one in use comes first (the kit's connection order).
 * @param {UserKeys} keys
 * @param {Chain} chain
 * @param {AccountType} preferred
 */
export async function evmAccounts(keys, chain, preferred) {
  const eoa = { address: keys.evm.address, type: /** @type {const} */ ('eoa') }
  if (chain.bundlerUrl === undefined) return { address: eoa.address, accounts: [eoa], preferredAccountType: /** @type {AccountType} */ ('eoa'), smartAccountDeployed: false }
  const smart = { address: await smartAccountAddress(keys, chain), type: /** @type {const} */ ('smartAccount') }
  const deployed = await isDeployed(chain, smart.address)
  const inUse = preferred === 'smartAccount' ? smart : eoa
  return { address: inUse.address, accounts: inUse === smart ? [smart, eoa] : [eoa, smart], preferredAccountType: inUse.type, smartAccountDeployed: deployed }
}

/**
 * An EVM request while the smart account is in use. Accounts name it; transactions become user operations
 * (execute / executeBatch; the first carries the factory data that deploys it), priced by the bundler's gas estimate
 * and the chain's fees, signed by the owner key, sent to the bundler and waited for, answered with the transaction
 * hash that included it. Messages and typed data "from" it are signed by the owner key: SimpleAccount v0.7 has no
 * ERC-1271, so the signature recovers to the owner (the EOA), which is what a verifier must check against.
 * A transaction explicitly from the EOA is sent from the EOA; everything else is the EOA's plain route.
 * @param {{ method: string, params?: unknown }} request
 * @param {{ keys: UserKeys, chain: Chain }} context
 * @returns {Promise<unknown>}
 */
export async function smartAccountRequest({ method, params }, { keys, chain }) {
  const address = await smartAccountAddress(keys, chain)
  const owner = /** @type {`0x${string}`} */ (keys.evm.address)
  const isSmart = (/** @type {unknown} */ value) => typeof value === 'string' && Address.safeParse(value).success && isAddressEqual(/** @type {`0x${string}`} */ (value), address)
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'personal_sign': {
      const list = Array.isArray(params) ? params : []
      return eip155Request({ method, params: isSmart(list[1]) ? [list[0], owner] : params }, { keys, chain })
    }
    case 'eth_signTypedData_v4': {
      const list = Array.isArray(params) ? params : []
      return eip155Request({ method, params: isSmart(list[0]) ? [owner, list[1]] : params }, { keys, chain })
    }
    case 'eth_sendTransaction': {
      const [transaction] = parse(z.tuple([Transaction]), params)
      if (transaction.from && !isSmart(transaction.from)) return eip155Request({ method, params }, { keys, chain })
      if (!transaction.to) throw frameError('A smart account sends calls to an address; deploy contracts through a factory call', -32602)
      const { transactionHash } = await sendUserOperation(keys, chain, address, [toCall(transaction)])
      return transactionHash
    }
    case 'eth_sendUserOperation': {
      const [{ calls }] = parse(UserOperationParams, params)
      const { userOpHash } = await sendUserOperation(keys, chain, address, calls.map(toCall))
      return userOpHash
    }
    default:
      return eip155Request({ method, params }, { keys, chain })
  }
}

/** @param {{ to?: string, value?: string, data?: string }} call @returns {Call} */
function toCall({ to, value, data }) {
  return {
    to: /** @type {`0x${string}`} */ (to),
    ...(value ? { value: BigInt(value) } : {}),
    ...(data && data !== '0x' ? { data: /** @type {`0x${string}`} */ (data) } : {}),
  }
}

/**
 * @param {UserKeys} keys
 * @param {Chain} chain
 * @param {`0x${string}`} address
 * @param {Call[]} calls
 */
async function sendUserOperation(keys, chain, address, calls) {
  const { publicClient, bundlerClient } = clientsOf(chain)
  // The owner key is opened for each signature only, as for the EOA's own requests.
  const owner = toAccount({
    address: /** @type {`0x${string}`} */ (keys.evm.address),
    signMessage: ({ message }) => withEvmAccount(keys, (account) => account.signMessage({ message })),
    signTypedData: (typedData) => withEvmAccount(keys, (account) => account.signTypedData(typedData)),
    signTransaction: (transaction) => withEvmAccount(keys, (account) => account.signTransaction(transaction)),
  })
  const account = await toSimpleAccount07({ client: publicClient, owner, address })
  /** @type {`0x${string}`} */
  let userOpHash
  try {
    userOpHash = await bundlerClient.sendUserOperation({ account, calls })
  } catch (error) {
    throw frameError(`The user operation was refused: ${reason(error)}`, -32603)
  }
  /** @type {import('viem/account-abstraction').UserOperationReceipt} */
  let receipt
  try {
    receipt = await bundlerClient.waitForUserOperationReceipt({ hash: userOpHash, timeout: RECEIPT_TIMEOUT_MS, pollingInterval: RECEIPT_POLL_MS })
  } catch {
    throw frameError(`The user operation ${userOpHash} was not included in time`, -32603)
  }
  if (!receipt.success) throw frameError(`The user operation reverted (transaction ${receipt.receipt.transactionHash})`, -32603)
  return { userOpHash, transactionHash: receipt.receipt.transactionHash }
}

/** What went wrong, in the bundler's or the chain's own short words, bounded. */
function reason(/** @type {unknown} */ error) {
  if (error instanceof BaseError) {
    const cause = error.walk((e) => e instanceof BaseError && e !== error && typeof e.details === 'string' && e.details.length > 0)
    const details = cause instanceof BaseError ? cause.details : error.details
    return `${error.shortMessage}${details && !error.shortMessage.includes(details) ? ` (${details})` : ''}`.slice(0, 300)
  }
  return 'the bundler could not be reached'
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
