import type { ButtonHTMLAttributes } from 'react'
import { BUTTON_CLASS } from '../button-sheet.js'
import { useButtonStyles } from './button-style.js'

/** A page button that opens the modal: the kit's look unless the host passes a className of its own. */
export function KitButton({ className, children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { readonly 'data-testid'?: string }) {
  useButtonStyles(!className)
  return (
    <button type="button" className={className || BUTTON_CLASS} aria-haspopup="dialog" {...rest}>
      {children}
    </button>
  )
}
