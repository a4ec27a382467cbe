import * as z from 'zod/mini'
import {
  KitError,
  toKitError,
  type AccountSelection,
  type CaipNetwork,
  type Connector,
  type ConnectorAccount,
  type ConnectorEvent,
  type EmbeddedAccountType,
  type Namespace,
  type PluginContext,
  type StorageItem,
} from '../../kernel/index.js'
import { frameChainId } from './auth-connector.js'
import type { AuthSession } from './auth-session.js'
import { parseAnswer, parseUser } from './frame-answers.js'

declare module '../../kernel/types.js' {
  interface KitViews {
    /** The embedded wallet's smart account and EOA in `namespace`, and the switch between them. */
    EmbeddedWalletAccountType: { namespace: Namespace }
  }
  interface KitServices {
    'embedded-wallet/smart-accounts': SmartAccounts
  }
}
declare module '../../kernel/context.js' {
  interface KitStorageKeys {
    /** Spec §3: the chain ids where the embedded wallet offers a smart account, as a comma list. */
    'smart_account_enabled_networks': string
  }
}

/** Spec §8: choosing the smart account where the frame offers none. */
export const SMART_ACCOUNTS_UNSUPPORTED = 'This application might not support Smart Accounts'

const MAX_NETWORKS = 50
const chainIdSchema = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))
const enabledNetworksSchema = z.object({ smartAccountEnabledNetworks: z.array(chainIdSchema).check(z.maxLength(MAX_NETWORKS)) })
const preferredSchema = z.object({ type: z.enum(['eoa', 'smartAccount']), address: z.string().check(z.minLength(1), z.maxLength(64)) })
/** The stored comma list: at most MAX_NETWORKS chain ids of up to 16 digits. */
const storedNetworksSchema = z.string().check(z.maxLength(MAX_NETWORKS * 17), z.regex(/^(\d{1,16}(,\d{1,16})*)?$/))

export interface SmartAccounts {
  /** The account type GET_USER asks for in a namespace: the visitor's last choice, else spec §9's default. */
  preferredType(namespace: Namespace): EmbeddedAccountType
  /** Whether the frame offers a smart account on this network (what it last said, kept in storage). */
  isEnabled(namespace: Namespace, reference: string | number | undefined): boolean
  /**
   * An AUTH connector with the choice between smart account and EOA. The frame says where it offers a smart account
   * (by chain id) and which accounts a user has; a namespace it offers none in keeps its one account.
   */
  withAccountChoice(connector: Connector): Connector
  /** After an approved request: a smart account that was not yet deployed may be now (its first user operation). */
  afterApprovedSend(namespace: Namespace): void
}

