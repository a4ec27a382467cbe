import { useState, type FormEvent } from 'react'
import { failureText } from '../finish-login.js'

/** A form step of the login: one attempt at a time, its failure shown inline where the visitor typed. */
export function useLoginStep(step: () => Promise<void>) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setError(undefined)
    setBusy(true)
    step()
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => setBusy(false))
  }
  return { error, busy, submit }
}
