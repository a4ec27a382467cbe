import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaLocal, solanaMainnet } from './networks.js'
import { listsCluster, referenceOfWalletChain, walletChainFor } from './wallet-chains.js'

describe('wallet chain names', () => {
  it('reads Wallet Standard names and CAIP-2 ids alike', () => {
    expect(referenceOfWalletChain('solana:mainnet')).toBe(solanaMainnet.id)
    expect(referenceOfWalletChain('solana:localnet')).toBe(solanaLocal.id)
    expect(referenceOfWalletChain(solanaDevnet.caipNetworkId)).toBe(solanaDevnet.id)
    expect(referenceOfWalletChain('solana:unknown')).toBeUndefined()
    expect(referenceOfWalletChain('eip155:1')).toBeUndefined()
    expect(listsCluster(['solana:devnet'], String(solanaDevnet.id))).toBe(true)
    expect(listsCluster(['solana:devnet'], String(solanaMainnet.id))).toBe(false)
  })

  it('speaks to a wallet in the form it lists, else the standard name, else CAIP-2', () => {
    expect(walletChainFor([solanaDevnet.caipNetworkId], String(solanaDevnet.id))).toBe(solanaDevnet.caipNetworkId)
    expect(walletChainFor(['solana:devnet'], String(solanaDevnet.id))).toBe('solana:devnet')
    expect(walletChainFor([], String(solanaMainnet.id))).toBe('solana:mainnet')
    expect(walletChainFor([], '7SWpcXKMxF3SJwhED1sMHh6gokkTgxyZ')).toBe('solana:7SWpcXKMxF3SJwhED1sMHh6gokkTgxyZ')
  })
})
