// @ts-check

/** @typedef {import('./index.mjs').MailMessage} MailMessage */

// Everything shown comes from whoever sent the mail: escaped, and the page runs no script at all (see the CSP).
const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:760px;padding:0 1rem;color:#1b1b1f}
a{color:#3352d8}h1{font-size:1.4rem}.meta{color:#5a5a66;font-size:.85rem}
article{border:1px solid #d8d8e0;border-radius:10px;padding:.75rem 1rem;margin:1rem 0}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,monospace;margin:.5rem 0 0}
li{margin:.3rem 0}`
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/g

/** The HTTP headers of every page: no script, no frames, no outside loads. */
export const PAGE_HEADERS = Object.freeze({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
})

/**
 * The mailbox list: every address that received mail, most recent first.
 * @param {readonly { address: string, count: number, latest: number }[]} mailboxes
 */
export function renderIndex(mailboxes) {
  const items = mailboxes.map(
    ({ address, count, latest }) =>
      `<li><a href="/mailbox/${encodeURIComponent(address)}">${escapeHtml(address)}</a> <span class="meta">${count} message${count === 1 ? '' : 's'}, last ${escapeHtml(new Date(latest).toISOString())}</span></li>`,
  )
  return page(
    'Devnet mailbox',
    `<h1>Devnet mailbox</h1>
<p class="meta">Every mail sent to the devnet's SMTP catch-all lands here, whatever the address. This page reloads every 5 s.</p>
${items.length > 0 ? `<ul>${items.join('')}</ul>` : '<p>No mail yet.</p>'}`,
  )
}

/**
 * One address's messages, newest first, as plain text (links to http(s) URLs made clickable).
 * @param {string} address
 * @param {readonly MailMessage[]} messages
 */
export function renderMailbox(address, messages) {
  const articles = messages.map(
    (message) => `<article>
<strong>${escapeHtml(message.subject || '(no subject)')}</strong>
<div class="meta">from ${escapeHtml(message.from)} · ${escapeHtml(new Date(message.receivedAt).toISOString())}</div>
<pre>${linkify(message.text)}</pre>
</article>`,
  )
  return page(
    `Mail for ${address}`,
    `<p><a href="/">All mailboxes</a></p>
<h1>${escapeHtml(address)}</h1>
${articles.length > 0 ? articles.join('\n') : '<p>No mail for this address.</p>'}`,
  )
}

/**
 * @param {string} title
 * @param {string} body
 */
function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`
}

/** @param {string} text */
function linkify(text) {
  let html = ''
  let last = 0
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0]
    html += escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`
    last = match.index + url.length
  }
  return html + escapeHtml(text.slice(last))
}

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
