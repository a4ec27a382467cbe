// @ts-check
import * as z from 'zod/mini'
import { encodeAbiParameters, numberToHex, toHex } from 'viem'
import { entryPoint07Abi, toPackedUserOperation } from 'viem/account-abstraction'

/** @typedef {import('viem/account-abstraction').UserOperation<'0.7'>} UserOperation */

// Bounds: far above what a SimpleAccount sends, far below what could tie up the bundler or the chain.
export const MAX_CALL_DATA_BYTES = 64 * 1024
export const MAX_FACTORY_DATA_BYTES = 16 * 1024
export const MAX_PAYMASTER_DATA_BYTES = 4 * 1024
export const MAX_SIGNATURE_BYTES = 2 * 1024
/** What one user operation's gas limits may add up to: half of anvil's 30 M block, so a bundle always fits. */
export const MAX_OPERATION_GAS = 15_000_000n
const MAX_UINT128 = 2n ** 128n - 1n

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'an address (0x and 40 hex digits)'))
/** @param {number} maxBytes */
const bytes = (maxBytes) =>
  z
    .string()
    .check(
      z.maxLength(2 + maxBytes * 2, `at most ${maxBytes} bytes`),
      z.regex(/^0x([0-9a-fA-F]{2})*$/, 'hex bytes (0x and an even number of hex digits)'),
    )
const quantity = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity (0x and 1 to 64 hex digits)')),
  z.transform((value) => BigInt(value)),
)
/** @param {bigint} max */
const boundedQuantity = (max) => quantity.check(z.refine((value) => value <= max, `at most ${max}`))

const gasFields = {
  callGasLimit: boundedQuantity(MAX_OPERATION_GAS),
  verificationGasLimit: boundedQuantity(MAX_OPERATION_GAS),
  preVerificationGas: boundedQuantity(MAX_OPERATION_GAS),
  maxFeePerGas: boundedQuantity(MAX_UINT128),
  maxPriorityFeePerGas: boundedQuantity(MAX_UINT128),
}

const base = {
  sender: address,
  nonce: quantity,
  factory: z.optional(z.nullable(address)),
  factoryData: z.optional(z.nullable(bytes(MAX_FACTORY_DATA_BYTES))),
  callData: bytes(MAX_CALL_DATA_BYTES),
  paymaster: z.optional(z.nullable(address)),
  paymasterVerificationGasLimit: z.optional(z.nullable(boundedQuantity(MAX_OPERATION_GAS))),
  paymasterPostOpGasLimit: z.optional(z.nullable(boundedQuantity(MAX_OPERATION_GAS))),
  paymasterData: z.optional(z.nullable(bytes(MAX_PAYMASTER_DATA_BYTES))),
  signature: bytes(MAX_SIGNATURE_BYTES),
}

/** `eth_sendUserOperation`'s v0.7 user operation: every gas field given. Unknown fields (an EIP-7702 authorization) are refused. */
const SentOperation = z.strictObject({ ...base, ...gasFields })
/** `eth_estimateUserOperationGas`'s: the gas fields are what it estimates, so each may be left out. */
const EstimatedOperation = z.strictObject({
  ...base,
  ...Object.fromEntries(Object.entries(gasFields).map(([key, schema]) => [key, z.optional(schema)])),
})

/**
 * A JSON-RPC error the bundler answers with; codes are ERC-7769's.
 */
