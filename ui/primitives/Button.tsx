import type { ButtonHTMLAttributes } from 'react'
import { Spinner } from './Spinner.js'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: 'primary' | 'secondary' | 'danger'
  readonly loading?: boolean
}

export function Button({ variant = 'primary', loading = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`button button-${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size={16} /> : null}
      {children}
    </button>
  )
}
