import { describe, expect, it } from 'vitest'
import { SwapMessages } from './swap-run.js'
import { stepsAfter, type SwapSteps } from './swap-steps.js'
import type { SwapRunState } from './swap-run.js'

const walk = (states: SwapRunState[]) => states.reduce<SwapSteps[]>((seen, state) => [...seen, stepsAfter(seen.at(-1) ?? {}, state)], [])

describe('stepsAfter', () => {
  it('shows the approval done once the swap starts, and both done at the end', () => {
    expect(
      walk([
        { status: 'checking' },
        { status: 'signing', step: 'approve' },
        { status: 'pending', step: 'approve', hash: '0xa' },
        { status: 'signing', step: 'swap' },
        { status: 'pending', step: 'swap', hash: '0xs' },
        { status: 'done', hash: '0xs', approveHash: '0xa' },
      ]),
    ).toEqual([{}, { approve: 'signing' }, { approve: 'pending' }, { approve: 'done', swap: 'signing' }, { approve: 'done', swap: 'pending' }, { approve: 'done', swap: 'done' }])
  })

  it('lists no approval when none was needed, and marks the step that failed', () => {
    const steps = walk([{ status: 'checking' }, { status: 'signing', step: 'swap' }, { status: 'pending', step: 'swap', hash: '0xs' }, { status: 'failed', step: 'swap', reason: 'slippage', message: SwapMessages.slippage }])
    expect(steps.at(-1)).toEqual({ swap: 'failed' })
    expect(walk([{ status: 'checking' }, { status: 'failed', step: 'check', reason: 'failed', message: SwapMessages.checkFailed }]).at(-1)).toEqual({})
  })
})
