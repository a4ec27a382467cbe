import type { CaipNetwork, KitPlugin } from '../../kernel/index.js'

/** Spec §3 name suggestion, with whether someone holds it already. */
export interface NameSuggestion {
  readonly name: string
  readonly registered: boolean
}

/** Where the registration flow is (spec §4), for its two views. */
export interface NamesState {
  /** What every registered name ends with. */
  readonly suffix: string
  readonly status: 'idle' | 'signing' | 'registering' | 'registered' | 'failed'
  /** The full name being registered (with the suffix). */
  readonly name?: string
  /** Spec §8: the API's first reason, or the spec's fallback. */
  readonly error?: string
}

/** Names for EVM accounts (spec §6: eip155 only), for other plugins through `ctx.services.use('names')`. */
export interface NameService {
  /** What every registered name ends with ('.tessera.id' by default). */
  readonly suffix: string
  /** Whether names can be registered: that needs the data API. */
  readonly canRegister: boolean
  /** Spec §7 name lookup: the address a name points at, or undefined. Rejects with 'Error resolving name' (or the API's reason). */
  resolveName(name: string, options?: { readonly network?: CaipNetwork; readonly signal?: AbortSignal }): Promise<string | undefined>
  /** Reverse lookup: the address's names, its primary name first. Rejects with 'Error fetching names for address'. */
  namesOf(address: string, options?: { readonly network?: CaipNetwork; readonly signal?: AbortSignal }): Promise<readonly string[]>
  /** Spec §7 suggestions for a name, the one asked for first. Rejects with 'Error fetching name suggestions' (or the API's reason). */
  suggestions(name: string, signal?: AbortSignal): Promise<readonly NameSuggestion[]>
  /** Spec §4 registration for the connected EVM account; rejects with the reason the view shows. */
  register(name: string): Promise<void>
}

declare module '../../kernel/types.js' {
  interface KitViews {
    /** Spec §2: search, check and choose a name. */
    RegisterAccountName: undefined
    /** Spec §2: the chosen name while it is signed and registered, then done. */
    RegisterAccountNameSuccess: { name: string }
  }
  interface KitServices {
    names: NameService
  }
  interface KitState {
    names: NamesState
  }
  interface KitEvents {
    'names:registered': { name: string; address: string }
  }
}

export interface NamesParameters {
  /** What registered names end with; the registry's own (the devnet's is '.tessera.id'). */
  readonly suffix?: string
}

/**
 * Account names for EVM accounts: the name beside the address (reverse lookup), name lookup for other plugins, and
 * registration from the Account view. Through the data API when the host has one, else from the chain's
 * UniversalResolver. The descriptor is all a host's entry chunk carries; the rest loads with the kit's runtime.
 */
export function names(parameters: NamesParameters = {}): KitPlugin<'names'> {
  return {
    id: 'names',
    setup: async (ctx) => (await import('./setup.js')).setupNames(ctx, parameters),
  }
}
