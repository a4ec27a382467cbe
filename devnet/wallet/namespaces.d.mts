type RequestedNamespaces = Record<string, { chains?: string[]; methods?: string[]; events?: string[] }>

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
): Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }>
