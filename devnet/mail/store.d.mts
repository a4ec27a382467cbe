import type { MailMessage } from './index.mjs'

export declare const MAILBOX_LIMIT: number
export declare const MAILBOXES_LIMIT: number
export declare const TEXT_LIMIT: number

export interface MailStore {
  deliver(message: { recipients: readonly string[]; from: string; subject: string; text: string }): void
  /** Newest first. */
  messages(address: string): MailMessage[]
  clear(address: string): number
  /** Most recently written first. */
  mailboxes(): { address: string; count: number; latest: number }[]
}

export declare function createMailStore(options?: { now?: (() => number) | undefined }): MailStore
export declare function mailboxKey(address: string): string
