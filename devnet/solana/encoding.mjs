// @ts-check
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'

const base58Decoder = getBase58Decoder()
const base58Encoder = getBase58Encoder()

/** @param {Uint8Array} bytes */
export const toBase58 = (bytes) => base58Decoder.decode(bytes)

/** @param {Uint8Array} bytes */
export const toBase64 = (bytes) => Buffer.from(bytes).toString('base64')

/**
 * Wire bytes from a client's string. Throws on a character outside the alphabet, which the caller answers as
 * invalid params.
 * @param {string} text
 * @param {'base58' | 'base64'} encoding
 * @returns {Uint8Array}
 */
export function decodeBytes(text, encoding) {
  if (encoding === 'base58') return new Uint8Array(base58Encoder.encode(text))
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Error('invalid base64')
  return new Uint8Array(Buffer.from(text, 'base64'))
}

/**
 * An account's data as getAccountInfo answers it: `binary` (the default of the original API) is a bare base58
 * string, the others a `[data, encoding]` pair.
 * @param {Uint8Array} data
 * @param {'base58' | 'base64' | 'binary'} encoding
 */
export function encodeAccountData(data, encoding) {
  if (encoding === 'binary') return toBase58(data)
  return encoding === 'base58' ? [toBase58(data), 'base58'] : [toBase64(data), 'base64']
}

// LiteSVM's fieldless errors are TypeScript const enums (numbers at run time, no names): these are Solana's
// variant names in the enums' order, which is the order of the Rust enums.
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
]
const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall',
  'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized',
  'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId', 'ExternalAccountLamportSpend',
  'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex',
  'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync',
  'InvalidError', 'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId', 'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded',
  'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded', 'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar',
  'IllegalOwner', 'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
]

/**
 * A LiteSVM transaction error in the JSON form validators report it (`"InsufficientFundsForFee"`,
 * `{ "InstructionError": [0, { "Custom": 1 }] }`), which clients match on.
 * @param {ReturnType<import('litesvm').FailedTransactionMetadata['err']>} error
 * @returns {unknown}
 */
export function transactionErrorJson(error) {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`
  // The classes are not exported by litesvm's entry point, so they are told apart by their fields.
  const fields = /** @type {{ index?: number, accountIndex?: number, err?: () => unknown }} */ (error)
  const kind = error.constructor.name
  if (typeof fields.err === 'function') {
    const inner = /** @type {number | { code?: number }} */ (fields.err())
    const detail =
      typeof inner === 'number'
        ? (INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`)
        : typeof inner.code === 'number'
          ? { Custom: inner.code }
          : { BorshIoError: String(inner) }
    return { InstructionError: [fields.index, detail] }
  }
  if (kind.endsWith('DuplicateInstruction')) return { DuplicateInstruction: fields.index }
  const name = kind.replace(/^TransactionError/, '')
  return { [name]: { account_index: fields.accountIndex } }
}
