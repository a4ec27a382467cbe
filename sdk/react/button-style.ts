import type { CSSProperties } from 'react'

/** Inline so the buttons need no style sheet from the host; a className opts out entirely. */
export const buttonStyle: CSSProperties = {
  font: '600 15px/1 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  padding: '10px 16px',
  borderRadius: 12,
  border: 0,
  cursor: 'pointer',
  background: 'var(--tessera-accent, #3b6cf6)',
  color: 'var(--tessera-accent-foreground, #fff)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
}
