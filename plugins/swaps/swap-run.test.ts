import { describe, expect, it } from 'vitest'
import { runSwap, SwapMessages, type BuiltTransaction, type SwapRunPorts, type SwapRunState } from './swap-run.js'

const APPROVE: BuiltTransaction = { to: '0xtoken', data: '0x095ea7b3', value: 0n, gas: 60_000n }
const SWAP: BuiltTransaction = { to: '0xrouter', data: '0x38ed1739', value: 0n, gas: 250_000n }

class Rejected extends Error {}

/** A chain in memory: hashes in send order, each mined or failed as `outcomes` says. */
function fakeChain({
  allowance = 0n,
  sendErrors = {},
  failOnChain = [],
  requote = 1_000n,
}: { allowance?: bigint; sendErrors?: Partial<Record<string, Error>>; failOnChain?: string[]; requote?: bigint } = {}) {
  const sent: string[] = []
  const mined: string[] = []
  const ports: SwapRunPorts = {
    allowance: async () => allowance,
    buildApprove: async () => APPROVE,
    buildSwap: async () => {
      // The swap is built only once the approval is mined, or its gas estimate would fail.
      if (sent.includes('approve') && !mined.includes('approve')) throw new Error('built before the approval was mined')
      return SWAP
    },
    send: async (transaction) => {
      const name = transaction === APPROVE ? 'approve' : 'swap'
      const error = sendErrors[name]
      if (error) throw error
      sent.push(name)
      return `0x${name}`
    },
    wait: async (hash) => {
      const name = hash.slice(2)
      if (failOnChain.includes(name)) throw new Error('Transaction reverted')
      mined.push(name)
    },
    requote: async () => requote,
  }
  return { ports, sent }
}

async function run(chain: ReturnType<typeof fakeChain>, amount = 500n, minimumOut = 990n) {
  const states: SwapRunState[] = []
  const last = await runSwap(chain.ports, { amount, minimumOut, isRejection: (error) => error instanceof Rejected }, (state) => states.push(state))
  return { last, states: states.map((state) => ('step' in state ? `${state.status}:${state.step}` : state.status)) }
}

describe('runSwap', () => {
  it('approves first when the allowance is short, then swaps once the approval is mined', async () => {
    const chain = fakeChain({ allowance: 499n })
    const { last, states } = await run(chain)
    expect(chain.sent).toEqual(['approve', 'swap'])
    expect(states).toEqual(['checking', 'signing:approve', 'pending:approve', 'signing:swap', 'pending:swap', 'done'])
    expect(last).toEqual({ status: 'done', hash: '0xswap', approveHash: '0xapprove' })
  })

  it('swaps straight away when the allowance covers the amount', async () => {
    const chain = fakeChain({ allowance: 500n })
    const { last, states } = await run(chain)
    expect(chain.sent).toEqual(['swap'])
    expect(states).toEqual(['checking', 'signing:swap', 'pending:swap', 'done'])
    expect(last).toEqual({ status: 'done', hash: '0xswap' })
  })

  it('stops without swapping when the visitor rejects the approval, or it fails on chain', async () => {
    const rejected = fakeChain({ sendErrors: { approve: new Rejected('User rejected the request.') } })
    expect((await run(rejected)).last).toMatchObject({ status: 'failed', step: 'approve', reason: 'rejected' })
    expect(rejected.sent).toEqual([])

    const reverted = fakeChain({ failOnChain: ['approve'] })
    expect((await run(reverted)).last).toMatchObject({ status: 'failed', step: 'approve', reason: 'failed' })
    expect(reverted.sent).toEqual(['approve'])
  })

  it('names a swap that reverted because the pool moved beyond the slippage, and other failures as failures', async () => {
    const moved = fakeChain({ allowance: 500n, failOnChain: ['swap'], requote: 980n })
    expect((await run(moved)).last).toEqual({ status: 'failed', step: 'swap', reason: 'slippage', message: SwapMessages.slippage })

    const routerSaid = fakeChain({ allowance: 500n, sendErrors: { swap: new Error('execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT') } })
    expect((await run(routerSaid)).last).toMatchObject({ status: 'failed', step: 'swap', reason: 'slippage' })

    const otherwise = fakeChain({ allowance: 500n, failOnChain: ['swap'], requote: 995n })
    expect((await run(otherwise)).last).toMatchObject({ status: 'failed', step: 'swap', reason: 'failed', message: 'Transaction reverted' })
  })

  it('fails clearly when the allowance cannot be read', async () => {
    const chain = fakeChain()
    chain.ports.allowance = async () => {
      throw new Error('')
    }
    expect((await run(chain)).last).toEqual({ status: 'failed', step: 'check', reason: 'failed', message: SwapMessages.checkFailed })
    expect(chain.sent).toEqual([])
  })
})
