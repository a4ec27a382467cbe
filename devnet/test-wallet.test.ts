// @vitest-environment node
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { TEST_WALLET_PRIVATE_KEYS as E2E_KEYS } from '../e2e/fixtures/wallet-defaults.js'
import { TEST_WALLET_ADDRESSES, TEST_WALLET_PRIVATE_KEYS } from './test-wallet.mjs'

describe('test wallet keys', () => {
  it('are the e2e fixture’s, so the devnet funds and names the wallet the browser tests use', () => {
    expect(TEST_WALLET_PRIVATE_KEYS).toEqual(E2E_KEYS)
    expect(TEST_WALLET_ADDRESSES).toEqual(E2E_KEYS.map((key) => privateKeyToAddress(key)))
  })
})
