type RequestedNamespaces = Record<string, { chains?: string[]; methods?: string[]; events?: string[] }>

/** A namespace the wallet serves besides eip155 and solana. */
export interface ServedNamespace {
  readonly namespace: string
  /** CAIP-2 ids the wallet knows. */
  readonly chains: readonly string[]
  readonly methods: readonly string[]
  /** The events it emits; undefined grants whichever the dapp asks for. */
  readonly events?: readonly string[] | undefined
  /** The account addresses on a chain, default account first. */
  readonly accounts: (chain: string) => string[]
}

export declare const SUPPORTED_METHODS: readonly string[]
export declare const SUPPORTED_EVENTS: readonly string[]
export declare const SOLANA_METHODS: readonly string[]

export declare class ProposalRefused extends Error {
  readonly reason: { code: number; message: string }
  constructor(code: number, message: string)
}

export declare function approvedNamespaces(
  proposal: { requiredNamespaces?: RequestedNamespaces; optionalNamespaces?: RequestedNamespaces },
  walletChains: readonly number[],
  address: string,
  solana?: { chains: readonly string[]; address: string },
  others?: readonly ServedNamespace[],
): Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }>
