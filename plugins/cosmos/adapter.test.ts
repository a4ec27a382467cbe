// @vitest-environment node
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COSMOS_DEV_ACCOUNTS, COSMOS_DEVNET } from '../../devnet/cosmos/chain.mjs'
import { startCosmosRest, type CosmosRest } from '../../devnet/cosmos/service.mjs'
import { createKernel, memoryStorage, type CaipNetwork } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/testing/index.js'
import { getCosmosBalance } from './balance.js'
import { COSMOS_DEVNET_REST_URL, cosmosDevnet } from './networks.js'
import { cosmos } from './plugin.js'
import { ALICE, BOB } from './test-wallet.js'

let rest: CosmosRest
let hostile: http.Server
let hostileUrl = ''
beforeAll(async () => {
  rest = await startCosmosRest({ port: 0 })
  // Answers a huge balance list, or a balance that is no number, by path.
  hostile = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    // Headers at once, then one byte and nothing more: a body that never finishes.
    if (request.url?.includes('stalled')) return void response.write('{')
    if (request.url?.includes('huge')) return response.end(JSON.stringify({ balances: Array.from({ length: 20_000 }, () => ({ denom: 'uatom', amount: '1' })) }))
    response.end(JSON.stringify({ balances: [{ denom: 'uatom', amount: '1e30' }] }))
  })
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve))
  hostileUrl = `http://127.0.0.1:${(hostile.address() as { port: number }).port}`
})
afterAll(async () => {
  await rest.close()
  hostile.closeAllConnections()
  await new Promise((resolve) => hostile.close(resolve))
})

const at = (...urls: string[]): CaipNetwork => ({ ...cosmosDevnet, rpcUrls: { default: { http: urls } } })

describe('cosmos balances from the chain’s REST endpoint', () => {
  it('names the devnet as the devnet serves it', () => {
    expect(cosmosDevnet.caipNetworkId).toBe(COSMOS_DEVNET.caipNetworkId)
    expect(COSMOS_DEVNET_REST_URL).toBe(`http://127.0.0.1:${COSMOS_DEVNET.defaultPort}`)
    expect([ALICE, BOB]).toEqual(COSMOS_DEV_ACCOUNTS.slice(0, 2))
    expect(cosmosDevnet.nativeCurrency).toEqual({ name: 'Cosmos Hub Atom', symbol: COSMOS_DEVNET.symbol, decimals: COSMOS_DEVNET.decimals })
  })

  it('reads a dev account’s ATOM through the adapter, falling back past a dead URL, and follows a faucet credit', async () => {
    const k = createKernel({ projectId: 'p', networks: [at('http://127.0.0.1:9', rest.restUrl)], plugins: [cosmos()], storage: memoryStorage(), logLevel: 'silent' })
    await k.ready
    const adapter = kitInternals(k).adapters.get('cosmos')!
    const address = COSMOS_DEV_ACCOUNTS[2]!.address
    const network = k.getState().chains.cosmos!.networkState.caipNetwork!
    await expect(adapter.getBalance!({ address, caipNetwork: network })).resolves.toEqual({ balance: '1000', symbol: 'ATOM' })
    rest.credit(address, 1_500_001n)
    await expect(adapter.getBalance!({ address, caipNetwork: network })).resolves.toEqual({ balance: '1000', symbol: 'ATOM' })
    await expect(adapter.getBalance!({ address, caipNetwork: network, forceUpdate: true })).resolves.toEqual({ balance: '1001.500001', symbol: 'ATOM' })
    const tokens = await adapter.getTokenBalances!({ address, caipNetwork: network, forceUpdate: false, signal: new AbortController().signal })
    expect(tokens.map((t) => [t.symbol, t.quantity])).toEqual([['ATOM', { decimals: '6', numeric: '1001.500001' }]])
    await k.destroy()
  })

  it('answers 0 for an account without the coin, and fails on answers it cannot trust', async () => {
    const signal = new AbortController().signal
    const read = (urls: string[], owner = COSMOS_DEV_ACCOUNTS[0]!.address) => getCosmosBalance({ owner, denom: 'uatom', decimals: 6, urls, signal })
    await expect(read([rest.restUrl], 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0')).resolves.toBe('0')
    await expect(read([`${hostileUrl}/huge`])).rejects.toThrow(/too large|invalid/)
    await expect(read([hostileUrl])).rejects.toThrow(/invalid balance/)
    // A body that stalls after its headers fails within its time, and the next URL answers.
    const stalled = getCosmosBalance({ owner: COSMOS_DEV_ACCOUNTS[0]!.address, denom: 'uatom', decimals: 6, urls: [`${hostileUrl}/stalled`], signal, bodyTimeoutMs: 200 })
    await expect(stalled).rejects.toThrow(/took too long/)
    const fallback = getCosmosBalance({ owner: COSMOS_DEV_ACCOUNTS[0]!.address, denom: 'uatom', decimals: 6, urls: [`${hostileUrl}/stalled`, rest.restUrl], signal, bodyTimeoutMs: 200 })
    await expect(fallback).resolves.toBe('1000')
    await expect(read(['ws://127.0.0.1:1'])).rejects.toThrow(/No HTTP REST URL/)
  })
})
