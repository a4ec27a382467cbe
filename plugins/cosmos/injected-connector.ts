import { bytesToHex } from '@noble/hashes/utils'
import { base64 } from '@scure/base'
import { ErrorCode, KitError, isUserRejection, networkBadge, type CaipNetwork, type Connector, type ConnectorConnection, type ConnectorEvent } from '../../kernel/index.js'
import { decodeCosmosAddress } from './address.js'
import { suggestedChainInfo } from './chain-info.js'
import { cosmosChainReference } from './chain-reference.js'
import { cosmosNetworkInfo, type CosmosNetworkInfo } from './define-network.js'
import { InvalidCosmosWalletResponseError, walletError } from './errors.js'
import type { InjectedCosmosWallet, InjectedCosmosWalletKind } from './injected-wallet.js'
import { keySchema, stdSignatureSchema, type CosmosKey } from './wallet-schemas.js'

export interface InjectedCosmosConnectorParameters {
  readonly kind: InjectedCosmosWalletKind
  /** The wallet object, looked up on each call: an extension may replace it. */
  readonly wallet: () => InjectedCosmosWallet | undefined
  /** The kit's current Cosmos network, the chain a connect lands on when none was asked for. */
  readonly activeNetwork: () => CaipNetwork | undefined
  readonly onError: (error: unknown) => void
}

/** The chain the kit means, as the wallet names it (its chain id) and as the kit does (its CAIP-2 reference). */
interface Chain {
  readonly chainId: string
  readonly reference: string
  readonly info: CosmosNetworkInfo | undefined
}

function chainFor(requested: string | number | undefined): Chain {
  const reference = cosmosChainReference(requested === undefined ? undefined : String(requested))
  if (!reference) throw new KitError('Unsupported chain', { code: ErrorCode.UNSUPPORTED_CHAIN_ID })
  const info = cosmosNetworkInfo(`cosmos:${reference}`)
  // A hashed reference names a chain id the kit cannot spell out without its definition.
  if (!info && reference.startsWith('hashed-')) throw new KitError('Unsupported chain', { code: ErrorCode.UNSUPPORTED_CHAIN_ID })
  return { chainId: info?.chainId ?? reference, reference, info }
}

/**
 * A Keplr- or Leap-style browser wallet: `enable`, `getKey`, `signArbitrary` (ADR-36), `experimentalSuggestChain`
 * for a chain it lacks, and its keystore-change window event. Every answer is checked before the kit reads it.
 */
