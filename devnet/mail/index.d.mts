import type { ServiceDefinition } from '../index.mjs'

/** One message as a mailbox holds it. */
export interface MailMessage {
  /** Unique within this run. */
  readonly id: string
  /** The From header as text ('Tessera <login@tessera.localhost>'). */
  readonly from: string
  /** The mailbox it was delivered to (an envelope recipient, lower-cased). */
  readonly to: string
  readonly subject: string
  /** The plain-text body (from the HTML part when there is no text part), at most 64 KiB. */
  readonly text: string
  /** ms since the epoch. */
  readonly receivedAt: number
}

/** Where the running catch-all is: `startDevnet()`'s `mail`. */
export interface MailInfo {
  /** The mailbox page and JSON inbox, http://host:port. */
  readonly url: string
  /** SMTP on the same host, no TLS, no AUTH. */
  readonly smtpPort: number
}

export interface StartMailOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** The mailbox page's HTTP port. Default 8797; 0 picks a free port. */
  port?: number | undefined
  /** The SMTP port. Default 8796; 0 picks a free port. */
  smtpPort?: number | undefined
  /** The clock (ms) for `receivedAt`. Default Date.now. */
  now?: (() => number) | undefined
}

export interface Mail {
  readonly url: string
  readonly smtpHost: string
  readonly smtpPort: number
  /** A mailbox's messages, newest first (address case does not matter). */
  messages(address: string): readonly MailMessage[]
  /** Empties a mailbox; returns how many messages it held. */
  clear(address: string): number
  close(): Promise<void>
}

export declare const DEFAULT_MAIL_SMTP_PORT: number
export declare const DEFAULT_MAIL_PORT: number
export declare const MAIL_SMTP_PORT_ENV: string
export declare const MAIL_PORT_ENV: string
export declare const MESSAGE_SIZE_LIMIT: number

/**
 * SMTP catch-all + mailbox. HTTP: `GET /` (the mailboxes), `GET /mailbox/{address}` (HTML, newest first),
 * `GET /inbox/{address}` → MailMessage[] newest first, `DELETE /inbox/{address}` → { deleted }.
 */
export declare function startMail(options?: StartMailOptions): Promise<Mail>

/** The catch-all as the devnet service `mail`; `smtp()` is where it listens once started. */
export declare function mailService(options?: {
  port?: number | undefined
  smtpPort?: number | undefined
}): ServiceDefinition & { smtp(): { host: string; port: number } | undefined }
