// @ts-check
import { createHash } from 'node:crypto'

/**
 * A logo drawn from a label: a coloured shape with up to `letters` initials. The colour follows from the label, so
 * the same wallet or token always looks the same, and no image ever comes from the network.
 * @param {string} label
 * @param {{ shape?: 'square' | 'circle', letters?: number }} [options]
 */
export function logoSvg(label, { shape = 'square', letters = 2 } = {}) {
  const hash = createHash('sha256').update(label).digest()
  const hue = hash.readUInt16BE(0) % 360
  const text = escapeXml(initials(label, letters))
  const size = text.length > 2 ? 15 : 19
  const background =
    shape === 'circle'
      ? `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 62% 46%)"/>`
      : `<rect width="64" height="64" rx="16" fill="hsl(${hue} 62% 46%)"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${background}` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" ` +
    `font-weight="700" fill="#fff">${text}</text></svg>`
  )
}

/**
 * Letters and digits only: a label is data from a registry entry (a hostile one holds markup).
 * @param {string} label
 * @param {number} letters
 */
function initials(label, letters) {
  const words = label.split(/\s+/).map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean)
  if (words.length === 0) return '?'
  const fromWords = words.length >= letters ? words.slice(0, letters).map((word) => [...word][0]) : [...(words[0] ?? '')].slice(0, letters)
  return fromWords.join('').toUpperCase()
}

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
