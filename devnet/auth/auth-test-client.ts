import { afterAll, beforeAll, expect } from 'vitest'
import { startMail, type Mail, type MailMessage } from '../mail/index.mjs'
import { startAuth, type Auth } from './index.mjs'

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

/**
 * The auth service and the mail catch-all on free ports for one test file (started before its tests, closed after),
 * with a client for them; `now` is the service's clock.
 */
export function authOverMail(frameOrigin: string, now: () => number) {
  let mail: Mail | undefined
  let auth: Auth | undefined
  beforeAll(async () => {
    mail = await startMail({ port: 0, smtpPort: 0 })
    auth = await startAuth({ port: 0, frameOrigin, smtp: { host: '127.0.0.1', port: mail.smtpPort }, now })
  })
  afterAll(async () => {
    await auth?.close()
    await mail?.close()
  })
  const authUrl = () => auth!.url
  return { authUrl, client: authClient(authUrl, () => mail!.url) }
}
