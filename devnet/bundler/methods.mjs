// @ts-check
import * as z from 'zod/mini'
import { numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { BUNDLER_ACCOUNT } from '../dev-accounts.mjs'
import { rpcRequest } from '../json-rpc.mjs'
import { ENTRY_POINT_07_ADDRESS } from '../smart-accounts.mjs'
import {
  EXECUTION_REVERTED,
  handleOpsData,
  operationEvents,
  refusingReverts,
  simulate,
  userOperationHash,
} from './entry-point.mjs'
import { BundlerError, parseUserOperation, requiredPreVerificationGas, toRpcUserOperation } from './user-operation.mjs'

/** @typedef {import('viem/account-abstraction').UserOperation<'0.7'>} UserOperation */
/** @typedef {{ op: UserOperation, transactionHash: `0x${string}` }} SentOperation */

/** Operations remembered for receipts and look-ups, oldest forgotten first. */
export const MAX_REMEMBERED_OPERATIONS = 1_000
// Margins on what the simulation measured: nested calls only get 63/64 of what is left.
const VERIFICATION_MARGIN = { percent: 150n, plus: 10_000n }
const CALL_MARGIN = { percent: 120n, plus: 10_000n }
// Over what eth_estimateGas found for the bundle transaction; unused gas is refunded to the bundler.
const BUNDLE_GAS_PERCENT = 120n

const Hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hash'))
const EntryPoint = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'an address'))

/**
 * @template T
 * @param {z.ZodMiniType<T>} schema
 * @param {unknown} value
 * @param {string} what
 * @returns {T}
 */
function param(schema, value, what) {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new BundlerError(-32602, `Invalid params: ${what} is not ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`)
  return parsed.data
}

/** @param {unknown} value */
function supportedEntryPoint(value) {
  const entryPoint = param(EntryPoint, value, 'the entry point')
  if (entryPoint.toLowerCase() !== ENTRY_POINT_07_ADDRESS.toLowerCase()) {
    throw new BundlerError(-32602, `Invalid params: entry point ${entryPoint} is not supported; this bundler serves ${ENTRY_POINT_07_ADDRESS} (v0.7)`)
  }
}

/**
 * @param {bigint} value
 * @param {{ percent: bigint, plus: bigint }} margin
 */
const withMargin = (value, { percent, plus }) => (value * percent) / 100n + plus

/**
 * One chain's bundler: ERC-7769's methods over the chain's RPC, one operation per bundle, sent at once.
 * @param {{ id: number, rpcUrl: string }} chain
 * @returns {Record<string, (params: unknown[]) => Promise<unknown>>}
 */
