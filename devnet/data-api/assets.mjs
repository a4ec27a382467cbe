// @ts-check
import { NATIVE_CURRENCY, DEVNET_TOKENS } from '../tokens.mjs'
import { BITCOIN_NATIVE } from './bitcoin-reader.mjs'
import { SOLANA_NATIVE } from './solana-reader.mjs'
import { SEEDED_AVATAR_FILE } from './state.mjs'

const TOKEN_COLORS = /** @type {Record<string, string>} */ ({
  [NATIVE_CURRENCY.symbol]: '#627eea',
  DUSD: '#2f9e44',
  TSR: '#3b5bdb',
  ZERO: '#868e96',
  [SOLANA_NATIVE.symbol]: '#9945ff',
  [BITCOIN_NATIVE.symbol]: '#f7931a',
})

/**
 * Served by this server rather than a CDN so the playground and the tests never reach the internet.
 * @param {string} symbol
 */
function tokenIcon(symbol) {
  const label = symbol.length > 3 ? symbol.slice(0, 3) : symbol
  const fontSize = label.length > 2 ? 11 : 14
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${TOKEN_COLORS[symbol] ?? '#495057'}"/>` +
    `<text x="20" y="${20 + fontSize / 3}" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
  )
}

const AVATAR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#0d9488"/></linearGradient></defs>' +
  '<rect width="64" height="64" rx="32" fill="url(#g)"/><circle cx="32" cy="25" r="11" fill="#fff" fill-opacity=".9"/>' +
  '<path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff" fill-opacity=".9"/></svg>'

/** file name → SVG, under /v1/assets/token/ */
export const TOKEN_ICONS = new Map(
  [NATIVE_CURRENCY.symbol, ...DEVNET_TOKENS.map((token) => token.symbol), SOLANA_NATIVE.symbol, BITCOIN_NATIVE.symbol].map((symbol) => [
    `${symbol.toLowerCase()}.svg`,
    tokenIcon(symbol),
  ]),
)

/** file name → SVG, under /v1/assets/avatar/ */
export const AVATARS = new Map([[SEEDED_AVATAR_FILE, AVATAR]])

/**
 * @param {string} baseUrl
 * @param {string} symbol
 */
export function tokenIconUrl(baseUrl, symbol) {
  return `${baseUrl}/v1/assets/token/${symbol.toLowerCase()}.svg`
}
