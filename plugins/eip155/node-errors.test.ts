import { describe, expect, it } from 'vitest'
import { ErrorCode } from '../../kernel/index.js'
import { nodeErrorMessage, sendError } from './node-errors.js'

describe('node errors (spec §8)', () => {
  it.each([
    ['insufficient funds for gas * price + value: have 10 want 20', 'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.'],
    ['nonce too low: next nonce 5, tx nonce 3', 'Nonce provided for the transaction is lower than the current nonce of the account.'],
    ['nonce too high', 'Nonce provided for the transaction is higher than the next one expected.'],
    ['execution reverted: ERC20: transfer amount exceeds balance', 'Execution reverted for an unknown reason.'],
    ['intrinsic gas too low', 'The amount of gas provided for the transaction is too low.'],
    ['max fee per gas less than block base fee', 'The fee cap (`maxFeePerGas`) cannot be lower than the block base fee.'],
    ['transaction type not valid', 'The transaction type is not supported for this chain.'],
    ['max priority fee per gas higher than max fee per gas', 'The provided tip (`maxPriorityFeePerGas`) cannot be higher than the fee cap (`maxFeePerGas`).'],
  ])('reads %j in the spec’s words', (node, message) => {
    expect(nodeErrorMessage({ code: -32000, message: node })).toBe(message)
  })

  it('finds the node’s words under a wallet’s wrapper and its causes', () => {
    const wrapped = new Error('Internal JSON-RPC error.', { cause: { data: { message: 'insufficient funds for transfer' } } })
    expect(sendError(wrapped).shortMessage).toMatch(/^The total cost/)
    expect(sendError(wrapped).cause).toBe(wrapped)
  })

  it('keeps the wallet’s own words for a rejection', () => {
    const error = sendError({ code: 4001, message: 'User denied transaction signature.' })
    expect(error.code).toBe(ErrorCode.USER_REJECTED)
    expect(error.shortMessage).toBe('User denied transaction signature.')
  })

  it('passes any other failure on with its message, never a stack', () => {
    expect(nodeErrorMessage(new Error('socket hang up'))).toBeUndefined()
    expect(sendError(new Error('socket hang up')).shortMessage).toBe('socket hang up')
  })

  it('survives a cause chain that loops', () => {
    const a: Record<string, unknown> = { message: 'outer' }
    a.cause = a
    expect(nodeErrorMessage(a)).toBeUndefined()
  })
})
