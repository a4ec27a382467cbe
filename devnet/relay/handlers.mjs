// @ts-check
import { subscriptionId } from './subscriptions.mjs'

/** @typedef {import('./subscriptions.mjs').Connection} Connection */
/** @typedef {import('./subscriptions.mjs').Subscriptions} Subscriptions */
/** @typedef {import('./message-store.mjs').MessageStore} MessageStore */
/** @typedef {import('./message-store.mjs').MessageRecord} MessageRecord */

/**
 * What a method answers, and which topics' stored messages go to the caller once that answer is sent: clients only
 * know a subscription id from the answer, so a push that came first would be for an unknown subscription.
 * @typedef {{ result: unknown, flush?: string[] } | { error: { code: number, message: string } }} Outcome
 */

// The tags the composite methods publish under, as the real relay does (they matter to push services only).
const TAG_SESSION_PROPOSE = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102

export class InvalidParams extends Error {}

/**
 * The relay's methods. `deliver` pushes one stored message to one socket (as `irn_subscription`).
 * @param {{ store: MessageStore, subscriptions: Subscriptions,
 *   deliver: (connection: Connection, subscriptionId: string, record: MessageRecord) => void }} relay
 */
export function createHandlers({ store, subscriptions, deliver }) {
  /**
   * @param {Connection} publisher
   * @param {{ topic: string, message: string, ttl: number, tag: number }} input
   */
  const publish = (publisher, input) => {
    const { record } = store.put({ ...input, publisherId: publisher.clientId })
    for (const { connection, subscriptionId } of subscriptions.subscribers(input.topic)) {
      if (connection.clientId === publisher.clientId || record.deliveries.has(connection.clientId)) continue
      deliver(connection, subscriptionId, record)
    }
  }

  /** @param {unknown} params */
  const publishParams = (params) => ({
    topic: text(params, 'topic'),
    message: text(params, 'message'),
    ttl: seconds(params, 'ttl'),
    tag: optionalNumber(params, 'tag') ?? 0,
  })

  /** @type {Record<string, (connection: Connection, params: unknown) => Outcome>} */
  const methods = {
    irn_subscribe(connection, params) {
      const topic = text(params, 'topic')
      return { result: subscriptions.add(connection, topic), flush: [topic] }
    },
    irn_batchSubscribe(connection, params) {
      const topics = textList(params, 'topics')
      return { result: topics.map((topic) => subscriptions.add(connection, topic)), flush: topics }
    },
    irn_unsubscribe(connection, params) {
      subscriptions.remove(connection, text(params, 'topic'))
      return { result: true }
    },
    irn_batchUnsubscribe(connection, params) {
      for (const entry of list(params, 'subscriptions')) subscriptions.remove(connection, text(entry, 'topic'))
      return { result: true }
    },
    irn_publish(connection, params) {
      publish(connection, publishParams(params))
      return { result: true }
    },
    irn_batchPublish(connection, params) {
      // Validated whole before any is published, so a bad batch publishes nothing.
      for (const input of list(params, 'messages').map(publishParams)) publish(connection, input)
      return { result: true }
    },
    irn_batchFetchMessages(connection, params) {
      const messages = textList(params, 'topics').flatMap((topic) =>
        store.undelivered(topic, connection.clientId).map((record) => {
          store.markAcked(record, connection.clientId)
          return subscriptionData(record)
        }),
      )
      return { result: { messages, hasMore: false } }
    },
    // The dapp's first frame: subscribe it to the pairing topic and leave the proposal there for the wallet.
    wc_proposeSession(connection, params) {
      const pairingTopic = text(params, 'pairingTopic')
      const input = { message: text(params, 'sessionProposal'), ttl: seconds(params, 'ttl') }
      subscriptions.add(connection, pairingTopic)
      publish(connection, { topic: pairingTopic, ...input, tag: TAG_SESSION_PROPOSE })
      return { result: true, flush: [pairingTopic] }
    },
    // The wallet's approval: subscribe it to the session topic, answer the proposal, and leave the settlement
    // request on the session topic for the dapp, which subscribes to it only once it has read the answer.
    wc_approveSession(connection, params) {
      const sessionTopic = text(params, 'sessionTopic')
      const pairingTopic = text(params, 'pairingTopic')
      const response = text(params, 'sessionProposalResponse')
      const settlement = text(params, 'sessionSettlementRequest')
      const ttl = seconds(params, 'ttl')
      subscriptions.add(connection, sessionTopic)
      publish(connection, { topic: pairingTopic, message: response, ttl, tag: TAG_SESSION_PROPOSE_RESPONSE })
      publish(connection, { topic: sessionTopic, message: settlement, ttl, tag: TAG_SESSION_SETTLE })
      return { result: true, flush: [sessionTopic] }
    },
  }

  return {
    /**
     * @param {Connection} connection
     * @param {string} method
     * @param {unknown} params
     * @returns {Outcome}
     */
    handle(connection, method, params) {
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
      if (!handler) return { error: { code: -32601, message: `Method not found: ${method}` } }
      try {
        return handler(connection, params)
      } catch (error) {
        if (error instanceof InvalidParams) return { error: { code: -32602, message: error.message } }
        throw error
      }
    },

    /**
     * Hands `connection` what is stored for it on `topic`, once it has the subscription id.
     * @param {Connection} connection
     * @param {string} topic
     */
    flush(connection, topic) {
      if (!subscriptions.has(connection, topic)) return
      const id = subscriptionId(topic, connection.clientId)
      for (const record of store.undelivered(topic, connection.clientId)) deliver(connection, id, record)
    },
  }
}

/**
 * The `data` of an `irn_subscription` push.
 * @param {MessageRecord} record
 */
export function subscriptionData(record) {
  return { topic: record.topic, message: record.message, publishedAt: record.publishedAt, tag: record.tag }
}

/**
 * @param {unknown} params
 * @param {string} name
 * @returns {unknown}
 */
function field(params, name) {
  if (typeof params !== 'object' || params === null) throw new InvalidParams('Invalid params: expected an object')
  return /** @type {Record<string, unknown>} */ (params)[name]
}

/**
 * @param {unknown} params
 * @param {string} name
 */
function text(params, name) {
  const value = field(params, name)
  if (typeof value !== 'string' || value === '') throw new InvalidParams(`Invalid params: ${name} must be a non-empty string`)
  return value
}

/**
 * @param {unknown} params
 * @param {string} name
 */
function seconds(params, name) {
  const value = field(params, name)
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new InvalidParams(`Invalid params: ${name} must be a positive number of seconds`)
  }
  return value
}

/**
 * @param {unknown} params
 * @param {string} name
 */
function optionalNumber(params, name) {
  const value = field(params, name)
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new InvalidParams(`Invalid params: ${name} must be a number`)
  return value
}

/**
 * @param {unknown} params
 * @param {string} name
 * @returns {unknown[]}
 */
function list(params, name) {
  const value = field(params, name)
  if (!Array.isArray(value)) throw new InvalidParams(`Invalid params: ${name} must be an array`)
  return value
}

/**
 * @param {unknown} params
 * @param {string} name
 */
function textList(params, name) {
  const values = list(params, name)
  if (!values.every((value) => typeof value === 'string' && value !== '')) {
    throw new InvalidParams(`Invalid params: ${name} must be an array of non-empty strings`)
  }
  return /** @type {string[]} */ (values)
}
