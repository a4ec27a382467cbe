import type { CosmosChainInfo, CosmosCurrency, CosmosNetworkParameters } from './define-network.js'

/**
 * What Keplr's and Leap's `experimentalSuggestChain` take for a network: the SDK's prefix convention for the
 * validator and key prefixes, the network's coin as the stake, fee and only currency. Built in the setup chunk, so
 * a host's entry carries only the parameters.
 */
export function suggestedChainInfo(p: CosmosNetworkParameters): CosmosChainInfo {
  const currency: CosmosCurrency = { coinDenom: p.currency.symbol, coinMinimalDenom: p.currency.denom, coinDecimals: p.currency.decimals }
  const prefix = p.bech32Prefix
  return {
    chainId: p.chainId,
    chainName: p.name,
    rpc: p.rpcUrl ?? p.restUrls[0]!,
    rest: p.restUrls[0]!,
    bip44: { coinType: p.coinType ?? 118 },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    stakeCurrency: currency,
    feeCurrencies: [{ ...currency, gasPriceStep: { low: 0.01, average: 0.025, high: 0.04 } }],
  }
}
