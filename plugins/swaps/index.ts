export { swaps, type SwapsParameters, type SwapTracked } from './plugin.js'
export { SWAP_NETWORKS } from './swap-networks.js'
export { minimumReceived, parseSlippage, priceImpactPercent, DEFAULT_SLIPPAGE_PERCENT, MAX_SLIPPAGE_PERCENT } from './quote-math.js'
export { SwapMessages, type SwapRunState, type SwapFailure } from './swap-run.js'
