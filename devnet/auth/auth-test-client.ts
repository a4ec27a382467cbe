import { expect } from 'vitest'
import type { MailMessage } from '../mail/index.mjs'

/** What the auth service answers, status and JSON body. */
export interface Answer {
  readonly status: number
  readonly body: Record<string, unknown>
  readonly headers: Headers
}

/** A client that talks to the auth service as the frame would, and reads the mail it sends from the JSON inbox. */
export function authClient(authUrl: () => string, mailUrl: () => string) {
  const call = async (method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${authUrl()}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers }
  }
  const inbox = async (address: string) =>
    (await (await fetch(`${mailUrl()}/inbox/${encodeURIComponent(address)}`)).json()) as MailMessage[]
  const latest = async (address: string, subject: string) => {
    const message = (await inbox(address)).find((m) => m.subject === subject)
    expect(message, `a mail "${subject}" to ${address}`).toBeDefined()
    return message!
  }
  return {
    call,
    post: (path: string, body: unknown, token?: string) => call('POST', path, body, token),
    get: (path: string, token?: string) => call('GET', path, undefined, token),
    inbox,
    /** The 6-digit code in the newest mail with this subject. */
    code: async (address: string, subject: string) => /\b(\d{6})\b/.exec((await latest(address, subject)).text)?.[1] ?? '',
    /** The approval link in the newest device mail. */
    link: async (address: string, subject: string) => /https?:\/\/\S+/.exec((await latest(address, subject)).text)?.[0] ?? '',
  }
}

/** `{ error: { code, message } }`, as every refusal reads. */
export function refusal(answer: Answer) {
  return { status: answer.status, ...(answer.body.error as { code: string; message: string }) }
}
