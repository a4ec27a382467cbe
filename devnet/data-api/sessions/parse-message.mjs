// @ts-check

/**
 * Reads a CAIP-122 sign-in message (EIP-4361 on eip155) line by line, written from the standards rather than from
 * the kit's message builder, so the verifier checks what was actually signed and not what the client claims.
 * @typedef {{
 *   domain: string, blockchain: string, address: string, statement?: string, uri: string, version: string,
 *   chainId: string, nonce: string, issuedAt: string, expirationTime?: string, notBefore?: string,
 *   requestId?: string, resources?: string[]
 * }} SignInFields
 */

const HEADER = /^(?<domain>[^\s/]+) wants you to sign in with your (?<blockchain>[A-Za-z]+) account:$/
const TAGS = /** @type {const} */ ([
  ['URI', 'uri', true],
  ['Version', 'version', true],
  ['Chain ID', 'chainId', true],
  ['Nonce', 'nonce', true],
  ['Issued At', 'issuedAt', true],
  ['Expiration Time', 'expirationTime', false],
  ['Not Before', 'notBefore', false],
  ['Request ID', 'requestId', false],
])

/**
 * @param {string} text
 * @returns {SignInFields | undefined} undefined when the text is not a sign-in message
 */
export function parseSignInMessage(text) {
  if (text.length > 8192 || text.includes('\r')) return undefined
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  if (!header?.groups || !lines[1] || lines[2] !== '') return undefined
  /** @type {Record<string, unknown>} */
  const fields = { domain: header.groups.domain, blockchain: header.groups.blockchain, address: lines[1] }
  let at = 3
  // With a statement: `statement`, blank; without: one more blank line (EIP-4361's `[ statement LF ] LF`).
  if (lines[at] !== '') {
    fields.statement = lines[at]
    at += 1
  }
  if (lines[at] !== '') return undefined
  at += 1
  for (const [tag, key, needed] of TAGS) {
    const line = lines[at]
    if (line?.startsWith(`${tag}: `)) {
      fields[key] = line.slice(tag.length + 2)
      at += 1
    } else if (needed) return undefined
  }
  if (lines[at] === 'Resources:') {
    at += 1
    /** @type {string[]} */
    const resources = []
    while (lines[at]?.startsWith('- ')) resources.push(/** @type {string} */ (lines[at++]).slice(2))
    fields.resources = resources
  }
  if (at !== lines.length) return undefined
  return /** @type {SignInFields} */ (fields)
}