export function createChainBundler(chain) {
  const account = privateKeyToAccount(BUNDLER_ACCOUNT.privateKey)
  /** @type {Map<`0x${string}`, SentOperation>} */
  const sent = new Map()
  // Sends run one after another, so the bundler's nonces and the "already known" check never race.
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve()
  /**
   * @template T
   * @param {() => Promise<T>} task
   * @returns {Promise<T>}
   */
  const inTurn = (task) => {
    const result = queue.then(task, task)
    queue = result.catch(() => {})
    return result
  }

  /** @param {unknown[]} params */
  const known = (params) => sent.get(/** @type {`0x${string}`} */ (param(Hash, params[0], 'the user operation hash').toLowerCase()))

  return {
    async eth_chainId() {
      return numberToHex(chain.id)
    },

    async eth_supportedEntryPoints() {
      return [ENTRY_POINT_07_ADDRESS]
    },

    async eth_estimateUserOperationGas(params) {
      if (params.length > 2) throw new BundlerError(-32602, 'Invalid params: state overrides are not supported')
      supportedEntryPoint(params[1])
      const op = parseUserOperation(params[0], 'estimate')
      if (op.paymaster && !(op.paymasterVerificationGasLimit && op.paymasterPostOpGasLimit)) {
        throw new BundlerError(-32602, 'Invalid params: give paymasterVerificationGasLimit and paymasterPostOpGasLimit; this bundler estimates the account\'s gas only')
      }
      const preVerificationGas = requiredPreVerificationGas(op)
      const { verificationGas, executionGas, revertData } = await simulate(chain, { ...op, preVerificationGas })
      if (revertData !== undefined) {
        // The revert data goes in `data` only: clients match bundler messages by pattern (viem reads 'aa50' in any
        // hex as a paymaster error), so raw hex in the message would make the reason depend on the account.
        throw new BundlerError(EXECUTION_REVERTED, "The user operation's call reverted", revertData)
      }
      return {
        preVerificationGas: numberToHex(preVerificationGas),
        verificationGasLimit: numberToHex(withMargin(verificationGas, VERIFICATION_MARGIN)),
        callGasLimit: numberToHex(withMargin(executionGas > 0n ? executionGas : 0n, CALL_MARGIN)),
        ...(op.paymaster
          ? {
              paymasterVerificationGasLimit: numberToHex(op.paymasterVerificationGasLimit ?? 0n),
              paymasterPostOpGasLimit: numberToHex(op.paymasterPostOpGasLimit ?? 0n),
            }
          : {}),
      }
    },

    async eth_sendUserOperation(params) {
      if (params.length > 2) throw new BundlerError(-32602, 'Invalid params: expected [userOperation, entryPoint]')
      supportedEntryPoint(params[1])
      const op = parseUserOperation(params[0], 'send')
      const needed = requiredPreVerificationGas(op)
      if (op.preVerificationGas < needed) {
        throw new BundlerError(-32602, `Invalid user operation: preVerificationGas ${op.preVerificationGas} is below the ${needed} it needs`)
      }
      const hash = userOperationHash(chain, op)
      return inTurn(async () => {
        if (sent.has(hash)) throw new BundlerError(-32602, `Invalid user operation: ${hash} is already known`)
        const data = handleOpsData(op)
        const [gas, block, nonce] = await Promise.all([
          refusingReverts(() => rpcRequest(chain.rpcUrl, 'eth_estimateGas', [{ from: account.address, to: ENTRY_POINT_07_ADDRESS, data }])),
          rpcRequest(chain.rpcUrl, 'eth_getBlockByNumber', ['latest', false]),
          rpcRequest(chain.rpcUrl, 'eth_getTransactionCount', [account.address, 'pending']),
        ])
        const baseFee = BigInt(/** @type {{ baseFeePerGas?: string }} */ (block).baseFeePerGas ?? 0)
        if (op.maxFeePerGas < baseFee) {
          throw new BundlerError(-32602, `Invalid user operation: maxFeePerGas ${op.maxFeePerGas} is below the chain's base fee ${baseFee}`)
        }
        // The operation's own fees: what the EntryPoint pays the beneficiary covers what the bundler spends.
        const serializedTransaction = await account.signTransaction({
          type: 'eip1559',
          chainId: chain.id,
          nonce: Number(nonce),
          gas: (BigInt(/** @type {string} */ (gas)) * BUNDLE_GAS_PERCENT) / 100n,
          maxFeePerGas: op.maxFeePerGas,
          maxPriorityFeePerGas: op.maxPriorityFeePerGas,
          to: ENTRY_POINT_07_ADDRESS,
          data,
        })
        const transactionHash = /** @type {`0x${string}`} */ (await rpcRequest(chain.rpcUrl, 'eth_sendRawTransaction', [serializedTransaction]))
        if (sent.size >= MAX_REMEMBERED_OPERATIONS) {
          const oldest = sent.keys().next().value
          if (oldest) sent.delete(oldest)
        }
        sent.set(hash, { op, transactionHash })
        return hash
      })
    },

    async eth_getUserOperationReceipt(params) {
      const entry = known(params)
      if (!entry) return null
      const receipt = /** @type {{ logs: import('./entry-point.mjs').RpcLog[] } | null} */ (
        await rpcRequest(chain.rpcUrl, 'eth_getTransactionReceipt', [entry.transactionHash])
      )
      if (!receipt) return null
      const hash = userOperationHash(chain, entry.op)
      const { outcome, revertReason, ownLogs } = operationEvents(receipt.logs, hash)
      // A bundle that reverted as a whole (the chain moved between the check and the send) carries no outcome.
      if (!outcome) return null
      return {
        userOpHash: hash,
        entryPoint: ENTRY_POINT_07_ADDRESS,
        sender: outcome.sender,
        nonce: numberToHex(outcome.nonce),
        paymaster: outcome.paymaster,
        actualGasCost: numberToHex(outcome.actualGasCost),
        actualGasUsed: numberToHex(outcome.actualGasUsed),
        success: outcome.success,
        ...(revertReason === undefined ? {} : { reason: revertReason }),
        logs: ownLogs,
        receipt,
      }
    },

    async eth_getUserOperationByHash(params) {
      const entry = known(params)
      if (!entry) return null
      const transaction = /** @type {{ blockHash: string | null, blockNumber: string | null } | null} */ (
        await rpcRequest(chain.rpcUrl, 'eth_getTransactionByHash', [entry.transactionHash])
      )
      return {
        userOperation: toRpcUserOperation(entry.op),
        entryPoint: ENTRY_POINT_07_ADDRESS,
        transactionHash: entry.transactionHash,
        blockHash: transaction?.blockHash ?? null,
        blockNumber: transaction?.blockNumber ?? null,
      }
    },
  }
}
