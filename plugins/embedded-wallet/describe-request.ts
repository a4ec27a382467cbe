import type { ApprovalRow, EmbeddedWalletRules } from '../../kernel/index.js'

/** The rows' labels of a call the namespace's rules do not read: the approval view shows them in the visitor's locale. */
export const REQUEST_LABEL = 'Request'
export const DETAILS_LABEL = 'Details'

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
    { label: REQUEST_LABEL, value: request.method },
    { label: DETAILS_LABEL, value: typeof request.params === 'string' ? request.params : (JSON.stringify(request.params) ?? '') },
  ]
  return rows.map((row) => ({ ...row, value: shown(row.value) }))
}
