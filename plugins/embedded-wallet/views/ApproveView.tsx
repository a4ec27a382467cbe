import { UserRejectedRequestError } from '../../../kernel/index.js'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import type { ViewProps } from '../../../ui/view-props.js'

/** Spec §2 ApproveTransaction: what an unsafe request asks, in readable form, approved or rejected by the visitor. */
export default function ApproveView({ params, prompt }: ViewProps<'EmbeddedWalletApprove'>) {
  const ctx = usePluginContext()
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
            <dt className="state-title">{row.label}</dt>
            <dd className="state-text">{row.value}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={() => prompt?.resolve()}>Approve</Button>
      <Button variant="secondary" onClick={reject}>
        Reject
      </Button>
    </div>
  )
}
