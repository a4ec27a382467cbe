import { useId, useState, type FormEvent } from 'react'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { embeddedWalletMessages } from '../messages.js'
import { shownFailure } from './failure-message.js'

/**
 * A form step of the login: one attempt at a time, its failure shown inline where the visitor typed (in their
 * locale, following a change of it). `field` ties the failure to the input as its description, so a screen reader
 * reads it with the field.
 */
export function useLoginStep(step: () => Promise<void>) {
  const { t } = useMessages(embeddedWalletMessages)
  const [failure, setFailure] = useState<{ readonly cause: unknown }>()
  const [busy, setBusy] = useState(false)
  const errorId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setFailure(undefined)
    setBusy(true)
    step()
      .catch((cause: unknown) => setFailure({ cause }))
      .finally(() => setBusy(false))
  }
  const error = failure ? shownFailure(failure.cause, t) : undefined
  const field = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}
  return { error, errorId, busy, submit, field, t }
}
