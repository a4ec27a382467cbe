import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

// @solana/kit's codec is the independent reading here: the two must agree byte for byte.
const kitText = getBase58Decoder()
const kitBytes = getBase58Encoder()

describe('base58', () => {
  it.each([[[]], [[0]], [[0, 0, 1]], [[255, 255]], [Array.from({ length: 64 }, (_, i) => (i * 37) % 256)], [new Array(32).fill(0)]])('round-trips %j as kit does', (list) => {
    const bytes = Uint8Array.from(list)
    const text = encodeBase58(bytes)
    expect(text).toBe(kitText.decode(bytes))
    expect(decodeBase58(text)).toEqual(bytes)
  })

  it('reads what kit writes and refuses characters outside the alphabet', () => {
    expect(decodeBase58('4wBqpZM9xaSheZzJSMawUKKwhdpChKbZ5eu5ky4Vigw')).toEqual(Uint8Array.from(kitBytes.encode('4wBqpZM9xaSheZzJSMawUKKwhdpChKbZ5eu5ky4Vigw')))
    expect(decodeBase58('0OIl')).toBeUndefined()
  })
})
