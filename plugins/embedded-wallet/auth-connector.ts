import type { Connector, ConnectorConnection, EmbeddedAccountType, Namespace, PluginContext } from '../../kernel/index.js'
import type { AuthSession } from './auth-session.js'
import { parseUser } from './frame-answers.js'
import { authProviderOf } from './social-user.js'
import type { FrameProvider } from './frame-provider.js'

export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** The frame names every network by its CAIP-2 id, whatever its namespace. */
export function frameChainId(namespace: Namespace, reference: string | number): string {
  const text = String(reference)
  return text.startsWith(`${namespace}:`) ? text : `${namespace}:${text}`
}

function connectionOf(answer: unknown): ConnectorConnection {
  const user = parseUser(answer)
  return {
    ...authProviderOf(answer),
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
  namespace: Namespace,
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
    const answer = await client.request('GET_USER', {
      ...(chainId === undefined ? {} : { chainId }),
      ...(preferredAccountType ? { preferredAccountType: preferredAccountType() } : {}),
    })
    session.opened()
    return answer
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
          (answer) => listener({ type: 'userChanged', user: parseUser(answer) }),
          (error: unknown) => ctx.log.warn('could not read the user again', error),
        )
      }),
    signMessage: ({ message, address }) => provider.signMessage(message, address),
    getProvider: async () => provider,
  }
}
