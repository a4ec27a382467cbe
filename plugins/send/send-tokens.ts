import { formatBalance, formatUnits, nativeTokenBalance, type CaipNetwork, type SendFee, type TokenBalance } from '../../kernel/index.js'
import { localizeDecimal } from '../../ui/i18n/format-number.js'
import { balanceUnits } from './amount.js'

/** A token the visitor can send, with its balance in base units (the most the form allows). */
export interface SendableToken {
  /** The token's address, or 'native' for the network's currency: unique within one network's list. */
  readonly key: string
  readonly token: TokenBalance
  readonly decimals: number
  readonly balance: bigint
}

const MAX_DECIMALS = 36

/**
 * Spec §3 Send-token state's token list: the account's balances on the network in use, highest value first as the
 * balance list has them; the network's own balance alone when no token list is known.
 */
export function sendableTokens(tokens: readonly TokenBalance[], network: CaipNetwork, nativeBalance: string | undefined): SendableToken[] {
  const onNetwork = tokens.filter((t) => t.chainId === network.caipNetworkId || t.chainId === String(network.id))
  const list = onNetwork.length > 0 || nativeBalance === undefined ? onNetwork : [nativeTokenBalance(network, nativeBalance)]
  return list.flatMap((token) => {
    const decimals = Number(token.quantity.decimals)
    if (!Number.isSafeInteger(decimals) || decimals <= 0 || decimals > MAX_DECIMALS) return []
    return [{ key: token.address ?? 'native', token, decimals, balance: balanceUnits(token.quantity.numeric, decimals) }]
  })
}

/** The token a `kit.open` argument names: its symbol (any case) or its address (bare or CAIP-10). */
export function findToken(tokens: readonly SendableToken[], wanted: string | undefined): SendableToken | undefined {
  if (!wanted) return undefined
  const lower = wanted.toLowerCase()
  const tail = (address: string) => address.slice(address.lastIndexOf(':') + 1).toLowerCase()
  return tokens.find((t) => t.token.symbol.toLowerCase() === lower) ?? tokens.find((t) => t.token.address !== undefined && tail(t.token.address) === tail(lower))
}

/**
 * A fee in spec §9's 3 decimals, written as `locale` writes numbers; a fee too small for them reads '< 0.001' rather
 * than a free-looking 0.000.
 */
export function feeText(fee: SendFee, locale: string): string {
  const shown = formatBalance(formatUnits(fee.amount, fee.decimals))
  return `${fee.amount > 0n && /^0\.0+$/.test(shown) ? `< ${localizeDecimal('0.001', locale)}` : localizeDecimal(shown, locale)} ${fee.symbol}`
}
