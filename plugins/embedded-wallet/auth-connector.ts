import type { Connector, ConnectorConnection, EmbeddedAccountType, EmbeddedWalletUser, Namespace, PluginContext } from '../../kernel/index.js'
import type { AuthSession } from './auth-session.js'
import { parseUser } from './frame-answers.js'
import type { FrameProvider } from './frame-provider.js'

/** Spec §6: the namespaces an embedded wallet serves. */
export const AUTH_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly Namespace[]
export type AuthNamespace = (typeof AUTH_NAMESPACES)[number]
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** The frame names an EVM chain by its number and any other by its CAIP-2 id. */
export function frameChainId(namespace: AuthNamespace, reference: string | number): string | number {
  if (namespace === 'eip155') return typeof reference === 'number' ? reference : Number(String(reference).replace(/^eip155:/, ''))
  const text = String(reference)
  return text.startsWith(`${namespace}:`) ? text : `${namespace}:${text}`
}

function connectionOf(user: EmbeddedWalletUser): ConnectorConnection {
  return {
    accounts: user.accounts.length > 0 ? user.accounts.map((a) => ({ address: a.address, type: a.type })) : [{ address: user.address, type: 'eoa' }],
    chainId: user.chainId,
    user,
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
    smartAccountDeployed: user.smartAccountDeployed ?? false,
  }
}

/**
 * The AUTH connector of one namespace: the frame's User as the account, signing and every other call over
 * RPC_REQUEST. Connecting assumes the visitor signed in (the email views do that first). `preferredAccountType`
 * is the account type GET_USER asks for (spec §7), where the namespace has a choice.
 */
export function createAuthConnector(
  ctx: PluginContext,
  namespace: AuthNamespace,
  session: AuthSession,
  provider: FrameProvider,
  preferredAccountType?: () => EmbeddedAccountType,
): Connector {
  const chainOf = (wanted?: string | number) => {
    const reference = wanted ?? ctx.store.get().chains[namespace]?.networkState.caipNetwork?.id
    return reference === undefined ? undefined : frameChainId(namespace, reference)
  }
  const getUser = async (wanted?: string | number) => {
    const client = await session.frame()
    const chainId = chainOf(wanted)
    const user = parseUser(
      await client.request('GET_USER', { ...(chainId === undefined ? {} : { chainId }), ...(preferredAccountType ? { preferredAccountType: preferredAccountType() } : {}) }),
    )
    session.opened()
    return user
  }
  return {
    id: AUTH_CONNECTOR_ID,
    name: 'Email',
    type: 'AUTH',
    chain: namespace,
    async connect({ chainId }) {
      return connectionOf(await getUser(chainId))
    },
    async reconnect() {
      if (!(await session.confirm())) return undefined
      return connectionOf(await getUser())
    },
    disconnect: () => session.signOut(),
    async switchNetwork(network) {
      const client = await session.frame()
      await client.request('SWITCH_NETWORK', { chainId: frameChainId(namespace, network.id) })
    },
    subscribe: (listener) =>
      session.onUserChange(() => {
        getUser().then(
          (user) => listener({ type: 'userChanged', user }),
          (error: unknown) => ctx.log.warn('could not read the user again', error),
        )
      }),
    signMessage: ({ message, address }) => provider.signMessage(message, address),
    getProvider: async () => provider,
  }
}
