import { UserRejectedRequestError } from '../../../kernel/index.js'
import { useKitMessages } from '../../../ui/i18n/use-kit-messages.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { DETAILS_LABEL, REQUEST_LABEL } from '../describe-request.js'
import { embeddedWalletMessages, type EmbeddedWalletMessageKey } from '../messages.js'

/** This plugin's own row labels; those of a namespace's rules show as the rules word them. */
const OWN_LABELS: Readonly<Record<string, EmbeddedWalletMessageKey>> = {
  [REQUEST_LABEL]: 'embeddedWallet.row.request',
  [DETAILS_LABEL]: 'embeddedWallet.row.details',
}

/** Spec §2 ApproveTransaction: what an unsafe request asks, in readable form, approved or rejected by the visitor. */
export default function ApproveView({ params, prompt }: ViewProps<'EmbeddedWalletApprove'>) {
  const ctx = usePluginContext()
  const { t } = useMessages(embeddedWalletMessages)
  // A namespace's rules word their rows with their own plugin's keys.
  const { t: tAny } = useKitMessages()
  const reject = () => {
    if (prompt) prompt.reject(new UserRejectedRequestError())
    // A route pushed by hand answers no request: rejecting just leaves.
    else ctx.modal.close({ force: true })
  }
  return (
    <div className="state-message">
      <dl className="approve-rows">
        {params.rows.map((row) => (
          <div key={row.label}>
            <dt className="state-title">
              {row.labelText ? tAny(row.labelText.key, row.labelText.vars) : Object.hasOwn(OWN_LABELS, row.label) ? t(OWN_LABELS[row.label]!) : row.label}
            </dt>
            <dd className="state-text">{row.valueText ? tAny(row.valueText.key, row.valueText.vars) : row.value}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={() => prompt?.resolve()}>{t('embeddedWallet.approve')}</Button>
      <Button variant="secondary" onClick={reject}>
        {t('embeddedWallet.reject')}
      </Button>
    </div>
  )
}
