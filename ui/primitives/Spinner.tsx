import { boxClass, type BoxSize } from './box-size.js'

/** With a label it announces itself as a status; without one it is decoration beside text that says what is loading. */
export function Spinner({ size = 20, label }: { readonly size?: BoxSize; readonly label?: string }) {
  const spinner = <span className={`spinner ${boxClass(size)}`} aria-hidden={label ? undefined : true} />
  if (!label) return spinner
  return (
    <span className="spinner-status" role="status" aria-label={label}>
      {spinner}
    </span>
  )
}
