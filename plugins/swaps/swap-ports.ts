import { KitError, type CaipNetwork, type Connector, type PluginContext, type SendCapability } from '../../kernel/index.js'
import type { ConvertApi, SwapRequest } from './convert-api.js'
import { SwapMessages, type BuiltTransaction, type SwapRunPorts } from './swap-run.js'
import { NATIVE_PLACEHOLDER, unitsText, type SwapListToken } from './swap-tokens.js'

/** The native coin needs no approval: its allowance is unlimited. */
const UNLIMITED = 2n ** 256n - 1n

/** A send capability that sends contract calls: what swapping needs of an adapter. */
export type CallCapability = SendCapability & Required<Pick<SendCapability, 'sendCall'>>

export interface SwapPortsInput {
  readonly ctx: Pick<PluginContext, 'bus' | 'clock' | 'signal'>
  readonly convert: ConvertApi
  readonly capability: CallCapability
  readonly connector: Connector
  readonly network: CaipNetwork
  readonly from: string
  readonly request: SwapRequest
  readonly tokens: { readonly from: SwapListToken; readonly to: SwapListToken }
  readonly slippagePercent: number
  /** The least the visitor agreed to receive at review: a fresher quote below it stops the swap before it is sent. */
  readonly minimumOut: bigint
}

const isNative = (address: string) => address.toLowerCase().endsWith(NATIVE_PLACEHOLDER)

/**
 * The swap's steps over the data API and the connected wallet. Every transaction sent is announced
 * (`transaction:sent`: Activity lists it pending). The swap is re-quoted once built, so a pool that already moved
 * beyond the slippage since the review is caught before the wallet is asked.
 */
export function createSwapPorts(input: SwapPortsInput): SwapRunPorts {
  const { ctx, convert, capability, connector, network, from, request, tokens } = input
  const approvals = new WeakSet<BuiltTransaction>()
  return {
    allowance: () => (isNative(request.from) ? Promise.resolve(UNLIMITED) : convert.allowance(request)),
    async buildApprove() {
      const built = await convert.buildApprove(request)
      approvals.add(built)
      return built
    },
    async buildSwap() {
      const built = await convert.buildSwap(request, input.slippagePercent)
      if ((await convert.quote(request)) < input.minimumOut) throw new KitError(SwapMessages.priceMoved)
      return built
    },
    async send(transaction) {
      const hash = await capability.sendCall({ caipNetwork: network, from, connector, to: transaction.to, data: transaction.data, value: transaction.value, gas: transaction.gas })
      const approval = approvals.has(transaction)
      const token = tokens.from
      ctx.bus.emit('transaction:sent', {
        namespace: network.chainNamespace,
        caipNetworkId: network.caipNetworkId,
        hash,
        from,
        to: transaction.to,
        // An approval moves nothing; the swap moves the amount of the `from` token.
        ...(approval ? {} : { amount: unitsText(request.amount, token.decimals), symbol: token.symbol, ...(isNative(token.address) ? {} : { tokenAddress: token.address }) }),
        sentAt: ctx.clock.now(),
      })
      return hash
    },
    wait: (hash) => capability.wait({ caipNetwork: network, hash, signal: ctx.signal }),
    requote: () => convert.quote(request),
  }
}
