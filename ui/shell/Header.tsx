import { Icon } from '../primitives/Icon.js'
import type { CoreMessageKey } from '../i18n/core-messages.js'
import type { TranslateFor } from '../i18n/translate.js'

export interface HeaderProps {
  readonly t: TranslateFor<CoreMessageKey>
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
