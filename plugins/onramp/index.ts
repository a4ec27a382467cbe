export { onramp, type OnrampOptions, type OnrampState, type OnrampPurchaseState } from './plugin.js'
export { ONRAMP_NAMESPACES, RESTRICTED_TIME_ZONES, BUY_LIMITS, PRESET_AMOUNTS, CARD_ONRAMP_CHAINS, checkAmount, isRestrictedTimeZone, cardOnrampChain, type PaymentMethod, type AmountCheck } from './rules.js'
export { FALLBACK_OPTIONS, mockQuote, checkoutUrl, type OnrampQuote } from './api.js'
