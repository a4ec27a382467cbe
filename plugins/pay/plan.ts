import { ErrorMessages, type CaipNetwork, type ChainAdapter, type PluginContext, type SendCapability, type SendToken } from '../../kernel/index.js'
import { PayError, PayMessages } from './errors.js'
import { amountUnits, type PayRequest } from './request.js'
import type { PaymentSummary } from './state.js'

/** A request read against the kit: the network, the adapter that sends on it, the token and the amount in units. */
export interface PaymentPlan {
  readonly network: CaipNetwork
  readonly adapter: ChainAdapter
  readonly loadSend: () => Promise<SendCapability>
  readonly token: SendToken
  readonly amount: bigint
  readonly recipient: string
  readonly summary: PaymentSummary
}

/** Checks a request against the kit's networks and adapters; a PAY_FAILED says what does not fit. */
export function planPayment(ctx: PluginContext, request: PayRequest): PaymentPlan {
  const network = ctx.options.networks.find((n) => n.caipNetworkId === request.network)
  if (!network) throw new PayError('PAY_FAILED', ErrorMessages.CHAIN_NOT_CONFIGURED)
  const adapter = ctx.adapters.get(network.chainNamespace)
  const loadSend = adapter?.send
  if (!adapter || !loadSend) throw new PayError('PAY_FAILED', ErrorMessages.UNSUPPORTED_CHAIN)
  const valid = (address: string) => adapter.isAddress?.(address) ?? true
  if (!valid(request.recipient)) throw new PayError('PAY_FAILED', PayMessages.invalid('recipient'))
  const { asset } = request
  if (asset !== 'native' && !valid(asset.address.slice(asset.address.lastIndexOf(':') + 1))) throw new PayError('PAY_FAILED', PayMessages.invalid('asset.address'))
  const token: SendToken = asset === 'native' ? { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals } : asset
  const amount = amountUnits(request.amount, token.decimals)
  if (amount === undefined) throw new PayError('PAY_FAILED', PayMessages.invalid('amount'))
  const recipient = adapter.formatAddress?.(request.recipient) ?? request.recipient
  return {
    network,
    adapter,
    loadSend,
    token,
    amount,
    recipient,
    summary: {
      recipient,
      amount: request.amount,
      symbol: token.symbol,
      decimals: token.decimals,
      ...(token.address ? { tokenAddress: token.address } : {}),
      caipNetworkId: network.caipNetworkId,
      networkName: network.name,
    },
  }
}
