/** A gradient avatar derived from the address alone: the same account always looks the same, with no image request. */
export function Identicon({ address, size = 64 }: { readonly address: string; readonly size?: number }) {
  const h = fnv1a(address.toLowerCase())
  const hueA = h % 360
  const hueB = (hueA + 60 + ((h >>> 9) % 180)) % 360
  const angle = (h >>> 17) % 360
  const background = `radial-gradient(circle at 30% 25%, hsl(${hueA} 90% 75% / 0.9), transparent 55%), linear-gradient(${angle}deg, hsl(${hueA} 75% 52%), hsl(${hueB} 70% 45%))`
  return <span className="identicon" style={{ width: size, height: size, background }} aria-hidden="true" />
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}
