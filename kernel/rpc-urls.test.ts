import { expect, it } from 'vitest'
import { networkRpcUrls } from './rpc-urls.js'
import { testNetworks } from './testing/test-networks.js'

const { solana } = testNetworks

it("puts the host's custom RPC URLs first, once each, and drops what is no endpoint", () => {
  const custom = [{ url: 'https://my.rpc' }, { url: 'https://rpc.invalid/solana' }, { url: 'javascript:alert(1)' }]
  expect(networkRpcUrls(solana, { customRpcUrls: { [solana.caipNetworkId]: custom } })).toEqual(['https://my.rpc', 'https://rpc.invalid/solana'])
  expect(networkRpcUrls(solana, {})).toEqual(['https://rpc.invalid/solana'])
})
