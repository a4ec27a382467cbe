import { formatUnits, readableBytes, type ApprovalRow, type EmbeddedWalletRules, type MessageVars } from '../../kernel/index.js'
import type { Eip155MessageKey } from './messages.js'

const ETHER = { symbol: 'ETH', decimals: 18 }
/** A row whose label reads in the visitor's locale (the English stays in `label`). */
const row = (label: string, key: Eip155MessageKey, value: string, vars?: MessageVars): ApprovalRow => ({ label, value, labelText: vars ? { key, vars } : { key } })
const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

function hexBytes(hex: string): Uint8Array | undefined {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return undefined
  const body = hex.slice(2)
  return Uint8Array.from({ length: body.length / 2 }, (_, i) => parseInt(body.slice(i * 2, i * 2 + 2), 16))
}

/** ERC-20 transfer(address,uint256): its selector, then the receiver and the amount as two 32-byte words. */
const TRANSFER = /^0xa9059cbb0{24}([0-9a-fA-F]{40})([0-9a-fA-F]{64})$/

/** The receiver and amount of an ERC-20 transfer call, so the visitor approves what moves, not opaque bytes. */
function tokenTransfer(data: string): { to: string; amount: bigint } | undefined {
  const match = TRANSFER.exec(data)
  return match ? { to: `0x${match[1]!}`, amount: BigInt(`0x${match[2]!}`) } : undefined
}

function transactionRows(tx: unknown, currency: { readonly symbol: string; readonly decimals: number }): ApprovalRow[] {
  const { to, value, data } = (tx && typeof tx === 'object' ? tx : {}) as { to?: unknown; value?: unknown; data?: unknown }
  const rows: ApprovalRow[] = [
    typeof to === 'string' ? row('To', 'eip155.approval.to', to) : { ...row('To', 'eip155.approval.to', 'New contract'), valueText: { key: 'eip155.approval.newContract' } },
  ]
  try {
    const amount = typeof value === 'string' || typeof value === 'number' ? BigInt(value) : 0n
    rows.push(row('Value', 'eip155.approval.value', `${formatUnits(amount, currency.decimals)} ${currency.symbol}`))
  } catch {
    rows.push(row('Value', 'eip155.approval.value', text(value)))
  }
  if (typeof data === 'string' && data !== '' && data !== '0x') {
    const transfer = tokenTransfer(data)
    if (transfer && typeof to === 'string') {
      rows.push(
        row('Token', 'eip155.approval.token', to),
        row('Transfer to', 'eip155.approval.transferTo', transfer.to),
        row('Amount (token units)', 'eip155.approval.amount', transfer.amount.toString()),
      )
    }
    rows.push(row('Data', 'eip155.approval.data', data))
  }
  return rows
}

/** Calls shown, at most: an embedded wallet takes no more in one user operation. */
const MAX_CALLS_SHOWN = 16

/** eth_sendUserOperation as embedded wallets serve it (`[{ calls }]`): each call the smart account makes. */
function userOperationRows(operation: unknown, currency: { readonly symbol: string; readonly decimals: number }): ApprovalRow[] {
  const listed = operation && typeof operation === 'object' ? (operation as { calls?: unknown }).calls : undefined
  const calls = Array.isArray(listed) ? (listed as unknown[]) : []
  const summary = `${calls.length} ${calls.length === 1 ? 'call' : 'calls'} from your smart account`
  const rows: ApprovalRow[] = [
    { ...row('User operation', 'eip155.approval.userOperation', summary), valueText: { key: calls.length === 1 ? 'eip155.approval.callsOne' : 'eip155.approval.callsMany', vars: { count: calls.length } } },
  ]
  calls.slice(0, MAX_CALLS_SHOWN).forEach((call, index) => {
    for (const { label, value, labelText, valueText } of transactionRows(call, currency)) {
      const key = `${labelText!.key}InCall` as Eip155MessageKey
      rows.push({ label: `${label} (call ${index + 1})`, value, labelText: { key, vars: { index: index + 1 } }, ...(valueText ? { valueText } : {}) })
    }
  })
  return rows
}

/** Spec §6 for EVM accounts an embedded wallet holds: what reads, what the visitor approves, and how it reads. */
export const eip155EmbeddedWalletRules: EmbeddedWalletRules = {
  // Spec §6's read-style methods, and the chain reads of the same kind (state, blocks, logs, fees, receipts).
  safeMethods: [
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
  ],
  unsafeMethods: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ],
  describeRequest({ method, params, currency = ETHER }) {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'personal_sign': {
        const message = list[0]
        const bytes = typeof message === 'string' ? hexBytes(message) : undefined
        return [row('Message', 'eip155.approval.message', bytes ? readableBytes(bytes) : text(message))]
      }
      case 'eth_signTypedData_v4':
        return [row('Typed data', 'eip155.approval.typedData', text(list[1]))]
      case 'eth_sendTransaction':
        return transactionRows(list[0], currency)
      case 'eth_sendUserOperation':
        return userOperationRows(list[0], currency)
      default:
        return undefined
    }
  },
}
