import { KitError, type ApprovalRow, type Clock, type EmbeddedWalletRules, type Namespace, type RequestProvider } from '../../kernel/index.js'
import type { AuthSession } from './auth-session.js'
import { describeRequest } from './describe-request.js'
import { RPC_NOT_ALLOWED_DELAY_MS, rpcMethodKind } from './rpc-methods.js'

/** Spec §6/§8: the refusal of a method the embedded wallet does not serve. */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

/** An unsafe request as the visitor is asked to approve it: the call, and what it asks in readable rows. */
export interface ApprovalRequest {
  readonly namespace: string
  readonly method: string
  readonly params: unknown
  readonly rows: readonly ApprovalRow[]
}

export interface FrameProvider extends RequestProvider {
  signMessage(message: string, address: string): Promise<string>
}

export class RpcNotAllowedError extends KitError {
  override name = 'RpcNotAllowedError'
  constructor(method: string) {
    super(RPC_NOT_ALLOWED_MESSAGE, { details: method, code: 4200 })
  }
}

export interface FrameProviderDeps {
  readonly namespace: Namespace
  /** The namespace's spec §6 rules (its adapter's). */
  readonly rules: () => Promise<EmbeddedWalletRules>
  /** The network's native currency, in which a transfer's value reads. */
  readonly currency?: () => { readonly symbol: string; readonly decimals: number } | undefined
  readonly session: AuthSession
  readonly clock: Clock
  /** Resolves when the visitor approved, rejects when they did not (spec §2 ApproveTransaction). */
  readonly approve: (request: ApprovalRequest) => Promise<void>
  /** The namespace's own way of signing a message over a request transport (its adapter's). */
  readonly signMessage?: (provider: RequestProvider, parameters: { readonly message: string; readonly address: string }) => Promise<string>
  readonly onRefused?: (method: string) => void
  /** An approved request went through: what it spent or signed may have moved the balance (spec §4). */
  readonly onApprovedSuccess?: () => void
}

/**
 * An EIP-1193-style provider over the frame's RPC_REQUEST: spec §6's safe methods pass straight through, unsafe
 * ones wait for the visitor's approval, and anything else is refused after spec §8's 300 ms.
 */
export function createFrameProvider(deps: FrameProviderDeps): FrameProvider {
  const { namespace, session, clock } = deps
  const provider: FrameProvider = {
    async request({ method, params }) {
      const rules = await deps.rules()
      const kind = rpcMethodKind(method, rules)
      if (kind === 'unknown') {
        deps.onRefused?.(method)
        await new Promise<void>((resolve) => clock.setTimeout(resolve, RPC_NOT_ALLOWED_DELAY_MS))
        throw new RpcNotAllowedError(method)
      }
      if (kind === 'unsafe') {
        const currency = deps.currency?.()
        await deps.approve({ namespace, method, params, rows: describeRequest({ method, params, currency }, rules) })
      }
      const client = await session.frame()
      const answer = await client.request('RPC_REQUEST', { method, ...(params === undefined ? {} : { params }), chainNamespace: namespace })
      if (kind === 'unsafe') deps.onApprovedSuccess?.()
      return answer
    },
    async signMessage(message, address) {
      if (!deps.signMessage) throw new KitError(`No message signing for ${namespace}`)
      return deps.signMessage(provider, { message, address })
    },
  }
  return provider
}
