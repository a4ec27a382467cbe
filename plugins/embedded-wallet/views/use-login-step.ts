import { useId, useState, type FormEvent } from 'react'
import { failureText } from '../finish-login.js'

/**
 * A form step of the login: one attempt at a time, its failure shown inline where the visitor typed. `field` ties
 * the failure to the input as its description, so a screen reader reads it with the field.
 */
export function useLoginStep(step: () => Promise<void>) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const errorId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setError(undefined)
    setBusy(true)
    step()
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => setBusy(false))
  }
  const field = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}
  return { error, errorId, busy, submit, field }
}
