// @ts-check
import { escapeHtml } from '../mail/page.mjs'

/** The approval page may post only to itself, and runs no script. */
export const APPROVE_PAGE_HEADERS = Object.freeze({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  // Not no-referrer: with it a browser sends `Origin: null` on the form's POST, and the service could not tell it
  // came from this page.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
})

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;max-width:520px;margin:4rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1.25rem}'

/**
 * A link in a mail may be opened by a mail scanner as well as by a person, so opening it only asks; the button
 * approves.
 * @param {string} token
 * @param {string} email
 */
export function approvalQuestion(token, email) {
  return page(
    'Approve this device?',
    `<p>A device is signing in to Tessera as <strong>${escapeHtml(email)}</strong>. Approve it only if that is you.</p>
<form method="post" action="/device/approve"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Approve device</button></form>`,
  )
}

export const APPROVED_PAGE = page('Device approved', '<p>You can go back to the page you were signing in on.</p>')
export const GONE_PAGE = page('Link expired', '<p>This link has expired or was used already. Sign in again to get a new one.</p>')

/**
 * A whole page around `body` (HTML the caller escaped), with the devnet's plain style.
 * @param {string} title
 * @param {string} body
 */
export function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}
