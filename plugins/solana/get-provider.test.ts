import { describe, expect, it } from 'vitest'
import { getSolanaProvider, isSolanaWalletProvider } from './get-provider.js'

const wallet = {
  publicKey: 'CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL',
  signMessage: async () => new Uint8Array(64),
  signTransaction: async () => new Uint8Array(),
  signAndSendTransaction: async () => 'sig',
}

describe('getSolanaProvider', () => {
  it("hands out the connected wallet's provider, and nothing for a provider of another kind", async () => {
    await expect(getSolanaProvider({ getProvider: async () => wallet })).resolves.toBe(wallet)
    await expect(getSolanaProvider({ getProvider: async () => undefined })).resolves.toBeUndefined()
    // A pairing's UniversalProvider: no Solana signing methods of its own.
    await expect(getSolanaProvider({ getProvider: async () => ({ request: async () => null, connect: async () => {} }) })).resolves.toBeUndefined()
  })

  it('asks the kit for the solana namespace', async () => {
    const asked: unknown[] = []
    await getSolanaProvider({ getProvider: async (ns) => (asked.push(ns), wallet) })
    expect(asked).toEqual(['solana'])
  })

  it('checks the shape', () => {
    expect(isSolanaWalletProvider({ ...wallet, publicKey: 42 })).toBe(false)
    expect(isSolanaWalletProvider({ ...wallet, signAndSendTransaction: 'no' })).toBe(false)
    expect(isSolanaWalletProvider(null)).toBe(false)
  })
})
