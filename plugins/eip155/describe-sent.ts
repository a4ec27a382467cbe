import * as z from 'zod/mini'
import { formatUnits, type ChainAdapter } from '../../kernel/index.js'

/** Spec §5: a transaction hash is 0x and 64 hex characters. */
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(1_000_000))
const sendParams = z.tuple([z.object({ to: z.optional(z.nullable(hex)), value: z.optional(hex), data: z.optional(hex), input: z.optional(hex) })])
/** ERC-20 transfer(address,uint256). */
const TRANSFER_SELECTOR = '0xa9059cbb'

/**
 * eth_sendTransaction answered with a hash: the network's currency it moved, or the receiver of an ERC-20
 * transfer (whose amount needs the token's decimals, which the request does not carry).
 */
export const describeEvmSent: NonNullable<ChainAdapter['describeSent']> = ({ method, params, result, caipNetwork, address, now }) => {
  if (method !== 'eth_sendTransaction' || typeof result !== 'string' || !TRANSACTION_HASH.test(result)) return undefined
  const parsed = sendParams.safeParse(params)
  if (!parsed.success || !parsed.data[0].to) return undefined
  const { to, value, data = parsed.data[0].input } = parsed.data[0]
  const base = { namespace: 'eip155' as const, caipNetworkId: caipNetwork.caipNetworkId, hash: result, from: address, sentAt: now }
  if (data && data.toLowerCase().startsWith(TRANSFER_SELECTOR) && data.length === 2 + 8 + 128) {
    return { ...base, to: `0x${data.slice(34, 74)}`, tokenAddress: to }
  }
  const wei = value && value !== '0x' ? BigInt(value) : 0n
  if (wei === 0n) return { ...base, to }
  return { ...base, to, amount: formatUnits(wei, caipNetwork.nativeCurrency.decimals), symbol: caipNetwork.nativeCurrency.symbol }
}
