// @ts-check
import { decodeErrorResult, decodeEventLog, decodeFunctionResult, encodeFunctionData, numberToHex, zeroAddress } from 'viem'
import { entryPoint07Abi, getUserOperationHash, toPackedUserOperation } from 'viem/account-abstraction'
import { BUNDLER_ACCOUNT } from '../dev-accounts.mjs'
import { rpcRequest } from '../json-rpc.mjs'
import { ENTRY_POINT_07_ADDRESS, accountAbstractionArtifact } from '../smart-accounts.mjs'
import { BundlerError } from './user-operation.mjs'

/** @typedef {import('viem/account-abstraction').UserOperation<'0.7'>} UserOperation */
/** @typedef {{ address: string, topics: `0x${string}`[], data: `0x${string}`, logIndex: string }} RpcLog */

/**
 * @param {{ id: number }} chain
 * @param {UserOperation} op
 */
export function userOperationHash(chain, op) {
  return getUserOperationHash({
    chainId: chain.id,
    entryPointAddress: ENTRY_POINT_07_ADDRESS,
    entryPointVersion: '0.7',
    userOperation: op,
  })
}

/**
 * The bundle transaction's calldata: one operation, the bundler's key as beneficiary.
 * @param {UserOperation} op
 */
export function handleOpsData(op) {
  return encodeFunctionData({
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(op)], BUNDLER_ACCOUNT.address],
  })
}

// ERC-7769's codes for what the EntryPoint refuses, by the AA code's tens.
const SIGNATURE_REFUSED = -32507
const PAYMASTER_REFUSED = -32501
const OUT_OF_TIME_RANGE = -32503
const VALIDATION_REFUSED = -32500
export const EXECUTION_REVERTED = -32521

/**
 * The EntryPoint's refusal as the JSON-RPC error a bundler answers with: its `AAnn` reason is the message.
 * @param {unknown} data revert data
 * @returns {BundlerError}
 */
export function refusal(data) {
  if (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data) || data.length < 10) {
    return new BundlerError(VALIDATION_REFUSED, 'The EntryPoint refused the user operation', data)
  }
  let decoded
  try {
    decoded = decodeErrorResult({ abi: entryPoint07Abi, data: /** @type {`0x${string}`} */ (data) })
  } catch {
    return new BundlerError(VALIDATION_REFUSED, `The EntryPoint refused the user operation (revert data ${data.slice(0, 200)})`, data)
  }
  if (decoded.errorName !== 'FailedOp' && decoded.errorName !== 'FailedOpWithRevert') {
    return new BundlerError(VALIDATION_REFUSED, `The EntryPoint refused the user operation: ${decoded.errorName}`, data)
  }
  const reason = String(decoded.args[1])
  const inner = decoded.errorName === 'FailedOpWithRevert' ? ` (revert data ${decoded.args[2]})` : ''
  const code = /^AA[23]4/.test(reason)
    ? SIGNATURE_REFUSED
    : /^AA[23]2/.test(reason)
      ? OUT_OF_TIME_RANGE
      : /^AA3/.test(reason)
        ? PAYMASTER_REFUSED
        : VALIDATION_REFUSED
  return new BundlerError(code, `${reason}${inner}`, data)
}

/**
 * Runs `call`, turning a revert into the EntryPoint's refusal.
 * @template T
 * @param {() => Promise<T>} call
 * @returns {Promise<T>}
 */
export async function refusingReverts(call) {
  try {
    return await call()
  } catch (error) {
    const data = /** @type {{ data?: unknown }} */ (error).data
    if (data !== undefined) throw refusal(data)
    throw error
  }
}

// The limits the gas estimate simulates with: generous, and together under anvil's 30 M block.
const SIMULATION_VERIFICATION_GAS = 5_000_000n
const SIMULATION_CALL_GAS = 8_000_000n
// v0.7 charges 10 % of the execution gas an operation reserves and leaves unused.
const UNUSED_GAS_PENALTY_PERCENT = 10n

/** @type {{ abi: import('viem').Abi, deployedBytecode: `0x${string}` } | undefined} */
let simulations

/**
 * Runs the operation through EntryPointSimulations' `simulateHandleOp`, put in place of the EntryPoint's code by
 * an `eth_simulateV1` state override (so the real nonces, deposits and SenderCreator are used), with generous
 * limits and a gas price of 1 wei: the validation and execution gas come out of what it reports, and its logs say
 * whether the account's call reverted. A stub signature does not stop it (validation data is returned, not
 * enforced), a missing account or nonce error does.
 * @param {{ id: number, rpcUrl: string }} chain
 * @param {UserOperation} op with its preVerificationGas
 * @returns {Promise<{ verificationGas: bigint, executionGas: bigint, revertData: `0x${string}` | undefined }>}
 */
