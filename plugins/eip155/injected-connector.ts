import type { CaipNetwork, Connector, ConnectorAccount, ConnectorConnection, ConnectorEvent, ConnectorType } from '../../kernel/index.js'
import { accountsSchema, InvalidWalletResponseError, parseChainId, requestAccounts, requestChainId, toHexChainId, type Eip1193Provider } from './provider.js'
import { personalSign } from './personal-sign.js'
import { switchEvmChain } from './switch-chain.js'

export interface InjectedConnectorParameters {
  readonly id: string
  readonly name: string
  readonly type: Extract<ConnectorType, 'INJECTED' | 'ANNOUNCED'>
  readonly provider: Eip1193Provider
  readonly imageUrl?: string
  readonly rdns?: string
  readonly rpcUrls: (network: CaipNetwork) => string[]
  readonly onError: (error: unknown) => void
}


const checksum = async (accounts: readonly string[]) => (await import('./checksum.js')).checksumAll(accounts)
/** A browser wallet's accounts are its own keys: externally owned. */
const asAccounts = (addresses: readonly string[]): ConnectorAccount[] => addresses.map((address) => ({ address, type: 'eoa' }))

/** A browser wallet reached through EIP-1193 (announced by EIP-6963, or the legacy window.ethereum). */
export function createInjectedConnector(p: InjectedConnectorParameters): Connector {
  const { provider } = p
  const connection = async (accounts: readonly string[]): Promise<ConnectorConnection> => ({
    accounts: asAccounts(await checksum(accounts)),
    chainId: await requestChainId(provider),
  })
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    chain: 'eip155',
    imageUrl: p.imageUrl,
    info: p.rdns ? { rdns: p.rdns } : undefined,

    async connect({ chainId: wanted }) {
      const connected = await connection(await requestAccounts(provider, 'eth_requestAccounts'))
      if (wanted === undefined || Number(wanted) === Number(connected.chainId)) return connected
      // The visitor picked a network before connecting: ask the wallet to move there, as wagmi does. A wallet
      // that declines keeps its own network, which the kit then follows.
      try {
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(wanted) }] })
        return { ...connected, chainId: await requestChainId(provider) }
      } catch {
        return connected
      }
    },

    async reconnect() {
      // eth_accounts never prompts: an empty list means the wallet no longer authorises this site.
      const accounts = await requestAccounts(provider, 'eth_accounts')
      return accounts.length ? connection(accounts) : undefined
    },

    async disconnect() {
      // Wallets that support it forget the permission, so the next connect prompts again (as users expect).
      try {
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      } catch {
        // Most wallets don't implement it; locally forgetting the connection is still a disconnect.
      }
    },

    switchNetwork: (network) => switchEvmChain(provider, network, p.rpcUrls(network)),

    signMessage: (parameters) => personalSign(provider, parameters),

    getProvider: async () => provider,

    subscribe(listener: (event: ConnectorEvent) => void) {
      // A wallet sending garbage tends to keep sending it: one report per subscription, not one per event.
      let reported = false
      const ignore = (error: unknown) => {
        if (reported) return
        reported = true
        p.onError(error)
      }
      const onAccounts = (accounts: unknown) => {
        // Only a well-formed empty list means "disconnected"; anything malformed is not the visitor's wish to leave.
        const parsed = accountsSchema.safeParse(accounts)
        if (!parsed.success) return ignore(new InvalidWalletResponseError('accountsChanged'))
        if (parsed.data.length === 0) return listener({ type: 'accountsChanged', accounts: [] })
        checksum(parsed.data).then((checked) => listener({ type: 'accountsChanged', accounts: asAccounts(checked) }), p.onError)
      }
      const onChain = (chainId: unknown) => {
        let parsed: number
        try {
          parsed = parseChainId(chainId)
        } catch (error) {
          return ignore(error)
        }
        try {
          listener({ type: 'chainChanged', chainId: parsed })
        } catch (error) {
          p.onError(error)
        }
      }
      const onDisconnect = (error: unknown) => {
        // 1013: the wallet lost its own RPC connection and will retry; the user is still connected.
        if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 1013) return
        requestAccounts(provider, 'eth_accounts').then(
          (accounts) => accounts.length === 0 && listener({ type: 'disconnect' }),
          () => listener({ type: 'disconnect' }),
        )
      }
      const on = provider.on?.bind(provider)
      const off = provider.removeListener?.bind(provider)
      on?.('accountsChanged', onAccounts as (...args: never[]) => void)
      on?.('chainChanged', onChain as (...args: never[]) => void)
      on?.('disconnect', onDisconnect as (...args: never[]) => void)
      return () => {
        off?.('accountsChanged', onAccounts as (...args: never[]) => void)
        off?.('chainChanged', onChain as (...args: never[]) => void)
        off?.('disconnect', onDisconnect as (...args: never[]) => void)
      }
    },
  }
}