export function createInjectedCosmosConnector(p: InjectedCosmosConnectorParameters): Connector {
  let chain: Chain | undefined
  let key: CosmosKey | undefined
  const listeners = new Set<(event: ConnectorEvent) => void>()

  const wallet = (): InjectedCosmosWallet => {
    const found = p.wallet()
    if (!found) throw new KitError(`${p.kind.name} is not available`, { code: ErrorCode.DISCONNECTED })
    return found
  }

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw walletError(error)
    }
  }

  /** Enables the chain, asking the wallet to add it first when it does not know it and the kit can describe it. */
  async function enable(target: Chain): Promise<void> {
    const w = wallet()
    try {
      await w.enable!(target.chainId)
    } catch (error) {
      // A refusal stands; a chain the wallet lacks is suggested (the visitor approves that too), then enabled.
      if (isUserRejection(walletError(error)) || !target.info || typeof w.experimentalSuggestChain !== 'function') throw walletError(error)
      await call(() => w.experimentalSuggestChain!(suggestedChainInfo(target.info!.parameters)))
      await call(() => w.enable!(target.chainId))
    }
  }

  async function readKey(target: Chain): Promise<CosmosKey> {
    const parsed = keySchema.safeParse(await call(() => wallet().getKey!(target.chainId)))
    if (!parsed.success) throw new InvalidCosmosWalletResponseError('getKey')
    // An address for another chain's prefix would be shown, and signed for, on the wrong chain.
    if (target.info && decodeCosmosAddress(parsed.data.bech32Address)?.prefix !== target.info.bech32Prefix) throw new InvalidCosmosWalletResponseError('getKey')
    return parsed.data
  }

  function connection(target: Chain, read: CosmosKey): ConnectorConnection {
    chain = target
    key = read
    return { accounts: [{ address: read.bech32Address, type: 'eoa', publicKey: bytesToHex(read.pubKey) }], chainId: `cosmos:${target.reference}` }
  }

  const deliver = (listener: (event: ConnectorEvent) => void, event: ConnectorEvent) => {
    try {
      listener(event)
    } catch (error) {
      p.onError(error)
    }
  }
  const emit = (event: ConnectorEvent) => listeners.forEach((listener) => deliver(listener, event))

  const wanted = (chainId: string | number | undefined) => chainFor(chainId ?? p.activeNetwork()?.caipNetworkId)

  return {
    id: p.kind.id,
    name: p.kind.name,
    type: 'INJECTED',
    chain: 'cosmos',
    // The extensions expose no icon: a drawn letter, so no image host is contacted for it.
    imageUrl: networkBadge(p.kind.color, p.kind.name[0]!),

    async connect({ chainId }) {
      const target = wanted(chainId)
      await enable(target)
      return connection(target, await readKey(target))
    },

    async reconnect() {
      // The wallet remembers the site's permission: enabling an allowed chain again does not prompt.
      if (!p.wallet()) return undefined
      const target = wanted(undefined)
      await call(() => wallet().enable!(target.chainId))
      return connection(target, await readKey(target))
    },

    async disconnect() {
      const target = chain
      chain = undefined
      key = undefined
      const w = p.wallet()
      // Optional: without it, forgetting the account locally is the disconnect.
      if (target && w && typeof w.disable === 'function') await call(() => w.disable!(target.chainId))
    },

    async switchNetwork(network) {
      if (network.chainNamespace !== 'cosmos') throw new KitError('Unsupported chain', { code: ErrorCode.UNSUPPORTED_CHAIN_ID })
      const target = chainFor(network.caipNetworkId)
      await enable(target)
      const before = key?.bech32Address
      const read = await readKey(target)
      const next = connection(target, read)
      // Another chain's prefix spells the same key as another address.
      if (read.bech32Address !== before) emit({ type: 'accountsChanged', accounts: next.accounts })
    },

    async signMessage({ message, address }) {
      if (!chain || !key) throw new KitError('Connector not connected', { code: ErrorCode.UNAUTHORIZED })
      if (address !== key.bech32Address) throw new KitError(`The wallet has not shared ${address}`, { code: ErrorCode.UNAUTHORIZED })
      const w = wallet()
      if (typeof w.signArbitrary !== 'function') throw new KitError(`${p.kind.name} cannot sign messages`, { code: ErrorCode.UNSUPPORTED_METHOD })
      const target = chain
      const parsed = stdSignatureSchema.safeParse(await call(() => w.signArbitrary!(target.chainId, address, message)))
      // A signature under another key than the account's would verify for nobody the kit showed.
      if (!parsed.success || parsed.data.pub_key.value !== base64.encode(key.pubKey)) throw new InvalidCosmosWalletResponseError('signArbitrary')
      return parsed.data.signature
    },

    getProvider: async () => wallet(),

    subscribe(listener) {
      listeners.add(listener)
      // The event carries nothing: the key is read again. A newer change supersedes a read still under way.
      let generation = 0
      const onChange = () => {
        const target = chain
        if (!target) return
        const mine = ++generation
        readKey(target).then(
          (read) => {
            if (mine !== generation || chain !== target) return
            const previous = key?.bech32Address
            const next = connection(target, read)
            if (read.bech32Address !== previous) deliver(listener, { type: 'accountsChanged', accounts: next.accounts })
          },
          (error: unknown) => {
            if (mine === generation) p.onError(error)
          },
        )
      }
      window.addEventListener(p.kind.keystoreEvent, onChange)
      return () => {
        listeners.delete(listener)
        window.removeEventListener(p.kind.keystoreEvent, onChange)
      }
    },
  }
}
