// @ts-check
import { createHash } from 'node:crypto'

/** @typedef {import('./index.mjs').StoredMessage} StoredMessage */

/**
 * @typedef {object} MessageRecord
 * @property {string} key
 * @property {string} topic
 * @property {string} message
 * @property {number} tag
 * @property {number} publishedAt ms
 * @property {number} expiresAt ms
 * @property {string} publisherId
 * @property {Map<string, { acked: boolean, connection: object | undefined }>} deliveries by client id
 */

/**
 * The relay's mailbox: each topic keeps its messages until their ttl runs out, because a client usually subscribes
 * after its peer has published (the proposal before the wallet pairs, the settlement before the dapp listens).
 * A message counts as delivered to a client once that client acknowledges the push; a push still unacknowledged
 * when its socket dies is handed out again on the client's next subscribe, so a dropped connection loses nothing.
 * @param {{ now?: () => number }} [options] `now` lets tests move time without waiting for a ttl.
 */
export function createMessageStore({ now = Date.now } = {}) {
  /** @type {Map<string, MessageRecord[]>} */
  const byTopic = new Map()

  const sweep = () => {
    const time = now()
    for (const [topic, records] of byTopic) {
      const alive = records.filter((record) => record.expiresAt > time)
      if (alive.length === 0) byTopic.delete(topic)
      else if (alive.length !== records.length) byTopic.set(topic, alive)
    }
  }

  return {
    /**
     * Stores a message, or returns the one already stored when a client re-publishes it (clients retry publishes
     * they saw no answer for), so a retry never reaches a subscriber twice.
     * @param {{ topic: string, message: string, ttl: number, tag: number, publisherId: string }} input ttl in seconds
     * @returns {{ record: MessageRecord, isNew: boolean }}
     */
    put({ topic, message, ttl, tag, publisherId }) {
      sweep()
      const key = createHash('sha256').update(topic).update('\0').update(message).digest('hex')
      const records = byTopic.get(topic) ?? []
      const existing = records.find((record) => record.key === key)
      if (existing) return { record: existing, isNew: false }
      const publishedAt = now()
      /** @type {MessageRecord} */
      const record = {
        key,
        topic,
        message,
        tag,
        publishedAt,
        expiresAt: publishedAt + ttl * 1000,
        publisherId,
        deliveries: new Map(),
      }
      records.push(record)
      byTopic.set(topic, records)
      return { record, isNew: true }
    },

    /**
     * What `clientId` should still get on `topic`, oldest first: never its own messages, never one it has
     * acknowledged or that is in flight to it on a live socket.
     * @param {string} topic
     * @param {string} clientId
     * @returns {MessageRecord[]}
     */
    undelivered(topic, clientId) {
      sweep()
      return (byTopic.get(topic) ?? []).filter(
        (record) => record.publisherId !== clientId && !record.deliveries.has(clientId),
      )
    },

    /**
     * @param {MessageRecord} record
     * @param {string} clientId
     * @param {object} connection whose loss puts the message back in the queue
     */
    markInFlight(record, clientId, connection) {
      record.deliveries.set(clientId, { acked: false, connection })
    },

    /**
     * @param {MessageRecord} record
     * @param {string} clientId
     */
    markAcked(record, clientId) {
      record.deliveries.set(clientId, { acked: true, connection: undefined })
    },

    /**
     * Every push still unacknowledged on `connection` becomes deliverable again.
     * @param {object} connection
     */
    releaseConnection(connection) {
      for (const records of byTopic.values()) {
        for (const record of records) {
          for (const [clientId, delivery] of record.deliveries) {
            if (!delivery.acked && delivery.connection === connection) record.deliveries.delete(clientId)
          }
        }
      }
    },

    /**
     * The live messages of a topic, for tests and the control API.
     * @param {string} topic
     * @returns {StoredMessage[]}
     */
    list(topic) {
      sweep()
      return (byTopic.get(topic) ?? []).map(({ topic: t, message, tag, publishedAt, expiresAt, publisherId }) => ({
        topic: t,
        message,
        tag,
        publishedAt,
        expiresAt,
        publisherId,
      }))
    },
  }
}

/** @typedef {ReturnType<typeof createMessageStore>} MessageStore */
