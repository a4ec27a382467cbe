import type { SwapsMessageKey } from './messages.js'
import type { SwapRunState, SwapStepName } from './swap-run.js'

export type StepStatus = 'signing' | 'pending' | 'done' | 'failed'
/** Where each step of the swap stands; a step not started (no approval needed) is absent. */
export type SwapSteps = Partial<Record<SwapStepName, StepStatus>>

/** The steps after `state`: a step that is followed by the next, or by the end, is done. */
export function stepsAfter(steps: SwapSteps, state: SwapRunState): SwapSteps {
  switch (state.status) {
    case 'checking':
      return {}
    case 'signing':
    case 'pending':
      return { ...steps, ...(state.step === 'swap' && steps.approve ? { approve: 'done' } : {}), [state.step]: state.status }
    case 'done':
      return { ...(steps.approve ? { approve: 'done' } : {}), swap: 'done' }
    case 'failed':
      return state.step === 'check' ? steps : { ...steps, [state.step]: 'failed' }
  }
}

export const STEP_STATUS_KEY: Record<StepStatus, SwapsMessageKey> = {
  signing: 'swaps.stepSigning',
  pending: 'swaps.stepPending',
  done: 'swaps.stepDone',
  failed: 'swaps.stepFailed',
}
