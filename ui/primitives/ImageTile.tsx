import { useContext, useEffect, useState } from 'react'
import type { Clock } from '../../kernel/index.js'
import { PluginReactContext } from '../plugin-context.js'
import { allowedImageSrc, hostWalletImage } from '../safe-url.js'
import { boxClass, type BoxSize } from './box-size.js'
import { cssProperties } from './css-properties.js'

export interface ImageTileProps {
  readonly src?: string
  /** Shown as initials when there is no usable image. */
  readonly name: string
  readonly size?: BoxSize
  readonly shape?: 'rounded' | 'circle'
  /** Gives up on an image that has not loaded after this long and shows the initials instead. */
  readonly timeoutMs?: number
}

/**
 * An untrusted image, or initials on a colour picked from the name when it is missing, unsafe, from a host the kit
 * does not talk to, broken or too slow.
 */
export function ImageTile({ src, name, size = 40, shape = 'rounded', timeoutMs }: ImageTileProps) {
  // Outside a kit's UI no origin is known, so only inline images pass.
  const ctx = useContext(PluginReactContext)
  const safe = allowedImageSrc(src, ctx?.options) ?? hostWalletImage(src, ctx?.store.get().wallets.custom)
  // Remembering which URL failed (not just that one did) lets a new URL try again.
  const [failedSrc, setFailedSrc] = useState<string>()
  const [loadedSrc, setLoadedSrc] = useState<string>()
  const clock = useKitClock()
  const waiting = safe !== undefined && safe !== failedSrc && safe !== loadedSrc
  useEffect(() => {
    if (!waiting || timeoutMs === undefined) return
    const giveUp = () => setFailedSrc(safe)
    if (clock) {
      const id = clock.setTimeout(giveUp, timeoutMs)
      return () => clock.clearTimeout(id)
    }
    const id = setTimeout(giveUp, timeoutMs)
    return () => clearTimeout(id)
  }, [waiting, safe, timeoutMs, clock])
  const className = `image-tile image-${shape} ${boxClass(size)}`
  if (safe && safe !== failedSrc) {
    return (
      <img
        className={className}
        src={safe}
        alt=""
        width={size}
        height={size}
        // A lazy image off-screen is never fetched, so a deadline would turn it into initials for good.
        loading={timeoutMs === undefined ? 'lazy' : 'eager'}
        decoding="async"
        referrerPolicy="no-referrer"
        onLoad={() => setLoadedSrc(safe)}
        onError={() => setFailedSrc(safe)}
      />
    )
  }
  return (
    <span ref={cssProperties({ '--placeholder-hue': String(hue(name)) })} className={`${className} image-placeholder`} data-placeholder="" aria-hidden="true">
      {initials(name)}
    </span>
  )
}

/**
 * The kit's clock inside a kit's UI (tests drive it); none elsewhere, where the platform's timers serve. Importing
 * the kernel's system clock instead would make it a shared chunk that every host's entry chunk has to list.
 */
function useKitClock(): Clock | undefined {
  return useContext(PluginReactContext)?.clock
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
