import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { boxClass, type BoxSize } from './box-size.js'
import { cssProperties } from './css-properties.js'
import { Spinner } from './Spinner.js'
import { useCoreMessages } from '../i18n/core-messages.js'

export interface QrCodeProps {
  /** The text to encode (a pairing URI). */
  readonly value: string
  /** What the code is, for screen readers ("QR code to connect a wallet"). */
  readonly label: string
  /** Rendered width and height in CSS pixels. */
  readonly size?: BoxSize
  /** Drawn over the centre; the code then uses a higher error correction and leaves the centre blank. */
  readonly logo?: ReactNode
}

type Encoder = typeof import('lean-qr/nano')
let encoder: Promise<Encoder> | undefined
/** Set once the encoder has arrived: a code is then drawn in its first render. */
let ready: Encoder | undefined
/** The encoder (about 2 KiB gzip) loads with the first code shown, never with the host's page. */
function loadEncoder(): Promise<Encoder> {
  encoder ??= import('lean-qr/nano').then(
    (module) => (ready = module),
    (error: unknown) => {
      encoder = undefined
      throw error
    },
  )
  return encoder
}

/** Fetches the encoder ahead, for a screen about to show a code; a failure shows when the code is drawn. */
export function preloadQrEncoder(): void {
  loadEncoder().catch(() => {})
}

/** Scanners need a light margin around the code; four modules is the standard's quiet zone. */
const QUIET = 4
/** Share of the side the logo covers: about 5% of the modules, well inside what level Q restores (25%). */
const LOGO_SHARE = 0.22

interface Drawn {
  readonly side: number
  /** Modules left blank for the logo, per side. */
  readonly hole: number
  readonly path: string
}

/** One path of horizontal runs per row: a few KB of markup for a 65×65 code instead of thousands of rects. */
/** The code for `value`, or null when it is longer than a QR code holds (nothing a retry would fix). */
function encode({ generate, correction }: Encoder, value: string, withLogo: boolean): Drawn | null {
  try {
    return draw(generate(value, { minCorrectionLevel: withLogo ? correction.Q : correction.M }), withLogo)
  } catch {
    return null
  }
}

function draw(code: { readonly size: number; get(x: number, y: number): boolean }, withLogo: boolean): Drawn {
  const n = code.size
  const hole = withLogo ? Math.ceil(n * LOGO_SHARE) | 1 : 0
  const start = Math.floor((n - hole) / 2)
  const blank = (x: number, y: number) => hole > 0 && x >= start && x < start + hole && y >= start && y < start + hole
  let path = ''
  for (let y = 0; y < n; y++) {
    let x = 0
    while (x < n) {
      if (!code.get(x, y) || blank(x, y)) {
        x++
        continue
      }
      const from = x
      while (x < n && code.get(x, y) && !blank(x, y)) x++
      path += `M${from + QUIET} ${y + QUIET}h${x - from}v1h${from - x}z`
    }
  }
  return { side: n + QUIET * 2, hole, path }
}

/** A QR code as an SVG (dark on white in every theme: scanners read inverted codes poorly), drawn once the encoder has loaded. */
export function QrCode({ value, label, size = 240, logo }: QrCodeProps) {
  const withLogo = logo !== undefined && logo !== null && logo !== false
  const { t } = useCoreMessages()
  const [loaded, setLoaded] = useState(ready)
  // The value whose encoder failed to load: a new value (a fresh pairing) tries the load again.
  const [loadFailedFor, setLoadFailedFor] = useState<string>()

  useEffect(() => {
    if (loaded) return
    let live = true
    loadEncoder().then(
      (module) => live && setLoaded(module),
      () => live && setLoadFailedFor(value),
    )
    return () => {
      live = false
    }
  }, [loaded, value])

  const drawn = useMemo(() => (loaded ? encode(loaded, value, withLogo) : undefined), [loaded, value, withLogo])
  const failed = loadFailedFor === value || drawn === null
  const box = boxClass(size)
  if (failed) {
    return (
      <div className={`qr qr-unavailable ${box}`} role="img" aria-label={t('qr.unavailableLabel', { label })}>
        <span className="state-text">{t('qr.unavailable')}</span>
      </div>
    )
  }
  if (!drawn) {
    return (
      <div className={`qr qr-loading ${box}`}>
        <Spinner size={28} label={t('qr.drawing')} />
      </div>
    )
  }
  // The blank centre less a module's margin, so the logo never covers a module.
  const logoSize = Math.max(0, Math.floor((size * (drawn.hole - 1)) / drawn.side))
  return (
    <div className={`qr ${box}`}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${drawn.side} ${drawn.side}`} width={size} height={size} shapeRendering="crispEdges">
        <rect width={drawn.side} height={drawn.side} fill="#ffffff" />
        <path d={drawn.path} fill="#000000" />
      </svg>
      {withLogo ? (
        // The hole depends on how many modules the value needs, so its size is set at run time.
        <span ref={cssProperties({ '--t-box': `${logoSize}px` })} className="qr-logo" aria-hidden="true">
          {logo}
        </span>
      ) : null}
    </div>
  )
}
