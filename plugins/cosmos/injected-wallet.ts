/** The calls a Keplr- or Leap-style wallet object offers (`window.keplr`, `window.leap`); all optional: it is another script. */
export interface InjectedCosmosWallet {
  enable?(chainIds: string | string[]): Promise<void>
  getKey?(chainId: string): Promise<unknown>
  signArbitrary?(chainId: string, signer: string, data: string | Uint8Array): Promise<unknown>
  experimentalSuggestChain?(chainInfo: unknown): Promise<void>
  disable?(chainIds?: string | string[]): Promise<void>
}

/** The two wallet families the plugin knows: where each sits on `window`, and the event it fires when its keys change. */
export const INJECTED_COSMOS_WALLETS = [
  { id: 'keplr', name: 'Keplr', global: 'keplr', keystoreEvent: 'keplr_keystorechange', color: '#314fdf' },
  { id: 'leap', name: 'Leap', global: 'leap', keystoreEvent: 'leap_keystorechange', color: '#32da6d' },
] as const
export type InjectedCosmosWalletKind = (typeof INJECTED_COSMOS_WALLETS)[number]

/** The wallet object on `window`, when one is there and looks like one. */
export function findInjectedWallet(kind: InjectedCosmosWalletKind): InjectedCosmosWallet | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    const value: unknown = (window as unknown as Record<string, unknown>)[kind.global]
    if (typeof value !== 'object' || value === null) return undefined
    const wallet = value as Record<string, unknown>
    return typeof wallet.enable === 'function' && typeof wallet.getKey === 'function' ? (value as InjectedCosmosWallet) : undefined
  } catch {
    // A getter that throws is no wallet.
    return undefined
  }
}
