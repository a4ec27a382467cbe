import type { CSSProperties } from 'react'
import { shallowEqual, useKitSelector } from '../../ui/use-kit-selector.js'
import { BUTTON_CLASS } from '../button-sheet.js'
import { useButtonStyles } from './button-style.js'
import { useKit } from './hooks.js'

/** The active network; opens the network list. A className replaces the kit's `tessera-button` class and look. */
export function NetworkButton({ className, style, label = 'Select Network' }: { className?: string; style?: CSSProperties; label?: string }) {
  const kit = useKit()
  useButtonStyles(!className)
  const { name, unsupported } = useKitSelector(
    kit,
    (s) => ({
      name: s.activeCaipNetwork?.name,
      unsupported: Boolean(s.activeNamespace && s.chains[s.activeNamespace]?.networkState.unsupportedChainId),
    }),
    shallowEqual,
  )
  return (
    <button
      type="button"
      className={className || BUTTON_CLASS}
      style={style}
      aria-haspopup="dialog"
      data-testid="network-button"
      onClick={() => kit.open({ view: unsupported ? 'UnsupportedChain' : 'Networks' })}
    >
      {unsupported ? 'Unsupported network' : (name ?? label)}
    </button>
  )
}
