import { expect, it } from 'vitest'
import { solanaDevnet } from './networks.js'
import { solanaRpcUrls } from './rpc-urls.js'

it("puts the host's custom RPC URLs first, once each, and drops what is no endpoint", () => {
  const custom = [{ url: 'https://my.rpc' }, { url: 'https://api.devnet.solana.com' }, { url: 'javascript:alert(1)' }]
  expect(solanaRpcUrls(solanaDevnet, { customRpcUrls: { [solanaDevnet.caipNetworkId]: custom } })).toEqual(['https://my.rpc', 'https://api.devnet.solana.com'])
  expect(solanaRpcUrls(solanaDevnet, {})).toEqual(['https://api.devnet.solana.com'])
})
