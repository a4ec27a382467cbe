// @ts-check
import { randomBytes } from 'node:crypto'
import { page } from './approve-page.mjs'
import { escapeHtml } from '../mail/page.mjs'

/** The message the callback page posts to its opener, the page that started the sign-in: `{ type, state, resultUri }`. */
export const SOCIAL_RESULT_MESSAGE = '@tessera-auth/SOCIAL_RESULT'

/**
 * The page the provider sends the popup back to. Its one script hands the opener the result (to `targetOrigin` only:
 * the page the sign-in started from, as checked at start) and closes the popup; the script is allowed by a nonce made
 * for this page, nothing else runs.
 * @param {{ title: string, text: string, targetOrigin: string, message?: { state: string, resultUri: string } | undefined }} content
 * @returns {{ html: string, headers: Record<string, string> }}
 */
export function callbackPage({ title, text, targetOrigin, message }) {
  const nonce = randomBytes(16).toString('base64')
  // JSON in a script: `<` escaped so nothing in it can close the element.
  const data = JSON.stringify({ targetOrigin, message: message && { type: SOCIAL_RESULT_MESSAGE, ...message } }).replace(/</g, '\\u003c')
  const script = message
    ? `<script nonce="${nonce}">(function(){var d=${data};if(window.opener){window.opener.postMessage(d.message,d.targetOrigin);window.close()}})()</script>`
    : ''
  return {
    html: page(title, `<p>${escapeHtml(text)}</p>${script}`),
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`,
      'x-content-type-options': 'nosniff',
      // The address holds the one-time code and state: no other site learns it.
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    },
  }
}
