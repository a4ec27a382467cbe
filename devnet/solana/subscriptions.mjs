// @ts-check
import * as z from 'zod/mini'

/**
 * The WebSocket side: signatureSubscribe (one-shot, as on a validator: one notification, then the subscription is
 * gone) and slotSubscribe. `send` gets a JSON text for one socket.
 * @param {import('./ledger.mjs').Ledger} ledger
 */
export function createSubscriptions(ledger) {
  let nextId = 1
  /** @type {Map<number, { send: (text: string) => void, kind: 'signature' | 'slot', signature?: string }>} */
  const subscriptions = new Map()

  /**
   * @param {number} id
   * @param {string} method
   * @param {unknown} result
   */
  const notify = (id, method, result) => {
    const subscription = subscriptions.get(id)
    subscription?.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription: id } }))
  }

  /** @param {number} id */
  const notifySignature = (id) => {
    const subscription = subscriptions.get(id)
    const landed = subscription?.signature ? ledger.landed(subscription.signature) : undefined
    if (!landed) return
    notify(id, 'signatureNotification', { context: { slot: landed.slot }, value: { err: landed.err } })
    subscriptions.delete(id)
  }

  return {
    /**
     * @param {string} method
     * @param {unknown[]} params
     * @param {(text: string) => void} send
     * @returns {{ result: unknown, after?: () => void } | undefined} undefined: not a subscription method
     */
    handle(method, params, send) {
      switch (method) {
        case 'signatureSubscribe': {
          const parsed = z.tuple([z.string().check(z.maxLength(100))], z.unknown()).safeParse(params)
          if (!parsed.success) throw Object.assign(new Error('Invalid params: a signature is expected'), { code: -32602 })
          const id = nextId++
          subscriptions.set(id, { send, kind: 'signature', signature: parsed.data[0] })
          // Already landed: told right after the subscription id, as a validator does for a finalized signature.
          return { result: id, after: () => notifySignature(id) }
        }
        case 'slotSubscribe': {
          const id = nextId++
          subscriptions.set(id, { send, kind: 'slot' })
          return { result: id }
        }
        case 'signatureUnsubscribe':
        case 'slotUnsubscribe': {
          const [id] = params
          const kind = method === 'slotUnsubscribe' ? 'slot' : 'signature'
          const known = typeof id === 'number' && subscriptions.get(id)?.kind === kind
          if (!known) throw Object.assign(new Error('Invalid subscription id.'), { code: -32602 })
          subscriptions.delete(id)
          return { result: true }
        }
        default:
          return undefined
      }
    },
    /** @param {number} slot */
    slotAdvanced(slot) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'slot') notify(id, 'slotNotification', { parent: slot - 1, root: slot, slot })
      }
    },
    /** @param {string} signature */
    landed(signature) {
      for (const [id, subscription] of subscriptions) if (subscription.signature === signature) notifySignature(id)
    },
    /** @param {(text: string) => void} send */
    dropSocket(send) {
      for (const [id, subscription] of subscriptions) if (subscription.send === send) subscriptions.delete(id)
    },
  }
}
