// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_DEVNET } from '../bitcoin/ledger-constants.mjs'
import { startBitcoinLedger, type BitcoinLedger } from '../bitcoin/service.mjs'
import { startDataApiServer, type DataApiServer } from './service.mjs'

const PROJECT_ID = 'tessera-devnet-project'
const SDK = `projectId=${PROJECT_ID}&st=appkit&sv=html-wagmi-4.2.2`
const account = BITCOIN_DEV_ACCOUNTS[3]!

let ledger: BitcoinLedger
let api: DataApiServer
beforeAll(async () => {
  ledger = await startBitcoinLedger({ port: 0 })
  api = await startDataApiServer({ port: 0, chains: [], bitcoinUrl: ledger.url, projectIds: [PROJECT_ID] })
})
afterAll(async () => {
  await api?.close()
  await ledger?.close()
})

const balances = async (address: string, chainId: string) => {
  const response = await fetch(`${api.url}/v1/account/${address}/balance?currency=usd&chainId=${chainId}&${SDK}`)
  return { status: response.status, body: (await response.json()) as { balances?: unknown[] } }
}

describe('the data API on the Bitcoin ledger', () => {
  it('lists the regtest ledger among its chains', async () => {
    const response = await fetch(`${api.url}/v1/supported-chains?${SDK}`)
    expect(((await response.json()) as { http: string[] }).http).toContain(BITCOIN_DEVNET.caipNetworkId)
  })

  it("answers an address's BTC from the ledger at call time, in the balance shape", async () => {
    const btcRow = (numeric: string, value: number) => ({
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: BITCOIN_DEVNET.caipNetworkId,
      value,
      price: 100_000,
      quantity: { decimals: '8', numeric },
      iconUrl: `${api.url}/v1/assets/token/btc.svg`,
    })
    expect(await balances(account.payment.address, BITCOIN_DEVNET.caipNetworkId)).toEqual({ status: 200, body: { balances: [btcRow('1', 100_000)] } })
    expect((await balances(account.ordinals.address, BITCOIN_DEVNET.caipNetworkId)).body).toEqual({ balances: [btcRow('0.001', 100)] })

    const paid = await fetch(`${ledger.url}/faucet`, { method: 'POST', body: JSON.stringify({ address: account.payment.address, amount: 50_000_000 }) })
    expect(paid.status).toBe(200)
    expect((await balances(account.payment.address, BITCOIN_DEVNET.caipNetworkId)).body).toEqual({ balances: [btcRow('1.5', 150_000)] })
    expect((await fetch(`${api.url}/v1/assets/token/btc.svg`)).headers.get('content-type')).toContain('svg')
  })

  it('answers none for an empty address or another Bitcoin network, and refuses what is no address', async () => {
    expect((await balances('bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk', BITCOIN_DEVNET.caipNetworkId)).body).toEqual({ balances: [] })
    expect((await balances('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122:000000000019d6689c085ae165831e93')).body).toEqual({ balances: [] })
    expect((await balances('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', BITCOIN_DEVNET.caipNetworkId)).status).toBe(400)
    expect((await balances('0xB2bf9820D382356090449e0Dc531567C2368EDf7', BITCOIN_DEVNET.caipNetworkId)).status).toBe(400)
  })
})