export function createSmartAccounts(ctx: PluginContext, session: AuthSession): SmartAccounts {
  const stored: StorageItem<string> = ctx.storage.declare('smart_account_enabled_networks', storedNetworksSchema)
  const currentReference = (namespace: Namespace) => ctx.store.get().chains[namespace]?.networkState.caipNetwork?.id

  /**
   * What the frame says now, kept in storage; what it said last when it cannot say (the connection goes on). Every
   * namespace's connector connects at once: they share one question.
   */
  let asking: Promise<number[]> | undefined
  const enabledNetworks = (): Promise<number[]> => (asking ??= askEnabledNetworks().finally(() => (asking = undefined)))
  const askEnabledNetworks = async (): Promise<number[]> => {
    try {
      const client = await session.frame()
      const { smartAccountEnabledNetworks } = parseAnswer(enabledNetworksSchema, await client.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS'), 'list of smart-account networks')
      stored.set(smartAccountEnabledNetworks.join(','))
      return smartAccountEnabledNetworks
    } catch (error) {
      ctx.log.warn('could not read the smart-account networks', toKitError(error).shortMessage)
      return storedNetworks()
    }
  }
  const storedNetworks = () => (stored.get() ?? '').split(',').filter(Boolean).map(Number)
  const readUser = async (namespace: Namespace, reference: string | number | undefined) => {
    const client = await session.frame()
    const chainId = reference === undefined ? undefined : frameChainId(namespace, reference)
    return parseUser(await client.request('GET_USER', { ...(chainId === undefined ? {} : { chainId }), preferredAccountType: preferredType(namespace) }))
  }
  const preferredType = (namespace: Namespace): EmbeddedAccountType => {
    const type = ctx.storage.read('preferred_account_types')?.[namespace] ?? ctx.options.defaultAccountTypes[namespace]
    return type === 'smartAccount' ? 'smartAccount' : 'eoa'
  }
  // The frame lists chain ids; a network is one of them when its reference is (no other namespace's reference is a number).
  const isEnabled = (namespace: Namespace, reference: string | number | undefined) => {
    if (reference === undefined) return false
    const known = ctx.store.get().chains[namespace]?.networkState.smartAccountEnabledNetworks ?? storedNetworks()
    return known.some((id) => String(id) === String(reference))
  }

  /** The frame uses the picked type from now on; it answers the user as it stands then. */
  const select = async (namespace: Namespace, account: ConnectorAccount): Promise<AccountSelection> => {
    if (account.type !== 'eoa' && account.type !== 'smartAccount') throw new KitError('The embedded wallet has no such account')
    if (account.type === 'smartAccount' && !isEnabled(namespace, currentReference(namespace))) throw new KitError(SMART_ACCOUNTS_UNSUPPORTED)
    const client = await session.frame()
    const answer = parseAnswer(preferredSchema, await client.request('SET_PREFERRED_ACCOUNT', { type: account.type }), 'account type')
    if (answer.address.toLowerCase() !== account.address.toLowerCase()) throw new KitError('The secure frame switched to another account than the one chosen')
    const user = await readUser(namespace, currentReference(namespace))
    return { user, preferredAccountType: answer.type, smartAccountDeployed: user.smartAccountDeployed ?? false }
  }

  return {
    preferredType,
    isEnabled,
    afterApprovedSend(namespace) {
      const account = ctx.store.get().chains[namespace]?.accountState
      if (account?.status === 'connected' && account.preferredAccountType === 'smartAccount' && !account.smartAccountDeployed) session.userChanged()
    },
    withAccountChoice(connector) {
      const namespace = connector.chain
      let listener: ((event: ConnectorEvent) => void) | undefined
      return {
        ...connector,
        accountChoice: true,
        connect: async (parameters) => {
          const connection = await connector.connect(parameters)
          return { ...connection, smartAccountEnabledNetworks: await enabledNetworks() }
        },
        reconnect: async () => {
          const connection = await connector.reconnect?.()
          return connection && { ...connection, smartAccountEnabledNetworks: await enabledNetworks() }
        },
        selectAccount: (account) => select(namespace, account),
        subscribe(next) {
          listener = next
          const unsubscribe = connector.subscribe?.(next)
          return () => {
            listener = undefined
            unsubscribe?.()
          }
        },
        // A chain without a bundler has the EOA only, one with a bundler the visitor's preferred type: the account
        // in use may change with the network.
        async switchNetwork(network: CaipNetwork) {
          await connector.switchNetwork?.(network)
          const before = ctx.store.get().chains[namespace]?.accountState.address
          try {
            const user = await readUser(namespace, network.id)
            if (user.address.toLowerCase() !== before?.toLowerCase()) listener?.({ type: 'accountsChanged', accounts: user.accounts })
            listener?.({ type: 'userChanged', user })
          } catch (error) {
            ctx.log.warn('could not read the account after switching network', toKitError(error).shortMessage)
          }
        },
      }
    },
  }
}

/**
 * The visitor asked for the other account type (the Account view's switch). The smart account where the frame
 * offers none is spec §8's toast, and the EOA stays; any other failure is its own toast. True once switched.
 */
export async function switchAccountType(ctx: PluginContext, namespace: Namespace, target: EmbeddedAccountType): Promise<boolean> {
  const chain = ctx.store.get().chains[namespace]
  const account = chain?.accountState.allAccounts.find((a) => a.type === target)
  const smartAccounts = await ctx.services.use('embedded-wallet/smart-accounts')
  if (!account || (target === 'smartAccount' && !smartAccounts.isEnabled(namespace, chain?.networkState.caipNetwork?.id))) {
    ctx.modal.showToast(SMART_ACCOUNTS_UNSUPPORTED, 'error', { key: 'embeddedWallet.toast.smartAccountsUnsupported' })
    return false
  }
  try {
    await ctx.connection.switchAccount({ address: account.address, namespace })
    return true
  } catch (error) {
    ctx.modal.showToast(toKitError(error).shortMessage, 'error')
    return false
  }
}
