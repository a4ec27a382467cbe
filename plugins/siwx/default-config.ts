import type { Clock } from '../../kernel/index.js'
import { VERIFIER_REFUSED_MESSAGE } from './refusals.js'
import type { SiwxConfig, SiwxMessageData, SiwxStorage, SiwxVerifier } from './types.js'

/** Spec-neutral default: a signed-in visitor stays signed in for a week before being asked again. */
export const DEFAULT_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60

export interface DefaultConfigParts {
  readonly verifier: SiwxVerifier
  readonly storage: SiwxStorage
  readonly clock: Clock
  /** The page the visitor signs in to: its host is the message's domain, its address without query the URI. */
  readonly page: { readonly host: string; readonly origin: string; readonly pathname: string }
  readonly statement?: string
  readonly resources?: readonly string[]
  /** Seconds; 0 writes no expiration time. */
  readonly expiresIn?: number
  readonly required?: boolean
  readonly signOutOnDisconnect?: boolean
  readonly signInOnNetworkChange?: boolean
}

/** A SiwxConfig from its parts: the verifier's nonce and check, the storage's sessions, the message loaded on first use. */
export function createDefaultConfig(parts: DefaultConfigParts): SiwxConfig {
  const { verifier, storage, clock, page } = parts
  const expiresIn = parts.expiresIn ?? DEFAULT_EXPIRES_IN_SECONDS
  return {
    async createMessage(input) {
      const [nonce, { createSiwxMessage }] = await Promise.all([verifier.getNonce(input), import('./message.js')])
      const now = clock.now()
      const data: SiwxMessageData = {
        ...input,
        domain: page.host,
        // The query is left out: it may hold what the page was opened with (tokens, referrals), not where it is.
        uri: `${page.origin}${page.pathname}`,
        version: '1',
        nonce,
        issuedAt: new Date(now).toISOString(),
        ...(expiresIn > 0 ? { expirationTime: new Date(now + expiresIn * 1000).toISOString() } : {}),
        ...(parts.statement ? { statement: parts.statement } : {}),
        ...(parts.resources?.length ? { resources: parts.resources } : {}),
      }
      // Built now, so a field the standard refuses fails before the wallet is asked.
      const text = createSiwxMessage(data)
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      if (!(await verifier.verify(session))) throw new Error(VERIFIER_REFUSED_MESSAGE)
      await storage.add(session)
    },
    getSessions: (chainId, address) => storage.get(chainId, address),
    revokeSession: (chainId, address) => storage.delete(chainId, address),
    getRequired: () => parts.required ?? false,
    signOutOnDisconnect: parts.signOutOnDisconnect ?? true,
    signInOnNetworkChange: parts.signInOnNetworkChange ?? true,
  }
}
