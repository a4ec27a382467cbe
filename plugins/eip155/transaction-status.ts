import { TransactionReceiptNotFoundError } from 'viem'
import { getTransactionReceipt } from 'viem/actions'
import { toRpcError, type TransactionStatusReader } from '../../kernel/index.js'
import type { RpcClientFor } from './rpc-client-for.js'

/** A transaction's receipt over the network's RPC: none yet is pending, status 1 confirmed, 0 failed (reverted). */
export function createEvmTransactionStatus(rpc: RpcClientFor): TransactionStatusReader {
  return {
    async status({ caipNetwork, hash, signal }) {
      const client = await rpc(caipNetwork, signal)
      try {
        const receipt = await getTransactionReceipt(client, { hash: hash as `0x${string}` })
        return receipt.status === 'success' ? 'confirmed' : 'failed'
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return 'pending'
        throw toRpcError(error)
      }
    },
    explorerUrl: ({ caipNetwork, hash }) =>
      caipNetwork.blockExplorers ? `${caipNetwork.blockExplorers.default.url.replace(/\/$/, '')}/tx/${hash}` : undefined,
  }
}
