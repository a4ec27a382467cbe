import { truncateAddress } from '../../../kernel/index.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Icon } from '../../../ui/primitives/Icon.js'
import { safeLinkHref } from '../../../ui/safe-url.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { PayMessages } from '../errors.js'
import type { PayStatus } from '../machine.js'

const WAITING: Partial<Record<PayStatus, string>> = {
  idle: 'Preparing the payment…',
  connecting: 'Connect a wallet to pay',
  switching: 'Switching network: confirm in your wallet…',
  signing: 'Confirm the payment in your wallet…',
  pending: 'Waiting for the network to confirm…',
}

/** What is paid, to whom, on which network and for what fee; then the wallet, the network, and the outcome. */
export default function PayView({ prompt }: ViewProps<'Pay'>) {
  const ctx = usePluginContext()
  const state = usePluginState((s) => s.pay)
  const { status, payment } = state
  if (!payment) return null
  const controls = () => ctx.services.use('pay')
  const buy = () => ctx.router.push('OnRampProviders', { amount: payment.amount, caipNetworkId: payment.caipNetworkId, symbol: payment.symbol })
  const done = () => (prompt ? prompt.resolve() : ctx.modal.close())
  const explorer = safeLinkHref(state.explorerUrl)
  return (
    <div className="stack" data-testid="pay" data-status={status} aria-busy={status === 'signing' || status === 'pending' || undefined}>
      <dl className="stack">
        <div className="list-item">
          <dt className="state-text">To</dt>
          <dd className="list-item-name" title={payment.recipient} data-testid="pay-recipient">
            {truncateAddress(payment.recipient, { head: 6, tail: 6 })}
          </dd>
        </div>
        <div className="list-item">
          <dt className="state-text">Amount</dt>
          <dd className="list-item-name" data-testid="pay-amount">{`${payment.amount} ${payment.symbol}`}</dd>
        </div>
        <div className="list-item">
          <dt className="state-text">Network</dt>
          <dd className="list-item-name" data-testid="pay-network">{payment.networkName}</dd>
        </div>
        {status === 'ready' || state.fee || state.feeError ? (
          <div className="list-item">
            <dt className="state-text">Network fee</dt>
            <dd className="list-item-name" data-testid="pay-fee">{state.fee ?? state.feeError ?? 'Estimating…'}</dd>
          </div>
        ) : null}
      </dl>
      {WAITING[status] ? (
        <p className="state-text" role="status" data-testid="pay-waiting">
          {WAITING[status]}
        </p>
      ) : null}
      {status === 'connecting' ? <Button onClick={() => void controls().then((c) => c.connect())}>Connect wallet</Button> : null}
      {status === 'ready' && state.insufficient ? (
        <p className="state-text" role="alert" data-testid="pay-insufficient">
          {PayMessages.INSUFFICIENT_BALANCE}
        </p>
      ) : null}
      {status === 'ready' && ctx.views.has('OnRampProviders') ? (
        <Button variant="secondary" onClick={buy}>{`Buy ${payment.symbol} with card`}</Button>
      ) : null}
      {status === 'ready' || status === 'signing' || status === 'pending' ? (
        <Button loading={status !== 'ready'} disabled={state.insufficient === true} onClick={() => void controls().then((c) => c.confirm())}>
          Pay
        </Button>
      ) : null}
      {state.hash ? (
        <p className="state-text" data-testid={status === 'success' ? 'pay-success' : 'pay-sent'}>
          {status === 'success' ? 'Paid. Transaction ' : 'Transaction '}
          <code data-testid="pay-hash">{state.hash}</code>
        </p>
      ) : null}
      {state.hash && explorer ? (
        <a className="explorer-link" href={explorer} target="_blank" rel="noopener noreferrer">
          View on explorer <Icon name="external" size={14} />
        </a>
      ) : null}
      {(status === 'failed' || status === 'cancelled') && state.error ? (
        <p className="state-text" role="alert" data-testid="pay-error">
          {state.error}
        </p>
      ) : null}
      {status === 'success' || status === 'failed' || status === 'cancelled' ? <Button onClick={done}>{status === 'success' ? 'Done' : 'Close'}</Button> : null}
    </div>
  )
}
