// @vitest-environment node
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_SIZE_LIMIT, startMail, type Mail, type MailMessage } from './index.mjs'
import { createMailStore, MAILBOX_LIMIT, MAILBOXES_LIMIT, TEXT_LIMIT } from './store.mjs'

describe('mail catch-all', () => {
  let mail: Mail
  let transport: ReturnType<typeof nodemailer.createTransport>
  const inbox = async (address: string) => (await (await fetch(`${mail.url}/inbox/${encodeURIComponent(address)}`)).json()) as MailMessage[]

  beforeAll(async () => {
    mail = await startMail({ port: 0, smtpPort: 0 })
    // An independent client: what any program on the machine would send with.
    transport = nodemailer.createTransport({ host: '127.0.0.1', port: mail.smtpPort, secure: false, ignoreTLS: true })
  })
  afterAll(async () => {
    transport?.close()
    await mail?.close()
  })

  it('takes mail for any address over SMTP and lists it as JSON, newest first, whatever the address case', async () => {
    await transport.sendMail({ from: 'Sender <sender@example.org>', to: 'Reader@Example.com', subject: 'First', text: 'one' })
    await transport.sendMail({ from: 'sender@example.org', to: 'reader@example.com', subject: 'Second', text: 'two\nlines' })
    const messages = await inbox('READER@example.com')
    expect(messages.map(({ subject, text, to }) => ({ subject, text: text.trim(), to }))).toEqual([
      { subject: 'Second', text: 'two\nlines', to: 'reader@example.com' },
      { subject: 'First', text: 'one', to: 'reader@example.com' },
    ])
    expect(messages[1]).toMatchObject({ from: '"Sender" <sender@example.org>', id: expect.any(String), receivedAt: expect.any(Number) })
    expect(messages[0]!.receivedAt).toBeGreaterThanOrEqual(messages[1]!.receivedAt)
    expect(mail.messages('reader@example.com')).toEqual(messages)

    const cleared = await fetch(`${mail.url}/inbox/reader%40example.com`, { method: 'DELETE' })
    expect(await cleared.json()).toEqual({ deleted: 2 })
    expect(await inbox('reader@example.com')).toEqual([])
  })

  it('files a message under its envelope recipients, not under what its headers claim', async () => {
    await transport.sendMail({
      envelope: { from: 'sender@example.org', to: ['one@example.com', 'two@example.com'] },
      from: 'sender@example.org',
      to: 'someone-else@example.com',
      subject: 'Envelope',
      text: 'x',
    })
    expect((await inbox('one@example.com')).map((m) => m.subject)).toEqual(['Envelope'])
    expect((await inbox('two@example.com')).map((m) => m.subject)).toEqual(['Envelope'])
    expect(await inbox('someone-else@example.com')).toEqual([])
  })

  it('refuses a message over the size limit and keeps nothing of it', async () => {
    const text = 'a'.repeat(MESSAGE_SIZE_LIMIT + 1)
    await expect(transport.sendMail({ from: 'sender@example.org', to: 'big@example.com', subject: 'Big', text })).rejects.toMatchObject({
      responseCode: 552,
    })
    expect(await inbox('big@example.com')).toEqual([])
  })

  it('shows a mailbox page that escapes everything the sender wrote, runs no script, and links http URLs', async () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>'
    await transport.sendMail({
      from: `"${hostile}" <evil@example.org>`,
      to: 'victim@example.com',
      subject: `Hi ${hostile}`,
      text: `Body ${hostile} "quoted" & more\nApprove: http://127.0.0.1:8799/device/approve?token=abc&x=1\njavascript:alert(3)`,
    })
    const response = await fetch(`${mail.url}/mailbox/victim%40example.com`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<script')
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;&#60;script&#62;alert(2)&#60;/script&#62;')
    expect(html).toContain('&#34;quoted&#34; &#38; more')
    expect(html).toContain(
      '<a href="http://127.0.0.1:8799/device/approve?token=abc&#38;x=1" rel="noreferrer">http://127.0.0.1:8799/device/approve?token=abc&#38;x=1</a>',
    )
    expect(html).not.toMatch(/href="javascript/i)

    const index = await (await fetch(`${mail.url}/`)).text()
    expect(index).toContain('<a href="/mailbox/victim%40example.com">victim@example.com</a>')
  })

  it('answers junk paths and methods with clear errors', async () => {
    expect((await fetch(`${mail.url}/inbox/not-an-address`)).status).toBe(400)
    expect((await fetch(`${mail.url}/inbox/${'a'.repeat(300)}%40example.com`)).status).toBe(400)
    expect((await fetch(`${mail.url}/inbox/%E0%A4%A`)).status).toBe(400)
    expect((await fetch(`${mail.url}/inbox/a%40example.com`, { method: 'POST' })).status).toBe(405)
    expect((await fetch(`${mail.url}/nothing`)).status).toBe(404)
  })
})

describe('mail store', () => {
  it('keeps the newest messages per mailbox, the most recently written mailboxes, and cuts long texts', () => {
    const store = createMailStore({ now: () => 1_000 })
    for (let i = 0; i < MAILBOX_LIMIT + 5; i++) store.deliver({ recipients: ['a@example.com'], from: 'f', subject: `#${i}`, text: 't' })
    const kept = store.messages('a@example.com')
    expect(kept).toHaveLength(MAILBOX_LIMIT)
    expect(kept[0]!.subject).toBe(`#${MAILBOX_LIMIT + 4}`)
    expect(kept.at(-1)!.subject).toBe('#5')

    for (let i = 0; i < MAILBOXES_LIMIT; i++) store.deliver({ recipients: [`m${i}@example.com`], from: 'f', subject: 's', text: 't' })
    expect(store.mailboxes()).toHaveLength(MAILBOXES_LIMIT)
    expect(store.messages('a@example.com')).toEqual([])
    expect(store.mailboxes()[0]!.address).toBe(`m${MAILBOXES_LIMIT - 1}@example.com`)

    store.deliver({ recipients: ['long@example.com'], from: 'f'.repeat(5_000), subject: 's'.repeat(5_000), text: 'x'.repeat(TEXT_LIMIT + 10) })
    const [long] = store.messages('long@example.com')
    expect(long!.text).toMatch(/\[… cut at 65536 characters\]$/)
    expect(long!.text.length).toBeLessThan(TEXT_LIMIT + 100)
    expect([long!.from.length, long!.subject.length]).toEqual([998, 998])
  })
})
