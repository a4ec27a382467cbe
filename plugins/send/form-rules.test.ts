import { describe, expect, it } from 'vitest'
import { checkSend, SendMessages } from './form-rules.js'

const DUSD = { symbol: 'DUSD', decimals: 6, balance: 20_000_000n }
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('checkSend (spec §5)', () => {
  it('asks for an amount and a receiver first, then a token, in the spec’s words', () => {
    expect(checkSend({ token: DUSD, amount: '', receiver: TO, receiverAddress: TO })).toEqual({ ok: false, message: 'An amount and receiver address are required', key: 'send.amountAndReceiverRequired' })
    expect(checkSend({ token: DUSD, amount: '1', receiver: ' ', receiverAddress: undefined })).toEqual({ ok: false, message: 'An amount and receiver address are required', key: 'send.amountAndReceiverRequired' })
    expect(checkSend({ token: undefined, amount: '1', receiver: TO, receiverAddress: TO })).toEqual({ ok: false, message: 'A token is required', key: 'send.tokenRequired' })
  })

  it('never lets the amount pass the balance', () => {
    expect(checkSend({ token: DUSD, amount: '20', receiver: TO, receiverAddress: TO })).toEqual({ ok: true, amount: 20_000_000n, to: TO })
    expect(checkSend({ token: DUSD, amount: '20.000001', receiver: TO, receiverAddress: TO })).toEqual({ ok: false, message: SendMessages.INSUFFICIENT_BALANCE, key: 'send.insufficientBalance' })
  })

  it('says why an amount cannot be read, and refuses a receiver that is no address', () => {
    expect(checkSend({ token: DUSD, amount: 'abc', receiver: TO, receiverAddress: TO })).toEqual({ ok: false, message: SendMessages.INVALID_AMOUNT, key: 'send.invalidAmount' })
    expect(checkSend({ token: DUSD, amount: '0.0000001', receiver: TO, receiverAddress: TO })).toEqual({ ok: false, message: 'DUSD has no units smaller than 6 decimals', key: 'send.dust', vars: { symbol: 'DUSD', decimals: 6 } })
    expect(checkSend({ token: DUSD, amount: '1', receiver: 'nobody', receiverAddress: undefined })).toEqual({ ok: false, message: SendMessages.INVALID_RECEIVER, key: 'send.invalidReceiver' })
  })
})
