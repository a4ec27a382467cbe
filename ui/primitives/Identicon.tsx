import { boxClass, type BoxSize } from './box-size.js'
import { cssProperties } from './css-properties.js'

/** A gradient avatar derived from the address alone: the same account always looks the same, with no image request. */
export function Identicon({ address, size = 64 }: { readonly address: string; readonly size?: BoxSize }) {
  const h = fnv1a(address.toLowerCase())
  const hueA = h % 360
  const hueB = (hueA + 60 + ((h >>> 9) % 180)) % 360
  const angle = (h >>> 17) % 360
  // The gradient itself is in modal.css; only the address's hues and angle are set here.
  const colours = cssProperties({ '--identicon-hue-a': String(hueA), '--identicon-hue-b': String(hueB), '--identicon-angle': `${angle}deg` })
  return <span ref={colours} className={`identicon ${boxClass(size)}`} aria-hidden="true" />
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}
