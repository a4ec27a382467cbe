// @vitest-environment node
import { getChainContractAddress } from 'viem'
import { mainnet as viemMainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { devnet, devnetB, mainnet } from '../plugins/eip155/networks.js'
import { NAME_RESOLVER_ADDRESS } from './name-resolver.mjs'

describe('where the kit reads names from the chain', () => {
  it("the devnet networks name the resolver the devnet deploys, and mainnet ENS's UniversalResolver as viem does", () => {
    expect(devnet.contracts?.ensUniversalResolver?.address).toBe(NAME_RESOLVER_ADDRESS)
    expect(devnetB.contracts?.ensUniversalResolver?.address).toBe(NAME_RESOLVER_ADDRESS)
    expect(mainnet.contracts?.ensUniversalResolver?.address.toLowerCase()).toBe(getChainContractAddress({ chain: viemMainnet, contract: 'ensUniversalResolver' }).toLowerCase())
  })
})
