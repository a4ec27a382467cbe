// @vitest-environment node
import { encodeSecp256k1Pubkey, pubkeyToAddress } from '@cosmjs/amino'
import { Secp256k1, sha256 } from '@cosmjs/crypto'
import { fromHex, toBech32 } from '@cosmjs/encoding'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COSMOS_DEV_ACCOUNTS, COSMOS_DEVNET } from './chain.mjs'
import { startCosmosRest, type CosmosRest } from './service.mjs'

let rest: CosmosRest
beforeAll(async () => {
  rest = await startCosmosRest({ port: 0 })
})
afterAll(() => rest.close())

const get = async (path: string) => {
  const response = await fetch(`${rest.restUrl}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const faucet = async (body: unknown) => {
  const response = await fetch(`${rest.restUrl}/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('Cosmos devnet REST endpoint, read with @cosmjs', () => {
  it('derives each dev account the way @cosmjs does, from its private key', async () => {
    for (const account of COSMOS_DEV_ACCOUNTS) {
      const { pubkey } = await Secp256k1.makeKeypair(fromHex(account.privateKey))
      const compressed = Secp256k1.compressPubkey(pubkey)
      expect(pubkeyToAddress(encodeSecp256k1Pubkey(compressed), 'cosmos')).toBe(account.address)
    }
  })

  it('answers the dev accounts funded with 1,000 ATOM in uatom, in the SDK bank module shape', async () => {
    const { status, body } = await get(`/cosmos/bank/v1beta1/balances/${COSMOS_DEV_ACCOUNTS[0]!.address}`)
    expect(status).toBe(200)
    expect(body).toEqual({ balances: [{ denom: 'uatom', amount: '1000000000' }], pagination: { next_key: null, total: '1' } })
  })

  it('reports its chain id as node_info network', async () => {
    const { body } = await get('/cosmos/base/tendermint/v1beta1/node_info')
    expect((body.default_node_info as { network: string }).network).toBe('tessera-devnet-1')
    expect(rest.caipNetworkId).toBe(`cosmos:${COSMOS_DEVNET.chainId}`)
  })

  it('credits a fresh 32-byte account through the faucet, and the balance follows', async () => {
    const address = toBech32('cosmos', sha256(new TextEncoder().encode('module account')))
    expect((await get(`/cosmos/bank/v1beta1/balances/${address}`)).body.balances).toEqual([])
    expect((await faucet({ address, amount: '2500000' })).status).toBe(200)
    expect((await faucet({ address, amount: '500000' })).body.balance).toEqual({ denom: 'uatom', amount: '3000000' })
    expect((await get(`/cosmos/bank/v1beta1/balances/${address}`)).body.balances).toEqual([{ denom: 'uatom', amount: '3000000' }])
  })

  it('refuses malformed addresses, other prefixes, unbounded credits and oversize bodies with clear errors', async () => {
    const osmo = toBech32('osmo', new Uint8Array(20))
    expect(await get(`/cosmos/bank/v1beta1/balances/${osmo}`)).toMatchObject({ status: 400, body: { code: 3, message: `invalid address: ${osmo}` } })
    expect((await get('/cosmos/bank/v1beta1/balances/not-an-address')).status).toBe(400)
    const target = COSMOS_DEV_ACCOUNTS[3]!.address
    for (const bad of [{ address: target, amount: '0' }, { address: target, amount: '-5' }, { address: target, amount: '1e9' }, { address: target, amount: '100000000001' }, { address: osmo, amount: '1' }, { address: target, amount: '1', denom: 'uosmo' }]) {
      const { status, body } = await faucet(bad)
      expect(status, JSON.stringify(bad)).toBe(400)
      expect(String(body.message)).toMatch(/uatom|address|credit/)
    }
    expect((await faucet('{')).body.message).toBe('The body is not JSON')
    expect((await faucet({ address: target, amount: '1', pad: 'x'.repeat(5000) })).status).toBe(413)
    expect((await get('/cosmos/staking/v1beta1/validators')).status).toBe(404)
    expect((await get(`/cosmos/bank/v1beta1/balances/${target}`)).body.balances).toEqual([{ denom: 'uatom', amount: '1000000000' }])
  })
})
