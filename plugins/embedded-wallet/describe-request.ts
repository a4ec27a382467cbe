import type { ApprovalRow, EmbeddedWalletRules } from '../../kernel/index.js'

/** Long values are cut for the screen; the frame signs the whole of them. */
const MAX_SHOWN = 2_000
const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text)

/**
 * Spec §2: what the visitor is asked to approve, readable. The namespace's rules read the calls they know (a
 * message's text, a transaction's recipient and value); any other call shows its name and parameters.
 */
export function describeRequest(
  request: Parameters<EmbeddedWalletRules['describeRequest']>[0],
  rules: Pick<EmbeddedWalletRules, 'describeRequest'>,
): ApprovalRow[] {
  const rows = rules.describeRequest(request) ?? [
    { label: 'Request', value: request.method },
    { label: 'Details', value: typeof request.params === 'string' ? request.params : (JSON.stringify(request.params) ?? '') },
  ]
  return rows.map(({ label, value }) => ({ label, value: shown(value) }))
}
