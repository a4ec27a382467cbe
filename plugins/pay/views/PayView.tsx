import { truncateAddress } from '../../../kernel/index.js'
import { localizeDecimal } from '../../../ui/i18n/format-number.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Icon } from '../../../ui/primitives/Icon.js'
import { safeLinkHref } from '../../../ui/safe-url.js'
import type { ViewProps } from '../../../ui/view-props.js'
import type { PayStatus } from '../machine.js'
import { payMessageKey, payMessages, type PayMessageKey } from '../messages.js'

const WAITING: Partial<Record<PayStatus, PayMessageKey>> = {
  idle: 'pay.preparing',
  connecting: 'pay.connectToPay',
  switching: 'pay.switching',
  signing: 'pay.signing',
  pending: 'pay.pending',
}

// The slice keeps the fee as the English label hosts read ('0.001 ETH', '< 0.001 ETH'); its figure is written again as
// the visitor's locale writes numbers.
const localFee = (label: string, locale: string) => label.replace(/^(< )?(\d+\.\d+)/, (_, less: string | undefined, figure: string) => `${less ?? ''}${localizeDecimal(figure, locale)}`)

/** What is paid, to whom, on which network and for what fee; then the wallet, the network, and the outcome. */
export default function PayView({ prompt }: ViewProps<'Pay'>) {
  const ctx = usePluginContext()
  const { t, locale } = useMessages(payMessages)
  const state = usePluginState((s) => s.pay)
  const { status, payment } = state
  if (!payment) return null
  const controls = () => ctx.services.use('pay')
  const buy = () => ctx.router.push('OnRampProviders', { amount: payment.amount, caipNetworkId: payment.caipNetworkId, symbol: payment.symbol })
  const done = () => (prompt ? prompt.resolve() : ctx.modal.close())
  const explorer = safeLinkHref(state.explorerUrl)
  const waiting = WAITING[status]
  const errorKey = state.error === undefined ? undefined : payMessageKey(state.error)
  return (
    <div className="stack" data-testid="pay" data-status={status} aria-busy={status === 'signing' || status === 'pending' || undefined}>
      <dl className="stack">
        <div className="list-item">
          <dt className="state-text">{t('pay.to')}</dt>
          <dd className="list-item-name" title={payment.recipient} data-testid="pay-recipient">
            {truncateAddress(payment.recipient, { head: 6, tail: 6 })}
          </dd>
        </div>
        <div className="list-item">
          <dt className="state-text">{t('pay.amount')}</dt>
          <dd className="list-item-name" data-testid="pay-amount">{`${localizeDecimal(payment.amount, locale)} ${payment.symbol}`}</dd>
        </div>
        <div className="list-item">
          <dt className="state-text">{t('pay.network')}</dt>
          <dd className="list-item-name" data-testid="pay-network">{payment.networkName}</dd>
        </div>
        {status === 'ready' || state.fee || state.feeError ? (
          <div className="list-item">
            <dt className="state-text">{t('pay.fee')}</dt>
            <dd className="list-item-name" data-testid="pay-fee">{state.fee ? localFee(state.fee, locale) : (state.feeError ?? t('pay.estimating'))}</dd>
          </div>
        ) : null}
      </dl>
      {waiting ? (
        <p className="state-text" role="status" data-testid="pay-waiting">
          {t(waiting)}
        </p>
      ) : null}
      {status === 'connecting' ? <Button onClick={() => void controls().then((c) => c.connect())}>{t('pay.connect')}</Button> : null}
      {status === 'ready' && state.insufficient ? (
        <p className="state-text" role="alert" data-testid="pay-insufficient">
          {t('pay.insufficient')}
        </p>
      ) : null}
      {status === 'ready' && ctx.views.has('OnRampProviders') ? (
        <Button variant="secondary" onClick={buy}>
          {t('pay.buyWithCard', { symbol: payment.symbol })}
        </Button>
      ) : null}
      {status === 'ready' || status === 'signing' || status === 'pending' ? (
        <Button loading={status !== 'ready'} disabled={state.insufficient === true} onClick={() => void controls().then((c) => c.confirm())}>
          {t('pay.pay')}
        </Button>
      ) : null}
      {state.hash ? (
        <p className="state-text" data-testid={status === 'success' ? 'pay-success' : 'pay-sent'}>
          {`${t(status === 'success' ? 'pay.paid' : 'pay.transaction')} `}
          <code data-testid="pay-hash">{state.hash}</code>
        </p>
      ) : null}
      {state.hash && explorer ? (
        <a className="explorer-link" href={explorer} target="_blank" rel="noopener noreferrer">
          {t('pay.explorer')} <Icon name="external" size={14} />
        </a>
      ) : null}
      {(status === 'failed' || status === 'cancelled') && state.error ? (
        <p className="state-text" role="alert" data-testid="pay-error">
          {errorKey ? t(errorKey) : state.error}
        </p>
      ) : null}
      {status === 'success' || status === 'failed' || status === 'cancelled' ? <Button onClick={done}>{t(status === 'success' ? 'pay.done' : 'pay.close')}</Button> : null}
    </div>
  )
}
