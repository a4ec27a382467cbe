import type { KitState } from '../../kernel/index.js'
import type { PaymentPlan } from './plan.js'
import { balanceUnits } from './request.js'

const tail = (address: string) => address.slice(address.lastIndexOf(':') + 1).toLowerCase()

/**
 * What the account holds of the payment's asset, in base units: the token list's entry on the payment's network,
 * else (for the network's currency) the account's balance. Undefined while unknown: the wallet still checks.
 */
export function heldUnits(state: Readonly<KitState>, plan: PaymentPlan): bigint | undefined {
  const account = state.chains[plan.network.chainNamespace]?.accountState
  if (!account) return undefined
  const { caipNetworkId, id } = plan.network
  const onNetwork = account.tokenBalance.filter((t) => t.chainId === caipNetworkId || t.chainId === String(id))
  const wanted = plan.token.address
  const entry = wanted ? onNetwork.find((t) => t.address !== undefined && tail(t.address) === tail(wanted)) : onNetwork.find((t) => t.address === undefined)
  if (wanted) return balanceUnits(entry?.quantity.numeric, plan.token.decimals)
  return balanceUnits(entry?.quantity.numeric ?? account.balance, plan.token.decimals)
}
