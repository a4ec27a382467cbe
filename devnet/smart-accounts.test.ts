// @vitest-environment node
import { entryPoint07Address } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNT_FACTORY_ADDRESS, ENTRY_POINT_07_ADDRESS, SIMPLE_ACCOUNT_FACTORY_07_ADDRESS, create2Address, smartAccountDeployments } from './smart-accounts.mjs'

describe('the ERC-4337 deployments', () => {
  it('land at the canonical v0.7 addresses (the npm artifacts are the initcode mainnet got) and the devnet factory’s fixed one', () => {
    expect(ENTRY_POINT_07_ADDRESS).toBe(entryPoint07Address)
    const deployments = smartAccountDeployments()
    expect(deployments.map(({ address }) => address)).toEqual([entryPoint07Address, SIMPLE_ACCOUNT_FACTORY_07_ADDRESS, DEVNET_ACCOUNT_FACTORY_ADDRESS])
    for (const deployment of deployments) expect(create2Address(deployment)).toBe(deployment.address)
  })
})