export async function simulate(chain, op) {
  simulations ??= accountAbstractionArtifact('EntryPointSimulations')
  /** @type {UserOperation} */
  const simulated = {
    ...op,
    verificationGasLimit: SIMULATION_VERIFICATION_GAS,
    callGasLimit: SIMULATION_CALL_GAS,
    maxFeePerGas: 1n,
    maxPriorityFeePerGas: 1n,
  }
  const prefund = simulated.verificationGasLimit + simulated.callGasLimit + simulated.preVerificationGas +
    (op.paymasterVerificationGasLimit ?? 0n) + (op.paymasterPostOpGasLimit ?? 0n)
  const balance = BigInt(/** @type {string} */ (await rpcRequest(chain.rpcUrl, 'eth_getBalance', [op.sender, 'latest'])))
  const result = await rpcRequest(chain.rpcUrl, 'eth_simulateV1', [
    {
      blockStateCalls: [
        {
          stateOverrides: {
            [ENTRY_POINT_07_ADDRESS]: { code: simulations.deployedBytecode },
            // What it holds plus the 1-wei prefund: a value the call moves must still be covered by the account.
            [op.sender]: { balance: numberToHex(balance + prefund) },
          },
          calls: [
            {
              from: BUNDLER_ACCOUNT.address,
              to: ENTRY_POINT_07_ADDRESS,
              data: encodeFunctionData({
                abi: simulations.abi,
                functionName: 'simulateHandleOp',
                args: [toPackedUserOperation(simulated), zeroAddress, '0x'],
              }),
            },
          ],
        },
      ],
    },
    'latest',
  ])
  const call = /** @type {{ status: string, returnData: `0x${string}`, logs: RpcLog[], error?: { data?: string } }} */ (
    /** @type {{ calls: unknown[] }[]} */ (result)[0]?.calls[0]
  )
  if (!call) throw new Error('eth_simulateV1 answered no call result')
  if (Number(call.status) !== 1) throw refusal(call.error?.data ?? call.returnData)
  const execution = /** @type {{ preOpGas: bigint, paid: bigint }} */ (
    decodeFunctionResult({ abi: simulations.abi, functionName: 'simulateHandleOp', data: call.returnData })
  )
  // paid = preOpGas + used + (limit - used) × 10 %, at 1 wei a gas: solved for used.
  const executionLimit = SIMULATION_CALL_GAS + (op.paymasterPostOpGasLimit ?? 0n)
  const charged = execution.paid - execution.preOpGas
  const executionGas = ((charged - (executionLimit * UNUSED_GAS_PENALTY_PERCENT) / 100n) * 100n) / (100n - UNUSED_GAS_PENALTY_PERCENT)
  const reverted = operationEvents(call.logs, userOperationHash(chain, simulated)).revertReason
  return { verificationGas: execution.preOpGas - op.preVerificationGas, executionGas, revertData: reverted }
}

/**
 * The EntryPoint's events about one operation in a bundle transaction's logs.
 * @param {RpcLog[]} logs
 * @param {`0x${string}`} hash
 */
export function operationEvents(logs, hash) {
  /** @type {{ index: number, args: { sender: string, paymaster: string, nonce: bigint, success: boolean, actualGasCost: bigint, actualGasUsed: bigint } } | undefined} */
  let outcome
  /** @type {`0x${string}` | undefined} */
  let revertReason
  let executionStart = -1
  logs.forEach((log, index) => {
    if (log.address.toLowerCase() !== ENTRY_POINT_07_ADDRESS.toLowerCase()) return
    let event
    try {
      event = decodeEventLog({ abi: entryPoint07Abi, topics: /** @type {[`0x${string}`]} */ (log.topics), data: log.data })
    } catch {
      return
    }
    if (event.eventName === 'BeforeExecution') executionStart = index
    if (!event.args || !('userOpHash' in event.args) || event.args.userOpHash !== hash) return
    if (event.eventName === 'UserOperationEvent') outcome = { index, args: event.args }
    if (event.eventName === 'UserOperationRevertReason') revertReason = event.args.revertReason
  })
  // One operation a bundle: its own logs are those its execution emitted, between BeforeExecution and its event.
  const ownLogs = outcome ? logs.slice(executionStart + 1, outcome.index).filter((log) => !isEntryPointLog(log)) : []
  return { outcome: outcome?.args, revertReason, ownLogs }
}

/** @param {RpcLog} log */
function isEntryPointLog(log) {
  return log.address.toLowerCase() === ENTRY_POINT_07_ADDRESS.toLowerCase()
}
