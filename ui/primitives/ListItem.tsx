import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Icon } from './Icon.js'
import { Spinner } from './Spinner.js'

export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  readonly image?: ReactNode
  /** Untrusted (a wallet's own name): rendered as text only. */
  readonly name: string
  readonly description?: ReactNode
  /** A short badge such as "Installed" or "Recent". */
  readonly tag?: string
  readonly loading?: boolean
  readonly selected?: boolean
}

/** A 56 px row: image, name, optional tag, and a chevron (a check when selected, a spinner while loading). */
export function ListItem({ image, name, description, tag, loading = false, selected = false, className, disabled, type = 'button', ...rest }: ListItemProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`list-item${selected ? ' list-item-selected' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-current={selected || undefined}
    >
      {image}
      <span className="list-item-text">
        <span className="list-item-name">{name}</span>
        {description ? <span className="list-item-description">{description}</span> : null}
      </span>
      {tag ? <span className="tag">{tag}</span> : null}
      <span className="list-item-end">{loading ? <Spinner size={18} /> : <Icon name={selected ? 'check' : 'chevron'} size={18} />}</span>
    </button>
  )
}
