import { describe, expect, it } from 'vitest'
import { PayError } from './errors.js'
import { amountUnits, balanceUnits, parsePayRequest } from './request.js'

describe('amountUnits', () => {
  it('reads decimal text into base units exactly', () => {
    expect(amountUnits('12.5', 6)).toBe(12_500_000n)
    expect(amountUnits('0.000001', 6)).toBe(1n)
    expect(amountUnits('1.500000000', 6)).toBe(1_500_000n)
    expect(amountUnits('1', 18)).toBe(10n ** 18n)
  })

  it('refuses zero, dust below the smallest unit, and what is no plain decimal', () => {
    for (const text of ['0', '0.0', '1.0000001', '-1', '1e3', '.5', '1.', '1,5', ' 1', '9'.repeat(90)]) expect(amountUnits(text, 6)).toBeUndefined()
  })
})

describe('balanceUnits', () => {
  it('truncates to the token’s decimals and gives up on what it cannot read', () => {
    expect(balanceUnits('1250.5', 6)).toBe(1_250_500_000n)
    expect(balanceUnits('0.1234567', 6)).toBe(123_456n)
    expect(balanceUnits('1e-7', 6)).toBeUndefined()
    expect(balanceUnits(undefined, 6)).toBeUndefined()
  })
})

describe('parsePayRequest', () => {
  const good = { recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '1', asset: 'native', network: 'eip155:31337' }

  it('takes the network’s currency or a token with its symbol and decimals', () => {
    expect(parsePayRequest(good)).toEqual(good)
    const token = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'DUSD', decimals: 6 }
    expect(parsePayRequest({ ...good, asset: token }).asset).toEqual(token)
  })

  it('names the field that is wrong, as a PAY_FAILED', () => {
    const cases: [unknown, string][] = [
      [{ ...good, amount: 1 }, 'amount'],
      [{ ...good, network: 'not a caip id' }, 'network'],
      [{ ...good, recipient: 'x'.repeat(201) }, 'recipient'],
      [{ ...good, asset: { address: '0x1', symbol: 'T', decimals: 99 } }, 'asset'],
      [null, 'request'],
    ]
    for (const [input, field] of cases) {
      const error = (() => {
        try {
          parsePayRequest(input)
        } catch (caught) {
          return caught
        }
      })()
      expect(error).toBeInstanceOf(PayError)
      expect(error).toMatchObject({ reason: 'PAY_FAILED' })
      expect((error as PayError).shortMessage).toContain(field)
    }
  })
})
