// @ts-check

/** @typedef {import('./index.mjs').MailMessage} MailMessage */

/** Messages kept per mailbox: the newest ones. */
export const MAILBOX_LIMIT = 50
/** Mailboxes kept: the ones written to most recently. */
export const MAILBOXES_LIMIT = 500
/** Characters of a message's text kept; the rest is cut, with a note. */
export const TEXT_LIMIT = 64 * 1024
const HEADER_LIMIT = 998

/**
 * What the catch-all received, in memory and bounded, by recipient address (lower-cased).
 * @param {{ now?: () => number }} [options]
 */
export function createMailStore({ now = Date.now } = {}) {
  /** Oldest first, in both levels; a Map keeps insertion order, so the first key is the least recently written. */
  /** @type {Map<string, MailMessage[]>} */
  const mailboxes = new Map()
  let nextId = 1

  return {
    /**
     * Files one message under each recipient.
     * @param {{ recipients: readonly string[], from: string, subject: string, text: string }} message
     */
    deliver({ recipients, from, subject, text }) {
      const receivedAt = now()
      const cutText = text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}\n[… cut at ${TEXT_LIMIT} characters]` : text
      for (const recipient of new Set(recipients.map(mailboxKey))) {
        const list = mailboxes.get(recipient) ?? []
        mailboxes.delete(recipient)
        mailboxes.set(recipient, list)
        list.push({
          id: String(nextId++),
          from: from.slice(0, HEADER_LIMIT),
          to: recipient,
          subject: subject.slice(0, HEADER_LIMIT),
          text: cutText,
          receivedAt,
        })
        if (list.length > MAILBOX_LIMIT) list.splice(0, list.length - MAILBOX_LIMIT)
        if (mailboxes.size > MAILBOXES_LIMIT) {
          const oldest = mailboxes.keys().next().value
          if (oldest !== undefined) mailboxes.delete(oldest)
        }
      }
    },
    /**
     * @param {string} address
     * @returns {MailMessage[]} newest first
     */
    messages(address) {
      return [...(mailboxes.get(mailboxKey(address)) ?? [])].reverse()
    },
    /**
     * @param {string} address
     * @returns {number} how many messages were removed
     */
    clear(address) {
      const key = mailboxKey(address)
      const count = mailboxes.get(key)?.length ?? 0
      mailboxes.delete(key)
      return count
    },
    /** @returns {{ address: string, count: number, latest: number }[]} most recently written first */
    mailboxes() {
      return [...mailboxes]
        .reverse()
        .map(([address, list]) => ({ address, count: list.length, latest: list[list.length - 1]?.receivedAt ?? 0 }))
    },
  }
}

/** @param {string} address */
export function mailboxKey(address) {
  return address.trim().toLowerCase()
}
