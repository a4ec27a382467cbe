import type { Kit } from '../../kernel/index.js'

/** What wagmi needs of the kit's EVM account: one address and the chain its wallet is on. */
export interface EvmAccount {
  readonly address: string
  readonly chainId: number
}

/**
 * The kit's eip155 account as wagmi sees it: 'connected' with its address and chain, 'pending' while the kit is
 * connecting or restoring a session (wagmi keeps what it had until the kit settles), or 'disconnected'.
 */
export type EvmAccountState =
  | { readonly status: 'connected'; readonly account: EvmAccount }
  | { readonly status: 'pending' }
  | { readonly status: 'disconnected' }

/** The chain id the kit's EVM wallet is on: the network it follows, or the one it flags unsupported. */
export function kitChainId(kit: Kit): number | undefined {
  const network = kit.getState().chains.eip155?.networkState
  const reference = network?.unsupportedChainId ?? network?.caipNetwork?.id
  const id = typeof reference === 'number' ? reference : Number(reference)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

export function evmAccountState(kit: Kit): EvmAccountState {
  const account = kit.getState().chains.eip155?.accountState
  if (!account || account.status === 'disconnected') return { status: 'disconnected' }
  const chainId = kitChainId(kit)
  if (account.status !== 'connected' || !account.address || chainId === undefined) return { status: 'pending' }
  return { status: 'connected', account: { address: account.address, chainId } }
}
