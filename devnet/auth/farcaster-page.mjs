// @ts-check
import { escapeHtml } from '../mail/page.mjs'
import { page } from './approve-page.mjs'
import { FARCASTER_ACCOUNTS } from './farcaster.mjs'

/**
 * The link a Farcaster client would open: choose the account to sign in as, or type one. Opening it signs nothing.
 * @param {string} token
 * @param {string} [problem]
 */
export function farcasterQuestion(token, problem) {
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">`
  const buttons = FARCASTER_ACCOUNTS.map(
    ({ fid, username }) =>
      `<li><form method="post" action="/farcaster/approve">${hidden}<input type="hidden" name="fid" value="${fid}"><input type="hidden" name="username" value="${escapeHtml(username)}"><button type="submit">Sign in as @${escapeHtml(username)} (fid ${fid})</button></form></li>`,
  )
  return page(
    'Sign in with Farcaster',
    `<p>Devnet stand-in for a Farcaster client: an app asks you to sign in. Choose the account.</p><ul>${buttons.join('')}</ul>
<h2>Another account</h2>${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/farcaster/approve">${hidden}<label>fid <input name="fid" inputmode="numeric" maxlength="12"></label> <label>Username <input name="username" maxlength="16"></label> <button type="submit">Sign in</button></form>`,
  )
}

/** @param {string} username */
export function farcasterSigned(username) {
  return page('Signed in', `<p>Signed in as <strong>@${escapeHtml(username)}</strong>. You can go back to the app.</p>`)
}
