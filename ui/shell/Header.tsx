import { Icon } from '../primitives/Icon.js'

export interface HeaderProps {
  readonly titleId: string
  readonly title: string | undefined
  readonly onBack?: () => void
  readonly onClose?: () => void
}

/** Back, title, close; empty slots keep the title centred. */
export function Header({ titleId, title, onBack, onClose }: HeaderProps) {
  return (
    <header className="header">
      {onBack ? (
        <button type="button" className="icon-button" aria-label="Back" onClick={onBack}>
          <Icon name="back" />
        </button>
      ) : (
        <span className="header-slot" />
      )}
      <h2 className="header-title" id={titleId}>
        {title}
      </h2>
      {onClose ? (
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </button>
      ) : (
        <span className="header-slot" />
      )}
    </header>
  )
}
