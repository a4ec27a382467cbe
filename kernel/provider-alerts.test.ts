import { expect, it } from 'vitest'
import { providerErrorAlert } from './provider-alerts.js'

it('maps the three provider refusals of spec §8 by their words or codes, and nothing else', () => {
  expect(providerErrorAlert({ message: 'Origin http://shop.example not allowed' })).toEqual({ message: 'Invalid App Configuration', variant: 'error' })
  expect(providerErrorAlert({ message: 'JWT token not yet valid' })).toEqual({ message: 'Session Expired', variant: 'error' })
  expect(providerErrorAlert({ code: 'JWT_TOKEN_NOT_VALID', message: 'whatever' })).toEqual({ message: 'Session Expired', variant: 'error' })
  expect(providerErrorAlert({ message: 'Unauthorized: invalid key' })).toEqual({ message: 'Invalid Project ID', variant: 'error' })
  expect(providerErrorAlert({ code: 'UNVERIFIED_DOMAIN' })).toEqual({ message: 'Unverified Domain', variant: 'warning' })
  expect(providerErrorAlert({ code: 4001, message: 'User rejected the request.' })).toBeUndefined()
  // What a frame sends is untrusted: a non-string message is no crash and no alert.
  expect(providerErrorAlert({ code: { toString: 'x' }, message: 42 })).toBeUndefined()
})
