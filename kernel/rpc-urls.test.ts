import { expect, it } from 'vitest'
import { networkRpcUrls } from './rpc-urls.js'
import { testNetworks } from './testing/test-networks.js'

const { solana } = testNetworks

it("puts the host's custom RPC URLs first, once each, and drops what is no endpoint", () => {
  const custom = [{ url: 'https://my.rpc' }, { url: 'https://rpc.invalid/solana' }, { url: 'javascript:alert(1)' }]
  expect(networkRpcUrls(solana, { customRpcUrls: { [solana.caipNetworkId]: custom } })).toEqual(['https://my.rpc', 'https://rpc.invalid/solana'])
  expect(networkRpcUrls(solana, {})).toEqual(['https://rpc.invalid/solana'])
})

it('reads a well-known chain through the configured RPC proxy, after custom URLs and before its own', () => {
  const mainnet = { ...solana, caipNetworkId: 'eip155:1' as const, rpcUrls: { default: { http: ['https://own.rpc'] } } }
  const local = { ...mainnet, caipNetworkId: 'eip155:31337' as const }
  const options = { rpcProxyUrl: 'https://rpc.example/', projectId: 'p 1', customRpcUrls: { 'eip155:1': [{ url: 'https://my.rpc' }] } }
  expect(networkRpcUrls(mainnet, options)).toEqual(['https://my.rpc', 'https://rpc.example/v1/?chainId=eip155%3A1&projectId=p+1', 'https://own.rpc'])
  // Not on the list, or no proxy configured: the network's own URLs only.
  expect(networkRpcUrls(local, options)).toEqual(['https://own.rpc'])
  expect(networkRpcUrls(mainnet, { projectId: 'p' })).toEqual(['https://own.rpc'])
})
