import { useState } from 'react'
import { safeImageSrc } from '../safe-url.js'

export interface ImageTileProps {
  readonly src?: string
  /** Shown as initials when there is no usable image. */
  readonly name: string
  readonly size?: number
  readonly shape?: 'rounded' | 'circle'
}

/** An untrusted image, or initials on a colour picked from the name when it is missing, unsafe or broken. */
export function ImageTile({ src, name, size = 40, shape = 'rounded' }: ImageTileProps) {
  const safe = safeImageSrc(src)
  // Remembering which URL failed (not just that one did) lets a new URL try again.
  const [failedSrc, setFailedSrc] = useState<string>()
  const style = { width: size, height: size }
  const className = `image-tile image-${shape}`
  if (safe && safe !== failedSrc) {
    return <img className={className} style={style} src={safe} alt="" width={size} height={size} loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setFailedSrc(safe)} />
  }
  return (
    <span className={`${className} image-placeholder`} data-placeholder="" style={{ ...style, backgroundColor: `hsl(${hue(name)} 55% 45%)`, fontSize: size * 0.38 }} aria-hidden="true">
      {initials(name)}
    </span>
  )
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean).slice(0, 2)
  // Array.from keeps a surrogate pair (an emoji, a CJK extension character) whole.
  return words.map((word) => Array.from(word)[0] ?? '').join('').toUpperCase() || '?'
}

function hue(text: string): number {
  let h = 0
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0
  return h % 360
}
