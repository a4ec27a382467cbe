import { getAddress, SwitchChainError, UserRejectedRequestError, type Address, type Chain } from 'viem'
import { ChainNotConfiguredError, ConnectorUnavailableReconnectingError, createConnector } from 'wagmi'
import type { CaipNetwork, Kit } from '../../kernel/index.js'
import { isUserRejection } from '../../kernel/errors.js'
import { ConnectorNotConnectedError } from './errors.js'
import { evmAccountState, kitChainId, type EvmAccount, type EvmAccountState } from './kit-account.js'
import { createKitProvider, type KitEip1193Provider } from './kit-provider.js'

export interface TesseraConnectorParameters {
  /** The kit whose modal connects, switches and disconnects for wagmi. */
  readonly kit: Kit
}

/** wagmi's id for the connector; `useConnectors()` lists it under this id and the name 'Tessera'. */
export const TESSERA_CONNECTOR_ID = 'tessera'

/**
 * A wagmi connector that is the kit: `connect()` opens the kit's modal and resolves once a wallet is connected
 * there (rejecting with 4001 when the visitor closes it), `switchChain` and `disconnect` go through the kit, and
 * whatever happens in the modal (a connection, another account or chain, a disconnect, a restored session)
 * reaches wagmi as its `connect`, `change` and `disconnect` events. Requests go to the wallet the kit has
 * connected: an injected wallet's provider, or the kit's one WalletConnect pairing.
 */
export function tessera({ kit }: TesseraConnectorParameters) {
  return createConnector<KitEip1193Provider>((config) => {
    const provider = createKitProvider(kit)
    /** What wagmi was last told, so each kit change becomes at most one wagmi event. */
    let told: EvmAccount | undefined
    let scheduled = false

    const current = (): EvmAccountState => evmAccountState(kit)
    const checksummed = (account: EvmAccount): readonly Address[] => [getAddress(account.address)]

    /** The kit's state settles over several writes (account, then network): wagmi hears the result once. */
    function schedule() {
      if (scheduled) return
      scheduled = true
      queueMicrotask(() => {
        scheduled = false
        tell(current())
      })
    }

    function tell(state: EvmAccountState) {
      if (state.status === 'pending') return
      if (state.status === 'disconnected') {
        if (told) connector.onDisconnect()
        return
      }
      const { account } = state
      if (!told) {
        told = account
        config.emitter.emit('connect', { accounts: checksummed(account), chainId: account.chainId })
        return
      }
      if (told.address !== account.address) connector.onAccountsChanged([account.address])
      if (told.chainId !== account.chainId) connector.onChainChanged(String(account.chainId))
    }

    function waitForConnection(): Promise<EvmAccount> {
      return new Promise((resolve, reject) => {
        const stop = () => {
          stopState()
          stopEvents()
        }
        const settle = () => {
          const state = current()
          if (state.status !== 'connected') return false
          stop()
          resolve(state.account)
          return true
        }
        const stopState = kit.subscribeState(() => void settle())
        const stopEvents = kit.subscribeEvents((type) => {
          if (type !== 'modal:closed' || settle()) return
          stop()
          reject(new UserRejectedRequestError(new Error('The visitor closed the modal without connecting')))
        })
        kit.open({ namespace: 'eip155' })
      })
    }

    function kitNetwork(chainId: number): CaipNetwork | undefined {
      return kit.getState().chains.eip155?.caipNetworks.find((network) => Number(network.id) === chainId)
    }

    const connector = {
      id: TESSERA_CONNECTOR_ID,
      name: 'Tessera',
      type: 'tessera',

      async setup() {
        kit.subscribeState(schedule)
        schedule()
      },

      async connect<withCapabilities extends boolean = false>(
        parameters: { chainId?: number | undefined; isReconnecting?: boolean | undefined; withCapabilities?: withCapabilities | boolean | undefined } = {},
      ) {
        await kit.ready
        const state = current()
        let account: EvmAccount
        if (state.status === 'connected') account = state.account
        else if (parameters.isReconnecting) throw new ConnectorNotConnectedError()
        else account = await waitForConnection()
        if (parameters.chainId !== undefined && parameters.chainId !== account.chainId) {
          await connector.switchChain({ chainId: parameters.chainId })
          const switched = current()
          if (switched.status === 'connected') account = switched.account
        }
        told = account
        const accounts = checksummed(account)
        return {
          accounts: (parameters.withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId: account.chainId,
        }
      },

      async disconnect() {
        told = undefined
        await kit.disconnect('eip155')
      },

      async getAccounts() {
        const account = kit.getState().chains.eip155?.accountState
        if (account?.status === 'reconnecting' || account?.status === 'connecting') throw new ConnectorUnavailableReconnectingError({ connector })
        const state = current()
        if (state.status !== 'connected') throw new ConnectorNotConnectedError()
        return checksummed(state.account)
      },

      async getChainId() {
        return kitChainId(kit) ?? config.chains[0].id
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        try {
          await kit.ready
        } catch {
          return false
        }
        return current().status === 'connected'
      },

      async switchChain({ chainId }: { chainId: number }): Promise<Chain> {
        const chain = config.chains.find((entry) => entry.id === chainId)
        const network = kitNetwork(chainId)
        if (!chain || !network) throw new ChainNotConfiguredError()
        try {
          await kit.switchNetwork(network)
        } catch (error) {
          if (isUserRejection(error)) throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as Error)
        }
        return chain
      },

      onAccountsChanged(accounts: string[]) {
        const address = accounts[0]
        if (!address) return connector.onDisconnect()
        if (told) told = { ...told, address }
        config.emitter.emit('change', { accounts: [getAddress(address)] })
      },

      onChainChanged(chainId: string) {
        const id = Number(chainId)
        if (told) told = { ...told, chainId: id }
        config.emitter.emit('change', { chainId: id })
      },

      onDisconnect() {
        told = undefined
        config.emitter.emit('disconnect')
      },
    }
    return connector
  })
}
