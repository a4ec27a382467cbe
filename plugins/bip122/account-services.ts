import { createSharedReads, getPortfolio, type ChainAdapter, type PluginContext, type TokenBalance } from '../../kernel/index.js'

export type BitcoinAccountServices = Required<Pick<ChainAdapter, 'getBalance' | 'getTokenBalances'>>

/** The chain's own coin in a portfolio: the row with no token address and the network's symbol. */
const isNative = (token: TokenBalance, symbol: string) => token.address === undefined && token.symbol === symbol

/**
 * Balances from the data API (spec §7), which serves bip122 accounts: the balance line is the BTC row of the same
 * answer the token list shows, and one request serves both when they ask together on connect.
 */
export function createBitcoinAccountServices(ctx: PluginContext): BitcoinAccountServices {
  const reads = createSharedReads<readonly TokenBalance[]>(ctx.signal)
  const portfolio = (p: { address: string; caipNetwork: Parameters<typeof getPortfolio>[1]['caipNetwork']; forceUpdate: boolean; signal?: AbortSignal }) =>
    reads.read(
      `${p.caipNetwork.caipNetworkId}:${p.address}:${p.forceUpdate}`,
      (signal) => getPortfolio(ctx.http, { address: p.address, caipNetwork: p.caipNetwork, forceUpdate: p.forceUpdate, signal }),
      p.signal,
    )

  return {
    async getBalance({ address, caipNetwork, forceUpdate, signal }) {
      const { symbol } = caipNetwork.nativeCurrency
      const tokens = await portfolio({ address, caipNetwork, forceUpdate: forceUpdate ?? false, ...(signal ? { signal } : {}) })
      // An address the API has never seen funded has no row: its balance is zero.
      return { balance: tokens.find((token) => isNative(token, symbol))?.quantity.numeric ?? '0', symbol }
    },
    getTokenBalances: ({ address, caipNetwork, forceUpdate, signal }) => portfolio({ address, caipNetwork, forceUpdate, signal }),
  }
}
