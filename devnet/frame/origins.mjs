// @ts-check

/**
 * spec §6: the ancestors an embedded wallet frame accepts whatever the project lists: local development, the preview
 * hosts people deploy to, and the two secure-mobile hosts.
 */
export const DEFAULT_ANCESTOR_ORIGINS = Object.freeze([
  'http://localhost:*',
  'https://localhost:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
])

const ORIGIN = /^(https?):\/\/([A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/
const PATTERN = /^(?:(https?|\*):\/\/)?([A-Za-z0-9*-]+(?:\.[A-Za-z0-9*-]+)*)(?::(\d{1,5}|\*))?$/
const DEFAULT_PORTS = /** @type {Record<string, string>} */ ({ http: '80', https: '443' })

/**
 * Whether `origin` (as a browser writes it: scheme://host[:port]) matches an allowed-origins entry (spec §5): `*` as a
 * whole leading label stands for one or more labels (`https://*.example.com` takes `a.b.example.com`, not
 * `example.com`), elsewhere for any run of letters, digits and hyphens; `:*` for any port; no scheme for http or https;
 * no port for the scheme's default.
 * @param {string} pattern
 * @param {string} origin
 */
export function originMatches(pattern, origin) {
  const parsedOrigin = ORIGIN.exec(origin.length <= 300 ? origin : '')
  const parsedPattern = PATTERN.exec(pattern.length <= 253 ? pattern : '')
  if (!parsedOrigin || !parsedPattern) return false
  const [, scheme = '', host = '', port] = parsedOrigin
  const [, patternScheme, patternHost = '', patternPort] = parsedPattern
  if (patternScheme !== undefined && patternScheme !== '*' && patternScheme !== scheme) return false
  const originPort = port ?? DEFAULT_PORTS[scheme]
  const wantedPort = patternPort ?? DEFAULT_PORTS[scheme]
  if (wantedPort !== '*' && wantedPort !== originPort) return false
  return hostPattern(patternHost).test(host.toLowerCase())
}

/**
 * @param {string} origin
 * @param {readonly string[]} patterns
 */
export function isAllowedOrigin(origin, patterns) {
  return patterns.some((pattern) => originMatches(pattern, origin))
}

/**
 * The entry as a CSP host-source for `frame-ancestors`, or undefined when CSP cannot say it (a `*` inside a label):
 * such an entry is left out of the header, so the browser refuses those parents before the script could.
 * @param {string} pattern
 * @returns {string | undefined}
 */
export function cspSource(pattern) {
  const parsed = PATTERN.exec(pattern.length <= 253 ? pattern : '')
  if (!parsed) return undefined
  const [, scheme, host = '', port] = parsed
  const labels = host.split('.')
  if (labels.some((label, i) => label.includes('*') && !(i === 0 && label === '*'))) return undefined
  const prefix = scheme === undefined || scheme === '*' ? '' : `${scheme}://`
  return `${prefix}${host.toLowerCase()}${port === undefined ? '' : `:${port}`}`
}

/**
 * @param {string} host
 * @returns {RegExp}
 */
function hostPattern(host) {
  const labels = host.toLowerCase().split('.')
  const source = labels
    .map((label, i) => {
      if (i === 0 && label === '*') return '[a-z0-9-]+(?:\\.[a-z0-9-]+)*'
      return label.split('*').map((part) => part.replace(/[-]/g, '\\-')).join('[a-z0-9-]*')
    })
    .join('\\.')
  return new RegExp(`^${source}$`)
}
