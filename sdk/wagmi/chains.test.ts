// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalance, getBlockNumber } from 'wagmi/actions'
import { createKernel } from '../../kernel/index.js'
import { defineEvmNetwork } from '../../plugins/eip155/define-network.js'
import { mainnet } from '../../plugins/eip155/networks.js'
import { solanaLocal } from '../../plugins/solana/networks.js'
import { toWagmiChain, toWagmiChains } from './chains.js'
import { createWagmiConfig } from './config.js'

/** Two JSON-RPC endpoints answering eth_getBalance with their own number, and one that always fails. */
let server: Server
let base = ''
const asked: string[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const path = req.url ?? ''
      asked.push(path)
      if (path === '/down') return void res.writeHead(503).end()
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      const result = method === 'eth_getBalance' ? (path === '/a' ? '0x1' : '0x2') : method === 'eth_blockNumber' ? '0x10' : undefined
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(result === undefined ? { jsonrpc: '2.0', id, error: { code: -32601, message: 'no' } } : { jsonrpc: '2.0', id, result }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('the kit’s networks as wagmi chains', () => {
  it('keeps what viem reads: id, currency, RPC URLs, explorer and the name resolver', () => {
    expect(toWagmiChain(mainnet)).toEqual({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://eth.merkle.io', 'https://cloudflare-eth.com'] } },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
      contracts: { ensUniversalResolver: { address: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe' } },
    })
  })

  it('takes the EVM networks in order, leaves other namespaces out, and refuses a list with none', () => {
    const devnet = defineEvmNetwork({ id: 31337, name: 'Devnet', rpcUrls: ['http://127.0.0.1:8545'] })
    expect(toWagmiChains([solanaLocal, devnet, mainnet]).map((chain) => chain.id)).toEqual([31337, 1])
    expect(() => toWagmiChains([solanaLocal])).toThrow('wagmi needs at least one EVM network')
    expect(() => toWagmiChain(solanaLocal)).toThrow('is not an EVM network')
  })

  it('createWagmiConfig reads each chain from its own RPC URLs, falling back to the next one', async () => {
    asked.length = 0
    const one = defineEvmNetwork({ id: 31337, name: 'Devnet', rpcUrls: [`${base}/a`] })
    const two = defineEvmNetwork({ id: 31338, name: 'Devnet B', rpcUrls: [`${base}/down`, `${base}/b`] })
    const kit = createKernel({ projectId: 'p', networks: [one, two], logLevel: 'silent' })
    const config = createWagmiConfig({ kit, networks: [one, two], storage: null })
    expect(config.chains.map((chain) => chain.name)).toEqual(['Devnet', 'Devnet B'])
    expect((await getBalance(config, { address: ALICE, chainId: 31337 })).value).toBe(1n)
    expect((await getBalance(config, { address: ALICE, chainId: 31338 })).value).toBe(2n)
    expect(await getBlockNumber(config, { chainId: 31338 })).toBe(16n)
    expect(asked).toContain('/down')
    await kit.destroy()
  })
})
