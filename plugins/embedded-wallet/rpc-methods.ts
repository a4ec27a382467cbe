/**
 * Spec §6: what the embedded wallet does with a request. Safe methods read (or broadcast what is already signed)
 * and pass straight to the frame; unsafe ones sign or grant, so the visitor approves each (ApproveTransaction);
 * anything else is refused ('Requested RPC call is not allowed').
 */
export type RpcMethodKind = 'safe' | 'unsafe' | 'unknown'

/** Spec §6's read-style methods and the chain reads of the same kind (state, blocks, logs, fees, receipts). */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
])

/** Spec §6's methods needing the visitor's approval. */
export const UNSAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

export function rpcMethodKind(method: string): RpcMethodKind {
  if (SAFE_RPC_METHODS.has(method)) return 'safe'
  if (UNSAFE_RPC_METHODS.has(method)) return 'unsafe'
  return 'unknown'
}

/** Spec §8: a refused call is logged at once and shown after this delay. */
export const RPC_NOT_ALLOWED_DELAY_MS = 300
