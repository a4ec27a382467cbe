// @ts-check
import { createHash } from 'node:crypto'

/**
 * @typedef {object} Connection
 * @property {number} id
 * @property {string} clientId
 */

/**
 * Who listens to which topic. Subscriptions belong to a socket, not to a client: a client that reconnects
 * subscribes again (clients re-send `irn_batchSubscribe` for all their topics), and a dead socket must not
 * keep receiving pushes.
 */
export function createSubscriptions() {
  /** @type {Map<string, Map<Connection, string>>} */
  const byTopic = new Map()

  return {
    /**
     * The id is stable per (topic, client), so a client that subscribes twice, or again after a reconnect, gets
     * the id it already knows.
     * @param {Connection} connection
     * @param {string} topic
     * @returns {string}
     */
    add(connection, topic) {
      const id = subscriptionId(topic, connection.clientId)
      const subscribers = byTopic.get(topic) ?? new Map()
      subscribers.set(connection, id)
      byTopic.set(topic, subscribers)
      return id
    },

    /**
     * @param {Connection} connection
     * @param {string} topic
     */
    remove(connection, topic) {
      const subscribers = byTopic.get(topic)
      if (!subscribers) return
      subscribers.delete(connection)
      if (subscribers.size === 0) byTopic.delete(topic)
    },

    /** @param {Connection} connection */
    removeConnection(connection) {
      for (const topic of [...byTopic.keys()]) this.remove(connection, topic)
    },

    /**
     * One live socket per client: a client with two sockets on a topic (an old one not yet closed) must still get
     * each message once.
     * @param {string} topic
     * @returns {{ connection: Connection, subscriptionId: string }[]}
     */
    subscribers(topic) {
      /** @type {Map<string, { connection: Connection, subscriptionId: string }>} */
      const byClient = new Map()
      for (const [connection, id] of byTopic.get(topic) ?? []) {
        byClient.set(connection.clientId, { connection, subscriptionId: id })
      }
      return [...byClient.values()]
    },

    /**
     * @param {Connection} connection
     * @param {string} topic
     */
    has(connection, topic) {
      return byTopic.get(topic)?.has(connection) ?? false
    },
  }
}

/**
 * @param {string} topic
 * @param {string} clientId
 */
export function subscriptionId(topic, clientId) {
  return createHash('sha256').update(topic).update(clientId).digest('hex')
}

/** @typedef {ReturnType<typeof createSubscriptions>} Subscriptions */
