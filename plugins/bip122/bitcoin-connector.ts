import { ChainNotSupportedError, ErrorCode, KitError, type CaipNetwork, type Connector, type ConnectorConnection, type ConnectorEvent } from '../../kernel/index.js'
import { bitcoinAddressInfo, isBitcoinAddress } from './address.js'
import type { BitcoinWalletProvider } from './bitcoin-provider.js'
import { ADDRESS_NETWORKS, networkForAddress } from './networks.js'
import { orderAccounts, type BitcoinAccount, type BitcoinWalletPort } from './wallet-port.js'

export interface BitcoinConnectorParameters {
  /** Unique among the Bitcoin connectors: the wallet's name for most, its provider id for WBIP004 entries. */
  readonly id: string
  readonly name: string
  readonly icon?: string
  readonly port: BitcoinWalletPort
  /** The kit's current Bitcoin network, where an address that fits several (base58 testnet/regtest) lands. */
  readonly activeNetwork: () => CaipNetwork | undefined
  readonly onError: (error: unknown) => void
}

/** A Bitcoin browser wallet, whichever protocol reaches it: accounts payment first, chain read from the addresses. */
export function createBitcoinConnector(p: BitcoinConnectorParameters): Connector {
  let accounts: readonly BitcoinAccount[] = []

  const payment = (): BitcoinAccount => {
    const account = accounts[0]
    if (!account) throw new KitError('Connector not connected', { code: ErrorCode.UNAUTHORIZED })
    return account
  }
  /** Wallets do not say which chain they are on in one agreed way; their addresses do. */
  const connection = (list: readonly BitcoinAccount[]): ConnectorConnection | undefined => {
    accounts = orderAccounts(list)
    const first = accounts[0]
    if (!first) return undefined
    return { accounts, chainId: networkForAddress(bitcoinAddressInfo(first.address)?.networks ?? [], p.activeNetwork()) }
  }
  const owned = (address: string | undefined): string => {
    if (address === undefined) return payment().address
    if (!accounts.some((account) => account.address === address)) throw new KitError(`The wallet has not shared ${address.slice(0, 100)}`, { code: ErrorCode.UNAUTHORIZED })
    return address
  }

  const provider: BitcoinWalletProvider = {
    get accounts() {
      return accounts
    },
    signMessage: async ({ message, address, protocol }) => p.port.signMessage({ address: owned(address), message, protocol: protocol ?? 'bip322' }),
    async sendTransfer({ recipient, amount }) {
      payment()
      if (!isBitcoinAddress(recipient)) throw new KitError('Invalid Bitcoin address', { code: ErrorCode.INVALID_PARAMS, metaMessages: [`recipient: ${recipient.slice(0, 100)}`] })
      if (typeof amount !== 'bigint' || amount <= 0n) throw new KitError('An amount and receiver address are required', { code: ErrorCode.INVALID_PARAMS })
      return p.port.sendTransfer([{ address: recipient, amount }])
    },
    async signPsbt(request) {
      payment()
      return p.port.signPsbt(request)
    },
  }

  return {
    id: p.id,
    name: p.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    ...(p.icon ? { imageUrl: p.icon } : {}),
    // A Bitcoin wallet signs for each address it shared: the visitor picks payment or ordinals (spec §3).
    accountChoice: true,

    async connect() {
      const connected = connection(await p.port.connect())
      if (!connected) throw new KitError('The wallet did not share a Bitcoin account', { code: ErrorCode.UNAUTHORIZED })
      return connected
    },
    async reconnect() {
      const list = await p.port.reconnect()
      return list ? connection(list) : undefined
    },
    async disconnect() {
      accounts = []
      await p.port.disconnect()
    },
    async switchNetwork(network) {
      // Wallets pick their chain themselves: the kit follows only where the connected addresses belong.
      const rules = ADDRESS_NETWORKS[network.caipNetworkId]
      const info = accounts[0] ? bitcoinAddressInfo(accounts[0].address) : undefined
      if (network.chainNamespace !== 'bip122' || !rules || (info && !info.networks.includes(rules))) throw new ChainNotSupportedError({ chainId: network.caipNetworkId })
    },
    signMessage: ({ message, address }) => provider.signMessage({ message, address }),
    getProvider: async () => provider,
    subscribe(listener: (event: ConnectorEvent) => void) {
      return p.port.watch((list) => {
        const next = connection(list)
        try {
          listener(next ? { type: 'accountsChanged', accounts: next.accounts } : { type: 'disconnect' })
        } catch (error) {
          p.onError(error)
        }
      }, p.onError)
    },
  }
}
