import { cleanup, render, screen } from '@testing-library/react'
import { generate, correction } from 'lean-qr/nano'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode } from '../../ui/primitives/QrCode.js'

const URI = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'58'.repeat(32)}&expiryTimestamp=1750000000`

/** The dark modules an SVG path of horizontal runs covers, as "x,y" keys in the code's own coordinates. */
function modulesOf(path: string, quiet: number): Set<string> {
  const dark = new Set<string>()
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) dark.add(`${Number(x) + i - quiet},${Number(y) - quiet}`)
  }
  return dark
}

afterEach(cleanup)

describe('QrCode', () => {
  it('shows a spinner while the encoder loads, then an SVG named by its label', async () => {
    render(<QrCode value={URI} label="QR code to connect a wallet" />)
    expect(screen.getByRole('status', { name: 'Drawing the QR code' })).toBeTruthy()
    const svg = await screen.findByRole('img', { name: 'QR code to connect a wallet' })
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(svg.getAttribute('width')).toBe('240')
  })

  it('draws exactly the modules of the code, with a four-module quiet zone', async () => {
    const { container } = render(<QrCode value={URI} label="code" />)
    const svg = await screen.findByRole('img', { name: 'code' })
    const code = generate(URI, { minCorrectionLevel: correction.M })
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${code.size + 8} ${code.size + 8}`)
    const drawn = modulesOf(container.querySelector('path')!.getAttribute('d')!, 4)
    const expected = new Set<string>()
    for (let y = 0; y < code.size; y++) for (let x = 0; x < code.size; x++) if (code.get(x, y)) expected.add(`${x},${y}`)
    expect(drawn).toEqual(expected)
  })

  it('leaves the centre blank under a logo, at a higher error correction', async () => {
    const { container } = render(<QrCode value={URI} label="code" logo={<img alt="" src="data:image/svg+xml,<svg/>" />} />)
    await screen.findByRole('img', { name: 'code' })
    const code = generate(URI, { minCorrectionLevel: correction.Q })
    const drawn = modulesOf(container.querySelector('path')!.getAttribute('d')!, 4)
    const centre = Math.floor(code.size / 2)
    for (let d = -2; d <= 2; d++) expect(drawn.has(`${centre + d},${centre}`)).toBe(false)
    // Everything outside the centre is the level-Q code's.
    expect(drawn.has('0,0')).toBe(code.get(0, 0))
    expect(container.querySelector('.qr-logo img')).toBeTruthy()
  })

  it('draws the new value when it changes', async () => {
    const { rerender, container } = render(<QrCode value={URI} label="code" />)
    await screen.findByRole('img', { name: 'code' })
    const before = container.querySelector('path')!.getAttribute('d')
    rerender(<QrCode value={`${URI}0`} label="code" />)
    await screen.findByRole('img', { name: 'code' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(container.querySelector('path')!.getAttribute('d')).not.toBe(before)
  })
})
