import { Component, type ReactNode } from 'react'
import { toKitError } from '../../kernel/index.js'
import { Button } from '../primitives/Button.js'
import { useCoreMessages } from '../i18n/core-messages.js'
import { knownMessage } from '../i18n/known-messages.js'

interface Props {
  readonly children: ReactNode
  readonly onRetry: () => void
}
interface State {
  readonly error: { readonly message: string } | null
}

/** A view that throws (or fails to load) shows what went wrong and a way out, never a blank card. */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: { message: toKitError(error).shortMessage } }
  }

  override render() {
    if (!this.state.error) return this.props.children
    return <ViewFailure message={this.state.error.message} onRetry={this.props.onRetry} />
  }
}

function ViewFailure({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const { t } = useCoreMessages()
  return (
    <div className="state-message" role="alert">
      <p className="state-title">{t('modal.error')}</p>
      <p className="state-text">{knownMessage(message, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('modal.tryAgain')}
      </Button>
    </div>
  )
}
