// @ts-check
import { remember } from '../auth/bounded-map.mjs'

/** @typedef {Record<string, unknown> & { uid?: string, grantId?: string, consumed?: number }} Payload */

/**
 * The issuer's state (interactions, sessions, grants, codes, tokens) in memory: bounded to `limit` entries, each
 * dropped when it expires. One store per issuer, so two issuers in one process share nothing.
 * @param {number} limit
 */
export function memoryStore(limit) {
  /** @type {Map<string, { payload: Payload, expiresAt: number }>} */
  const entries = new Map()
  /** @type {Map<string, string[]>} the keys issued under a grant, so revoking it drops them all */
  const grants = new Map()
  /** @param {string} key */
  const read = (key) => {
    const entry = entries.get(key)
    if (entry && Date.now() >= entry.expiresAt) entries.delete(key)
    return entry && Date.now() < entry.expiresAt ? entry.payload : undefined
  }

  return class MemoryStore {
    /** @param {string} model */
    constructor(model) {
      this.model = model
    }
    /** @param {string} id */
    key(id) {
      return `${this.model}:${id}`
    }
    /** @param {string} id @param {Payload} payload @param {number} expiresIn seconds */
    async upsert(id, payload, expiresIn) {
      const expiresAt = Date.now() + expiresIn * 1000
      const key = this.key(id)
      if (this.model === 'Session' && payload.uid) remember(entries, `sessionUid:${payload.uid}`, { payload: { id }, expiresAt }, limit)
      if (payload.grantId) remember(grants, payload.grantId, [...(grants.get(payload.grantId) ?? []), key].slice(-100), limit)
      remember(entries, key, { payload, expiresAt }, limit)
    }
    /** @param {string} id */
    async find(id) {
      return read(this.key(id))
    }
    /** @param {string} uid */
    async findByUid(uid) {
      const id = read(`sessionUid:${uid}`)?.id
      return typeof id === 'string' ? read(this.key(id)) : undefined
    }
    async findByUserCode() {
      return undefined
    }
    /** @param {string} id */
    async consume(id) {
      const payload = read(this.key(id))
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    }
    /** @param {string} id */
    async destroy(id) {
      entries.delete(this.key(id))
    }
    /** @param {string} grantId */
    async revokeByGrantId(grantId) {
      for (const key of grants.get(grantId) ?? []) entries.delete(key)
      grants.delete(grantId)
    }
  }
}
