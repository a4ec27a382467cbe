import { base58 } from '@scure/base'
import { formatUnits } from '../../kernel/index.js'
import type { ApprovalRequest } from './frame-provider.js'

export interface RequestRow {
  readonly label: string
  readonly value: string
}

/** Long values are cut for the screen; the frame signs the whole of them. */
const MAX_SHOWN = 2_000
const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text)

/** Bytes as text when they are UTF-8, else as hex: a visitor reads a message, not its encoding. */
function readable(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
  }
}

function hexBytes(hex: string): Uint8Array | undefined {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return undefined
  const body = hex.slice(2)
  return Uint8Array.from({ length: body.length / 2 }, (_, i) => parseInt(body.slice(i * 2, i * 2 + 2), 16))
}

const ETHER = { symbol: 'ETH', decimals: 18 }
const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')

function transactionRows(tx: unknown, currency: { readonly symbol: string; readonly decimals: number }): RequestRow[] {
  const { to, value, data } = (tx && typeof tx === 'object' ? tx : {}) as { to?: unknown; value?: unknown; data?: unknown }
  const rows: RequestRow[] = [{ label: 'To', value: typeof to === 'string' ? to : 'New contract' }]
  let amount = 0n
  try {
    amount = typeof value === 'string' || typeof value === 'number' ? BigInt(value) : 0n
  } catch {
    rows.push({ label: 'Value', value: shown(text(value)) })
  }
  if (rows.length === 1) rows.push({ label: 'Value', value: `${formatUnits(amount, currency.decimals)} ${currency.symbol}` })
  if (typeof data === 'string' && data !== '' && data !== '0x') rows.push({ label: 'Data', value: shown(data) })
  return rows
}

/** Calls shown, at most: the frame takes no more in one user operation. */
const MAX_CALLS_SHOWN = 16

/** eth_sendUserOperation as the embedded wallet serves it (`[{ calls }]`): each call the smart account makes. */
function userOperationRows(operation: unknown, currency: { readonly symbol: string; readonly decimals: number }): RequestRow[] {
  const calls = operation && typeof operation === 'object' && Array.isArray((operation as { calls?: unknown }).calls) ? ((operation as { calls: unknown[] }).calls) : []
  const rows: RequestRow[] = [{ label: 'User operation', value: `${calls.length} ${calls.length === 1 ? 'call' : 'calls'} from your smart account` }]
  calls.slice(0, MAX_CALLS_SHOWN).forEach((call, index) => {
    for (const row of transactionRows(call, currency)) rows.push({ label: `${row.label} (call ${index + 1})`, value: row.value })
  })
  return rows
}

/** Spec §2: what the visitor is asked to approve, readable: the message text, or a transaction's recipient, value and data. */
export function describeRequest({ method, params, currency = ETHER }: ApprovalRequest): RequestRow[] {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  const object = (params && typeof params === 'object' && !Array.isArray(params) ? params : {}) as Record<string, unknown>
  switch (method) {
    case 'personal_sign': {
      const message = list[0]
      const bytes = typeof message === 'string' ? hexBytes(message) : undefined
      return [{ label: 'Message', value: shown(bytes ? readable(bytes) : text(message)) }]
    }
    case 'eth_signTypedData_v4':
      return [{ label: 'Typed data', value: shown(text(list[1])) }]
    case 'eth_sendTransaction':
      return transactionRows(list[0], currency)
    case 'eth_sendUserOperation':
      return userOperationRows(list[0], currency)
    case 'solana_signMessage': {
      const message = object['message']
      try {
        return [{ label: 'Message', value: shown(readable(base58.decode(String(message)))) }]
      } catch {
        return [{ label: 'Message', value: shown(text(message)) }]
      }
    }
    default:
      return [
        { label: 'Request', value: method },
        { label: 'Details', value: shown(text(params)) },
      ]
  }
}