export class BundlerError extends Error {
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

/**
 * @param {unknown} value
 * @param {'send' | 'estimate'} purpose
 * @returns {UserOperation}
 */
export function parseUserOperation(value, purpose) {
  const parsed = (purpose === 'send' ? SentOperation : EstimatedOperation).safeParse(value)
  if (!parsed.success) {
    throw new BundlerError(-32602, `Invalid user operation: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`)
  }
  const op = /** @type {z.infer<typeof SentOperation>} */ (parsed.data)
  const { factory, factoryData, paymaster, paymasterData, paymasterVerificationGasLimit, paymasterPostOpGasLimit } = op
  if (!factory && factoryData && factoryData !== '0x') throw new BundlerError(-32602, 'Invalid user operation: factoryData without a factory')
  if (!paymaster && (paymasterData || paymasterVerificationGasLimit || paymasterPostOpGasLimit)) {
    throw new BundlerError(-32602, 'Invalid user operation: paymaster fields without a paymaster')
  }
  /** @type {UserOperation} */
  const operation = {
    sender: /** @type {`0x${string}`} */ (op.sender),
    nonce: op.nonce,
    callData: /** @type {`0x${string}`} */ (op.callData),
    // Left out of an estimate: what it estimates, so zero until then.
    callGasLimit: op.callGasLimit ?? 0n,
    verificationGasLimit: op.verificationGasLimit ?? 0n,
    preVerificationGas: op.preVerificationGas ?? 0n,
    maxFeePerGas: op.maxFeePerGas ?? 0n,
    maxPriorityFeePerGas: op.maxPriorityFeePerGas ?? 0n,
    signature: /** @type {`0x${string}`} */ (op.signature),
    ...(factory ? { factory: /** @type {`0x${string}`} */ (factory), factoryData: /** @type {`0x${string}`} */ (factoryData ?? '0x') } : {}),
    ...(paymaster
      ? {
          paymaster: /** @type {`0x${string}`} */ (paymaster),
          paymasterData: /** @type {`0x${string}`} */ (paymasterData ?? '0x'),
          paymasterVerificationGasLimit: paymasterVerificationGasLimit ?? 0n,
          paymasterPostOpGasLimit: paymasterPostOpGasLimit ?? 0n,
        }
      : {}),
  }
  if (operation.maxPriorityFeePerGas > operation.maxFeePerGas) {
    throw new BundlerError(-32602, 'Invalid user operation: maxPriorityFeePerGas is above maxFeePerGas')
  }
  if (totalGas(operation) > MAX_OPERATION_GAS) {
    throw new BundlerError(-32602, `Invalid user operation: its gas limits add up to more than ${MAX_OPERATION_GAS}`)
  }
  return operation
}

/**
 * Every gas limit the operation may use, preVerificationGas included.
 * @param {UserOperation} op
 */
export function totalGas(op) {
  return (
    op.callGasLimit +
    op.verificationGasLimit +
    op.preVerificationGas +
    (op.paymasterVerificationGasLimit ?? 0n) +
    (op.paymasterPostOpGasLimit ?? 0n)
  )
}

/**
 * The operation as JSON-RPC carries it (ERC-7769's v0.7 shape), for `eth_getUserOperationByHash`. Factory and
 * paymaster fields are left out when unused, as clients leave them out (viem turns a null into a broken field).
 * @param {UserOperation} op
 */
export function toRpcUserOperation(op) {
  return {
    sender: op.sender,
    nonce: numberToHex(op.nonce),
    ...(op.factory ? { factory: op.factory, factoryData: op.factoryData ?? '0x' } : {}),
    callData: op.callData,
    callGasLimit: numberToHex(op.callGasLimit),
    verificationGasLimit: numberToHex(op.verificationGasLimit),
    preVerificationGas: numberToHex(op.preVerificationGas),
    maxFeePerGas: numberToHex(op.maxFeePerGas),
    maxPriorityFeePerGas: numberToHex(op.maxPriorityFeePerGas),
    ...(op.paymaster
      ? {
          paymaster: op.paymaster,
          paymasterVerificationGasLimit: numberToHex(op.paymasterVerificationGasLimit ?? 0n),
          paymasterPostOpGasLimit: numberToHex(op.paymasterPostOpGasLimit ?? 0n),
          paymasterData: op.paymasterData ?? '0x',
        }
      : {}),
    signature: op.signature,
  }
}

/** handleOps' `PackedUserOperation` tuple, to encode one operation as the bundle's calldata carries it. */
const PACKED_USER_OPERATION = (() => {
  const handleOps = entryPoint07Abi.find((item) => item.type === 'function' && item.name === 'handleOps')
  const ops = handleOps?.type === 'function' ? handleOps.inputs[0] : undefined
  if (!ops || !('components' in ops)) throw new Error('viem\'s entryPoint07Abi has no handleOps(PackedUserOperation[], address)')
  return { type: 'tuple', components: ops.components }
})()

// The eth-infinitism reference bundler's overheads: the gas a bundle transaction spends on an operation that the
// EntryPoint does not meter (its share of the 21 000 base cost, the calldata, the loop around it).
const FIXED_GAS = 21_000n
const PER_OPERATION_GAS = 18_300n
const PER_WORD_GAS = 4n
const ZERO_BYTE_GAS = 4n
const NON_ZERO_BYTE_GAS = 16n
const SIGNATURE_BYTES = 65

/**
 * The preVerificationGas an operation needs. The gas fields and the signature are costed at their worst (no zero
 * bytes), so the estimate with a stub signature also covers the signed operation sent later.
 * @param {UserOperation} op
 */
export function requiredPreVerificationGas(op) {
  const signatureBytes = Math.max(SIGNATURE_BYTES, (op.signature.length - 2) / 2)
  const worst = /** @type {UserOperation} */ ({
    ...op,
    callGasLimit: MAX_UINT128,
    verificationGasLimit: MAX_UINT128,
    preVerificationGas: 2n ** 256n - 1n,
    maxFeePerGas: MAX_UINT128,
    maxPriorityFeePerGas: MAX_UINT128,
    ...(op.paymaster ? { paymasterVerificationGasLimit: MAX_UINT128, paymasterPostOpGasLimit: MAX_UINT128 } : {}),
    signature: toHex(new Uint8Array(signatureBytes).fill(1)),
  })
  const encoded = encodeAbiParameters([PACKED_USER_OPERATION], [toPackedUserOperation(worst)])
  let callDataGas = 0n
  for (let i = 2; i < encoded.length; i += 2) callDataGas += encoded.slice(i, i + 2) === '00' ? ZERO_BYTE_GAS : NON_ZERO_BYTE_GAS
  const words = BigInt(Math.ceil((encoded.length - 2) / 2 / 32))
  return callDataGas + FIXED_GAS + PER_OPERATION_GAS + PER_WORD_GAS * words
}
