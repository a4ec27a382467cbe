/** Spec §4/§9: a pairing URI is offered for 4 minutes, and counts as expired with under 10 s left. */
export const PAIRING_EXPIRY_MS = 4 * 60_000
export const PAIRING_EXPIRED_UNDER_MS = 10_000
/**
 * A connection link that has not arrived in 15 s will not: the relay is out of reach. The pairing ends with an
 * error the visitor can retry, and the SDK's reconnect attempts stop (`pairingTimeoutMs` changes the bound).
 */
export const PAIRING_TIMEOUT_MS = 15_000
/** Spec §9: a new attempt is allowed 1 s after a failure. */
export const PAIRING_RETRY_MS = 1_000

export const CONNECTOR_NAME = 'WalletConnect'

/** One id in every namespace, as wagmi and AppKit hosts know it; the namespace tells the connectors apart. */
export const CONNECTOR_ID = 'walletConnect'

/** Drawn for the kit (a bridge of two arcs on the protocol's blue), inline so no image host is contacted. */
export const WALLETCONNECT_LOGO = `data:image/svg+xml,${/* @__PURE__ */ encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3396ff"/><path d="M10 17c5.5-5.3 14.5-5.3 20 0M14 21.5c3.3-3.2 8.7-3.2 12 0M13 26l3.5-3.4 3.5 3.4 3.5-3.4L27 26" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`
