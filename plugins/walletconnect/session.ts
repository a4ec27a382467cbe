import * as z from 'zod/mini'
import { isNamespace, type Namespace } from '../../kernel/index.js'

/**
 * A session as the wallet settled it. It comes from the wallet (through the SDK) or from storage another script
 * can write, so only this shape is trusted; account ids are checked one by one below.
 */
const sessionSchema = z.object({
  topic: z.string().check(z.minLength(1)),
  namespaces: z.record(
    z.string(),
    z.object({
      accounts: z.array(z.string()),
      chains: z.optional(z.array(z.string())),
      methods: z.optional(z.array(z.string())),
      events: z.optional(z.array(z.string())),
    }),
  ),
  peer: z.optional(
    z.object({
      metadata: z.optional(
        z.object({
          name: z.optional(z.string()),
          icons: z.optional(z.array(z.string())),
        }),
      ),
    }),
  ),
})
export type Session = z.infer<typeof sessionSchema>

/** CAIP-2 references and CAIP-10 account addresses, as the standards bound them. */
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const ANY_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Each namespace's own rules, from its chain adapter: the pairing reads chain ids and addresses through them and
 * knows no namespace itself. Without an adapter (basic pairing) CAIP's generic bounds apply.
 */
export interface NamespaceRules {
  isAddress(namespace: Namespace, address: string): boolean
  chainReference(namespace: Namespace, value: unknown): string | undefined
}

export function parseSession(value: unknown): Session | undefined {
  const parsed = sessionSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** CAIP-10's bound on an account address, which every namespace's own rule narrows. */
export const isCaipAccountAddress = (address: string) => ANY_ADDRESS.test(address)

export interface SessionAccount {
  readonly chain: string
  readonly address: string
}

/** The session's accounts in `namespace`, in the wallet's order; malformed ids are skipped, not trusted. */
export function accountsIn(session: Session, namespace: Namespace, rules: NamespaceRules): SessionAccount[] {
  const accounts: SessionAccount[] = []
  // Namespaces may be keyed by namespace ('ns') or by chain ('ns:reference'); both hold CAIP-10 accounts.
  for (const [key, entry] of Object.entries(session.namespaces)) {
    if (key.split(':')[0] !== namespace) continue
    for (const id of entry.accounts) {
      const [ns, chain, address, ...rest] = id.split(':')
      if (rest.length > 0 || ns !== namespace || !chain || !REFERENCE.test(chain) || !address || !isCaipAccountAddress(address) || !rules.isAddress(namespace, address)) continue
      if (!accounts.some((a) => a.chain === chain && a.address === address)) accounts.push({ chain, address })
    }
  }
  return accounts
}

/** The namespaces the session grants at least one account in. */
export function sessionNamespaces(session: Session, rules: NamespaceRules): Namespace[] {
  const found = new Set<Namespace>()
  for (const key of Object.keys(session.namespaces)) {
    const ns = key.split(':')[0]
    if (isNamespace(ns) && accountsIn(session, ns, rules).length > 0) found.add(ns)
  }
  return [...found]
}

/** Addresses from an `accountsChanged` event: plain addresses or CAIP-10 ids of this namespace. */
export function eventAddresses(value: unknown, namespace: Namespace, rules: NamespaceRules): string[] | undefined {
  if (!Array.isArray(value)) return undefined
  const addresses: string[] = []
  for (const item of value) {
    if (typeof item !== 'string') return undefined
    const parts = item.split(':')
    const address = parts.length === 3 && parts[0] === namespace ? parts[2]! : item
    if (!isCaipAccountAddress(address) || !rules.isAddress(namespace, address)) return undefined
    if (!addresses.includes(address)) addresses.push(address)
  }
  return addresses
}

const eventSchema = z.object({
  topic: z.string(),
  params: z.object({
    chainId: z.string(),
    event: z.object({ name: z.string(), data: z.unknown() }),
  }),
})
export type SessionEvent = z.infer<typeof eventSchema>

export function parseSessionEvent(value: unknown): SessionEvent | undefined {
  const parsed = eventSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

const topicSchema = z.object({ topic: z.string() })
export function topicOf(value: unknown): string | undefined {
  const parsed = topicSchema.safeParse(value)
  return parsed.success ? parsed.data.topic : undefined
}

/** Untrusted text from the wallet's metadata, kept to what a label can show. */
export function peerName(session: Session): string | undefined {
  const name = session.peer?.metadata?.name?.trim()
  return name ? name.slice(0, 64) : undefined
}

export function peerIcon(session: Session): string | undefined {
  const icon = session.peer?.metadata?.icons?.find((i) => /^https:\/\//i.test(i) && i.length <= 2048)
  return icon
}
