/**
 * The approve-then-swap sequence, apart from any screen: approve first when the allowance is short, wait for that
 * to be mined, then swap and wait. Each step is reported as it starts and ends, so the view only renders them.
 */

/** A transaction the data API built (`/v1/convert/build-approve`, `/v1/convert/build-transaction`). */
export interface BuiltTransaction {
  readonly to: string
  readonly data: string
  readonly value: bigint
  readonly gas: bigint
}

export interface SwapRunPorts {
  /** What the router may spend of the `from` token; the native coin needs no approval (answer its maximum). */
  allowance(): Promise<bigint>
  buildApprove(): Promise<BuiltTransaction>
  buildSwap(): Promise<BuiltTransaction>
  /** Sends through the connected wallet; resolves with the hash. */
  send(transaction: BuiltTransaction): Promise<string>
  /** Resolves once mined; rejects when the transaction failed on chain. */
  wait(hash: string): Promise<void>
  /** A fresh quote's amount out, to tell a swap the pool moved under from any other failure. */
  requote(): Promise<bigint>
}

export type SwapStepName = 'approve' | 'swap'

export type SwapRunState =
  | { readonly status: 'checking' }
  | { readonly status: 'signing'; readonly step: SwapStepName }
  | { readonly status: 'pending'; readonly step: SwapStepName; readonly hash: string }
  | { readonly status: 'done'; readonly hash: string; readonly approveHash?: string }
  | { readonly status: 'failed'; readonly step: SwapStepName | 'check'; readonly reason: SwapFailure; readonly message: string }

type SwapFailed = Extract<SwapRunState, { status: 'failed' }>

/** `slippage`: the pool moved beyond the tolerance between quote and swap; the visitor re-quotes. */
export type SwapFailure = 'slippage' | 'rejected' | 'failed'

export const SwapMessages = {
  slippage: 'The price moved beyond your slippage tolerance. Get a new quote and try again.',
  approveFailed: 'The approval failed.',
  swapFailed: 'The swap failed.',
  checkFailed: 'Could not check the allowance.',
  rejected: 'Rejected in the wallet.',
  /** A fresh quote below the least agreed at review, found before the wallet is asked. */
  priceMoved: 'The price moved since the quote',
} as const

/**
 * Runs the swap of `amount` with `minimumOut` as the least it may pay, reporting every state to `onState`; resolves
 * with the last (`done` or `failed`), never rejects.
 */
export async function runSwap(
  ports: SwapRunPorts,
  { amount, minimumOut, isRejection }: { readonly amount: bigint; readonly minimumOut: bigint; readonly isRejection: (error: unknown) => boolean },
  onState: (state: SwapRunState) => void,
): Promise<SwapRunState> {
  const report = <State extends SwapRunState>(state: State): State => {
    onState(state)
    return state
  }
  const fail = (step: SwapFailed['step'], reason: SwapFailure, message: string) => report<SwapFailed>({ status: 'failed', step, reason, message })
  report({ status: 'checking' })
  let allowance: bigint
  try {
    allowance = await ports.allowance()
  } catch (error) {
    return fail('check', 'failed', messageOf(error, SwapMessages.checkFailed))
  }

  let approveHash: string | undefined
  if (allowance < amount) {
    const approved = await step('approve', ports.buildApprove)
    if (approved.status === 'failed') return approved
    approveHash = approved.hash
  }
  const swapped = await step('swap', ports.buildSwap)
  if (swapped.status === 'failed') return swapped
  return report({ status: 'done', hash: swapped.hash, ...(approveHash ? { approveHash } : {}) })

  async function step(name: SwapStepName, build: () => Promise<BuiltTransaction>): Promise<{ status: 'sent'; hash: string } | SwapFailed> {
    report({ status: 'signing', step: name })
    let hash: string
    try {
      hash = await ports.send(await build())
    } catch (error) {
      if (isRejection(error)) return fail(name, 'rejected', messageOf(error, SwapMessages.rejected))
      return failure(name, error)
    }
    report({ status: 'pending', step: name, hash })
    try {
      await ports.wait(hash)
    } catch (error) {
      return failure(name, error)
    }
    return { status: 'sent', hash }
  }

  async function failure(name: SwapStepName, error: unknown) {
    if (name === 'swap' && (await movedBeyondSlippage(error))) return fail(name, 'slippage', SwapMessages.slippage)
    return fail(name, 'failed', messageOf(error, name === 'approve' ? SwapMessages.approveFailed : SwapMessages.swapFailed))
  }

  /** The router's own revert reason when the wallet or node passed it on; else a fresh quote below the minimum. */
  async function movedBeyondSlippage(error: unknown) {
    if (messageOf(error, '').includes('INSUFFICIENT_OUTPUT_AMOUNT')) return true
    try {
      return (await ports.requote()) < minimumOut
    } catch {
      return false
    }
  }
}

function messageOf(error: unknown, fallback: string): string {
  const text = error instanceof Error ? ((error as Error & { shortMessage?: unknown }).shortMessage ?? error.message) : undefined
  return typeof text === 'string' && text !== '' ? text.slice(0, 300) : fallback
}
