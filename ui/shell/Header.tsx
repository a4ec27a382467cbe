import { Icon } from '../primitives/Icon.js'
import type { Translate } from '../../kernel/index.js'

export interface HeaderProps {
  readonly t: Translate
  readonly titleId: string
  readonly title: string | undefined
  readonly onBack?: () => void
  readonly onClose?: () => void
}

/** Back, title, close; empty slots keep the title centred. */
export function Header({ t, titleId, title, onBack, onClose }: HeaderProps) {
  return (
    <header className="header">
      {onBack ? (
        <button type="button" className="icon-button" aria-label={t('modal.back')} onClick={onBack}>
          <Icon name="back" />
        </button>
      ) : (
        <span className="header-slot" />
      )}
      <h2 className="header-title" id={titleId}>
        {title}
      </h2>
      {onClose ? (
        <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      ) : (
        <span className="header-slot" />
      )}
    </header>
  )
}
