import { expect, it } from 'vitest'
import { toRpcError } from './rpc-errors.js'

it("types a JSON-RPC error by its code, keeping the sentence it carried, else the code's", () => {
  const wallet = Object.assign(new Error('The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.\nDetails: …'), { code: -32003 })
  expect(toRpcError(wallet)).toMatchObject({
    name: 'TransactionRejectedRpcError',
    code: -32003,
    shortMessage: 'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
  })
  // Found under a wrapper's cause, with no words of its own.
  expect(toRpcError(new Error('request failed', { cause: { code: -32005, data: { retryIn: 1 } } }))).toMatchObject({ name: 'LimitExceededRpcError', shortMessage: 'Request exceeds defined limit.', data: { retryIn: 1 } })
  // A code outside the table stays what toKitError makes of it.
  expect(toRpcError({ code: 1234, message: 'odd' })).toMatchObject({ name: 'ProviderRpcError', code: 1234 })
})
