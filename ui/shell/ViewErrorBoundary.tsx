import { Component, type ReactNode } from 'react'
import { toKitError } from '../../kernel/index.js'
import { Button } from '../primitives/Button.js'

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
    return (
      <div className="state-message" role="alert">
        <p className="state-title">Something went wrong</p>
        <p className="state-text">{this.state.error.message}</p>
        <Button variant="secondary" onClick={this.props.onRetry}>
          Try again
        </Button>
      </div>
    )
  }
}
