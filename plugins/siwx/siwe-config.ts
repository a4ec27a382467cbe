import { parseCaipNetworkId } from '../../kernel/index.js'
import { VERIFIER_REFUSED_MESSAGE } from './refusals.js'
import type { SiweConfig, SiwxConfig, SiwxSession } from './types.js'

/**
 * The legacy `siweConfig` (getNonce, createMessage, verifyMessage, getSession, signOut) as a SiwxConfig. It signs
 * in on eip155 only; the host's getSession knows an address and chain, not the signed text, so the sessions it
 * reports carry empty `message` and `signature`.
 */
export function fromSiweConfig(siwe: SiweConfig, page: { readonly host: string; readonly origin: string }, now: () => number): SiwxConfig {
  return {
    async createMessage(input) {
      const { namespace, reference } = parseCaipNetworkId(input.chainId)
      if (namespace !== 'eip155') throw new Error('siweConfig signs in on eip155 networks only')
      const [nonce, params] = await Promise.all([siwe.getNonce(input.accountAddress), siwe.getMessageParams?.()])
      const issued = now()
      const data = {
        chainId: input.chainId,
        accountAddress: input.accountAddress,
        domain: params?.domain ?? page.host,
        uri: params?.uri ?? page.origin,
        version: '1' as const,
        nonce,
        issuedAt: new Date(issued).toISOString(),
        ...(params?.statement ? { statement: params.statement } : {}),
        ...(params?.expiry ? { expirationTime: new Date(issued + params.expiry * 1000).toISOString() } : {}),
        ...(params?.resources?.length ? { resources: params.resources } : {}),
      }
      const { accountAddress: _address, chainId: _chainId, ...rest } = data
      const text = siwe.createMessage({ ...rest, address: `${input.chainId}:${input.accountAddress}`, chainId: Number(reference) })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      if (!(await siwe.verifyMessage({ message: session.message, signature: session.signature }))) throw new Error(VERIFIER_REFUSED_MESSAGE)
      siwe.onSignIn?.({ address: session.data.accountAddress, chainId: Number(parseCaipNetworkId(session.data.chainId).reference) })
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession()
      if (!session || `eip155:${session.chainId}` !== chainId || session.address.toLowerCase() !== address.toLowerCase()) return []
      // The host keeps its session on its side; this one stands for it, with no signed text to show.
      const standIn: SiwxSession = {
        data: { chainId, accountAddress: address, domain: page.host, uri: page.origin, version: '1', nonce: 'siweconfig', issuedAt: new Date(now()).toISOString() },
        message: '',
        signature: '',
      }
      return [standIn]
    },
    async revokeSession() {
      if (await siwe.signOut()) siwe.onSignOut?.()
    },
    getRequired: () => siwe.required ?? false,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
    signInOnNetworkChange: siwe.signOutOnNetworkChange ?? true,
  }
}
