// @ts-check
import { PROVIDER_NAMES } from '../auth/social-providers.mjs'
import { page } from '../auth/approve-page.mjs'
import { escapeHtml } from '../mail/page.mjs'
import { PROVIDER_FIELDS } from './people.mjs'

/** @typedef {import('../auth/social-providers.mjs').SocialProvider} SocialProvider */
/** @typedef {import('./index.mjs').OidcPerson} OidcPerson */

/**
 * The issuer's pages run no script and post only to themselves or, once a form is done, follow the issuer's redirect
 * to a client's callback and from there back to the page: a browser checks `form-action` along those redirects, so
 * those sources are listed too.
 * @param {readonly string[]} redirectOrigins
 */
export function pageHeaders(redirectOrigins) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${redirectOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'cache-control': 'no-store',
  }
}

/**
 * Who signs in: one button per listed person, or a form to type one.
 * @param {string} uid the interaction
 * @param {SocialProvider} provider
 * @param {readonly OidcPerson[]} people
 * @param {string} [problem] what was wrong with the last typed person
 */
export function loginPage(uid, provider, people, problem) {
  const action = `/interaction/${encodeURIComponent(uid)}/login`
  const buttons = people.map(
    (person) =>
      `<li><form method="post" action="${action}"><input type="hidden" name="subject" value="${escapeHtml(person.subject)}"><button type="submit">${escapeHtml(describe(person))}</button></form></li>`,
  )
  const inputs = PROVIDER_FIELDS[provider].map(
    (field) => `<label>${field === 'username' ? 'Username' : field === 'email' ? 'Email' : 'Name'} <input name="${field}" maxlength="${field === 'email' ? 254 : 64}" autocomplete="off"></label>`,
  )
  return page(
    `Sign in with ${PROVIDER_NAMES[provider]}`,
    `<p>Devnet stand-in for ${escapeHtml(PROVIDER_NAMES[provider])}: choose who signs in.</p><ul>${buttons.join('')}</ul>
<h2>Someone else</h2>${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${action}">${inputs.join(' ')} <button type="submit">Sign in</button></form>`,
  )
}

/**
 * The consent step: allowing finishes the sign-in, denying sends `access_denied` back to the client.
 * @param {string} uid
 * @param {SocialProvider} provider
 * @param {OidcPerson} person
 */
export function consentPage(uid, provider, person) {
  const base = `/interaction/${encodeURIComponent(uid)}`
  return page(
    'Allow Tessera?',
    `<p>Tessera wants to sign you in with your ${escapeHtml(PROVIDER_NAMES[provider])} account <strong>${escapeHtml(describe(person))}</strong> and see your name, username and email.</p>
<form method="post" action="${base}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="${base}/deny"><button type="submit">Deny</button></form>`,
  )
}

/** @param {string} message */
export function errorPage(message) {
  return page('Sign-in stopped', `<p>${escapeHtml(message)}</p>`)
}

/** @param {OidcPerson} person */
function describe(person) {
  const handle = person.provider === 'x' && person.username ? `@${person.username}` : (person.username ?? person.email ?? '')
  return person.name ? `${person.name} (${handle})` : handle
}
