// @ts-check
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { remember } from '../auth/bounded-map.mjs'
import { Email } from '../auth/schemas.mjs'

/** @typedef {import('../auth/social-providers.mjs').SocialProvider} SocialProvider */
/** @typedef {import('./index.mjs').OidcPerson} OidcPerson */

/**
 * What each provider tells about a person, as the real ones do: Google, Apple and Facebook an email and a name; GitHub
 * a login as well; X a handle and no email; Discord a username and an email.
 * @type {Readonly<Record<SocialProvider, readonly ('name' | 'email' | 'username')[]>>}
 */
export const PROVIDER_FIELDS = Object.freeze({
  google: ['name', 'email'],
  github: ['name', 'username', 'email'],
  apple: ['name', 'email'],
  facebook: ['name', 'email'],
  x: ['name', 'username'],
  discord: ['username', 'email'],
})

/** The field that names the person at the provider: what a typed-in person must give. */
const HANDLE = /** @type {const} */ ({ google: 'email', github: 'username', apple: 'email', facebook: 'email', x: 'username', discord: 'username' })

/** @type {Readonly<Record<SocialProvider, readonly { name?: string, email?: string, username?: string }[]>>} */
const FIXED = Object.freeze({
  google: [{ name: 'Ada Lovelace', email: 'ada@example.com' }, { name: 'Grace Hopper', email: 'grace@example.com' }],
  github: [{ name: 'Ada Lovelace', username: 'adalovelace', email: 'ada@example.com' }, { name: 'Linus Example', username: 'linus-ex' }],
  apple: [{ name: 'Ada Lovelace', email: 'ada@privaterelay.example.com' }, { name: 'Tim Example', email: 'tim@example.com' }],
  facebook: [{ name: 'Ada Lovelace', email: 'ada@example.com' }, { name: 'Mark Example', email: 'mark@example.com' }],
  x: [{ name: 'Ada Lovelace', username: 'ada_lovelace' }, { name: 'Jack Example', username: 'jack' }],
  discord: [{ username: 'ada.lovelace', email: 'ada@example.com' }, { username: 'wumpus', email: 'wumpus@example.com' }],
})

const PEOPLE_LIMIT = 10_000
const Name = z.string().trim().min(1).max(64).regex(/^[^\p{Cc}\p{Cf}]+$/u)
const Username = z.string().trim().regex(/^[A-Za-z0-9_.-]{1,32}$/)

/**
 * The issuer's people: a small fixed list per provider, and anyone a person types on the login page (kept, bounded,
 * so the same name signs in as the same subject again). A subject is derived from provider and handle, so it is the
 * same after a restart, as a real provider's is.
 */
export function createPeople() {
  /** @type {Map<string, OidcPerson>} by subject */
  const bySubject = new Map()
  /** @param {SocialProvider} provider @param {{ name?: string, email?: string, username?: string }} fields */
  const add = (provider, fields) => {
    const handle = fields[HANDLE[provider]] ?? ''
    const digest = createHash('sha256').update(`${provider}\n${handle.toLowerCase()}`).digest()
    // 21 digits, like a Google subject.
    const subject = (digest.readBigUInt64BE(0) * 1000n + BigInt(digest.readUInt16BE(8) % 1000)).toString().padStart(21, '1')
    /** @type {OidcPerson} */
    const person = { subject, provider, ...fields }
    remember(bySubject, subject, person, PEOPLE_LIMIT)
    return person
  }
  const listed = Object.fromEntries(
    Object.entries(FIXED).map(([provider, people]) => [provider, people.map((fields) => add(/** @type {SocialProvider} */ (provider), fields))]),
  )
  return {
    /** @param {SocialProvider} provider @returns {readonly OidcPerson[]} */
    listed: (provider) => listed[provider] ?? [],
    /** @param {string} subject */
    find: (subject) => bySubject.get(subject) ?? Object.values(listed).flat().find((person) => person.subject === subject),
    /**
     * A person typed on the login page, checked field by field; undefined when what was typed is not acceptable.
     * @param {SocialProvider} provider
     * @param {URLSearchParams} form
     * @returns {OidcPerson | { error: string }}
     */
    typed(provider, form) {
      /** @type {{ name?: string, email?: string, username?: string }} */
      const fields = {}
      for (const field of PROVIDER_FIELDS[provider]) {
        const raw = form.get(field) ?? ''
        if (raw.trim() === '' && field !== HANDLE[provider]) continue
        const parsed = (field === 'email' ? Email : field === 'name' ? Name : Username).safeParse(raw.replace(/^@/, ''))
        if (!parsed.success) return { error: `Enter a valid ${field === 'username' ? 'username' : field}.` }
        fields[field] = parsed.data
      }
      return add(provider, fields)
    },
  }
}
