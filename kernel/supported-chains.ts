import * as z from 'zod/mini'
import type { CaipNetworkId } from './caip.js'
import type { Clock } from './clock.js'
import { ErrorMessages, KitError } from './errors.js'
import type { Logger } from './log.js'

/** After a failed load the list is asked for again, but not more often than this. */
export const SUPPORTED_CHAINS_RETRY_MS = 30_000

/** More networks than any data API serves; a longer list is refused (and every network then reads unsupported). */
export const MAX_SUPPORTED_CHAINS = 2_000
const chainIds = /* @__PURE__ */ z.array(z.string().check(z.maxLength(100))).check(z.maxLength(MAX_SUPPORTED_CHAINS))
/** GET /v1/supported-chains: CAIP-2 ids the data API serves over HTTP and over websockets. */
export const supportedChainsSchema = /* @__PURE__ */ z.object({ http: chainIds, ws: /* @__PURE__ */ z.optional(chainIds) })
export type SupportedChainsList = z.output<typeof supportedChainsSchema>

export interface SupportedChains {
  isSupported(caipNetworkId: CaipNetworkId): Promise<boolean>
}

export interface SupportedChainsDeps {
  readonly clock: Clock
  readonly log: Logger
  readonly load: () => Promise<SupportedChainsList>
}

/**
 * Spec §7's gating rule, namespace-agnostic (the list holds CAIP-2 ids of every namespace), so it lives in the
 * kernel beside the one HTTP client: one list per kit, loaded on first need and kept for the kit's life.
 */
export function createSupportedChains(deps: SupportedChainsDeps): SupportedChains {
  const { clock, log } = deps
  let list: Promise<ReadonlySet<string> | undefined> | undefined
  let failedAt = Number.NEGATIVE_INFINITY

  function get(): Promise<ReadonlySet<string> | undefined> {
    if (list) return list
    if (clock.now() - failedAt < SUPPORTED_CHAINS_RETRY_MS) return Promise.resolve(undefined)
    list = deps.load().then(
      (answer) => new Set(answer.http),
      (error: unknown) => {
        // Unknown support reads as unsupported: callers fall back (balances from the RPC) instead of failing.
        failedAt = clock.now()
        list = undefined
        log.warn('the data API supported-chains list is unavailable', error)
        return undefined
      },
    )
    return list
  }

  return {
    isSupported: async (caipNetworkId) => (await get())?.has(caipNetworkId) ?? false,
  }
}

/** Spec §7: swap calls for a network the data API does not serve throw instead of answering empty. */
export async function assertSwapsSupported(http: SupportedChains, caipNetworkId: CaipNetworkId): Promise<void> {
  if (!(await http.isSupported(caipNetworkId))) throw new KitError(ErrorMessages.SWAPS_NETWORK_UNSUPPORTED)
}

/** Spec §7: gas-price calls likewise. */
export async function assertGasPriceSupported(http: SupportedChains, caipNetworkId: CaipNetworkId): Promise<void> {
  if (!(await http.isSupported(caipNetworkId))) throw new KitError(ErrorMessages.GAS_PRICE_NETWORK_UNSUPPORTED)
}
