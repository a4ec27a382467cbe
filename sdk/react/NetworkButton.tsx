import type { CSSProperties } from 'react'
import { shallowEqual, useKitSelector } from '../../ui/use-kit-selector.js'
import { useKit } from './hooks.js'
import { useImageChecks } from './image-check.js'
import { KitButton } from './KitButton.js'
import { baseMessages } from '../../ui/i18n/base-messages.js'
import { useMessages } from '../../ui/i18n/use-messages.js'

export interface NetworkButtonProps {
  /** Replaces the kit's `tessera-button` class, and with it the kit's look. */
  readonly className?: string
  readonly style?: CSSProperties
  /** Shown while no network is known. */
  readonly label?: string
  /** The network's icon (from the host's network `assets.imageUrl`) before its name (default false). */
  readonly chainIcon?: boolean
  /** Only the icon; the name stays the button's accessible name (default false). Without an icon the name shows. */
  readonly compact?: boolean
}

/** The active network; opens the network list, or the switch prompt on an unsupported network. */
export function NetworkButton({ className, style, label, chainIcon = false, compact = false }: NetworkButtonProps) {
  const kit = useKit()
  const { t } = useMessages(baseMessages)
  const { name, image, unsupported } = useKitSelector(
    kit,
    (s) => ({
      name: s.activeCaipNetwork?.name,
      image: s.activeCaipNetwork?.assets?.imageUrl,
      unsupported: Boolean(s.activeNamespace && s.chains[s.activeNamespace]?.networkState.unsupportedChainId),
    }),
    shallowEqual,
  )
  // The host's own network image, checked for a safe scheme.
  const icon = useImageChecks((chainIcon || compact) && image !== undefined)?.safeImageSrc(image)
  const text = unsupported ? t('network.unsupported') : (name ?? label ?? t('button.selectNetwork'))
  const showIcon = (chainIcon || compact) && !unsupported && icon !== undefined
  const iconOnly = compact && showIcon
  return (
    <KitButton
      className={className}
      style={style}
      aria-label={iconOnly ? text : undefined}
      data-testid="network-button"
      onClick={() => kit.open({ view: unsupported ? 'UnsupportedChain' : 'Networks' })}
    >
      {showIcon ? <img className="tessera-button-icon" src={icon} alt="" referrerPolicy="no-referrer" /> : null}
      {iconOnly ? null : text}
    </KitButton>
  )
}
