// @vitest-environment node
/**
 * The devnet's onramp, as the kit and a buyer meet it: the data API's options, quotes and checkout URLs, then the
 * provider's page paid by card, checked on the chains with independent clients (viem, @solana/kit) and in the
 * data API's history.
 */
import * as kit from '@solana/kit'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../index.mjs'
import { startTestDevnet } from '../test-devnet.mjs'
import { SOLANA_DEVNET } from '../solana/cluster.mjs'
import { SOLANA_DEV_TOKEN, associatedTokenAddress } from '../solana/spl-token.mjs'
import { DEVNET_TOKENS } from '../tokens.mjs'

const SDK = 'projectId=tessera-devnet-project&st=appkit&sv=html-wagmi-4.2.2'
const DUSD = DEVNET_TOKENS.find((token) => token.symbol === 'DUSD')!
let devnet: Devnet
let api: string

beforeAll(async () => {
  devnet = await startTestDevnet({ dataApiPort: 0, onrampPort: 0, solanaPort: 0 })
  api = devnet.services.dataApi!.url
}, 60_000)
afterAll(() => devnet?.stop())

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${api}${path}?${SDK}`, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  return { status: response.status, json: (await response.json()) as any }
}

/** The checkout URL for a purchase, as the kit asks for it. */
async function checkoutUrl(provider: string, address: string, network: string, asset: string, amount: string) {
  const { status, json } = await call('POST', '/v1/generators/onrampurl', {
    provider,
    destinationWallets: [{ address, blockchains: [network], assets: [asset] }],
    defaultNetwork: network,
    partnerUserId: 'visitor-1',
    defaultExperience: 'buy',
    presetFiatAmount: amount,
    fiatCurrency: 'USD',
    defaultAsset: asset,
  })
  expect(status).toBe(200)
  return new URL(json.url as string)
}

/** Pays the page's form by card, as a buyer would. */
async function payByCard(url: URL, cardNumber = '4242 4242 4242 4242') {
  const page = await (await fetch(url)).text()
  const fields = new URLSearchParams()
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields.set(name!, unescape(value!))
  fields.set('cardNumber', cardNumber)
  fields.set('expiry', '12/30')
  fields.set('cvc', '123')
  const action = /<form method="post" action="([^"]+)">/.exec(page)![1]!
  const response = await fetch(new URL(action, url), { method: 'POST', body: fields })
  return { page, status: response.status, result: await response.text() }
}
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
const hashIn = (html: string) => /data-testid="onramp-hash">([^<]+)</.exec(html)?.[1]

describe('the data API’s onramp endpoints', () => {
  it('options list both providers, what they sell on the devnet chains and the local cluster, and spec §9’s limits', async () => {
    const { status, json } = await call('GET', '/v1/onramp/options')
    expect(status).toBe(200)
    expect(json.providers).toEqual([
      { id: 'devnet-card', name: 'Devnet Card', feePercent: 1, namespaces: ['eip155'], paymentMethods: ['card'] },
      { id: 'devnet-pay', name: 'Devnet Pay', feePercent: 2, namespaces: ['eip155', 'solana'], paymentMethods: ['card', 'bank'] },
    ])
    const networksOf = (symbol: string) => json.purchaseCurrencies.find((c: any) => c.symbol === symbol).networks.map((n: any) => n.caipNetworkId)
    expect(networksOf('ETH')).toEqual(['eip155:31337', 'eip155:31338'])
    expect(networksOf('DUSD')).toEqual(['eip155:31337', 'eip155:31338', SOLANA_DEVNET.caipNetworkId])
    expect(networksOf('SOL')).toEqual([SOLANA_DEVNET.caipNetworkId])
    expect(json.paymentCurrencies.map((c: any) => c.id)).toEqual(['USD', 'EUR'])
    expect(json.paymentCurrencies[0].limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank', min: '10.00', max: '25000.00' },
    ])
  })

  it('quotes each provider serving the network: fee 1 % and 2 %, the rest at the data API’s price', async () => {
    const evm = await call('POST', '/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337' })
    expect(evm.json.quotes.map((q: any) => [q.provider, q.fee, q.purchaseAmount])).toEqual([
      ['devnet-card', '1.00', '0.0396'],
      ['devnet-pay', '2.00', '0.0392'],
    ])
    const sol = await call('POST', '/v1/onramp/quote', { purchaseCurrency: 'SOL', paymentCurrency: 'EUR', amount: '150', network: SOLANA_DEVNET.caipNetworkId })
    // Only Devnet Pay sells on solana; 147 EUR at 1.08 USD, SOL at 150 USD.
    expect(sol.json.quotes.map((q: any) => [q.provider, q.fee, q.purchaseAmount])).toEqual([['devnet-pay', '3.00', '1.0584']])
  })

  it('refuses amounts outside the limits, unknown assets and malformed bodies with the API’s error shape', async () => {
    const low = await call('POST', '/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '9.99', network: 'eip155:31337' })
    expect(low.status).toBe(400)
    expect(low.json.reasons[0]).toEqual({ field: 'amount', description: 'amount must be between 10.00 and 7500.00 USD for card' })
    const bank = await call('POST', '/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '20000', network: 'eip155:31337', paymentMethod: 'bank' })
    expect(bank.status).toBe(200)
    expect((await call('POST', '/v1/onramp/quote', { purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '20', network: 'eip155:31337' })).status).toBe(400)
    expect((await call('POST', '/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '1e3', network: 'eip155:31337' })).json.reasons[0].field).toBe('amount')
    expect((await call('POST', '/v1/onramp/quote', { purchaseCurrency: 'ETH'.repeat(50), paymentCurrency: 'USD', amount: '20', network: 'eip155:31337' })).status).toBe(400)
  })

  it('the generator’s URL is the provider’s page carrying the wallet, network, partner user and preset amount', async () => {
    const address = privateKeyToAddress(generatePrivateKey())
    const url = await checkoutUrl('devnet-card', address, 'eip155:31337', 'ETH', '50')
    expect(url.origin).toBe(devnet.services.onramp!.url)
    expect(url.pathname).toBe('/buy/devnet-card')
    expect(JSON.parse(url.searchParams.get('destinationWallets')!)).toEqual([{ address, blockchains: ['eip155:31337'], assets: ['ETH'] }])
    expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'destinationWallets'))).toEqual({
      defaultNetwork: 'eip155:31337',
      partnerUserId: 'visitor-1',
      defaultExperience: 'buy',
      presetFiatAmount: '50',
      fiatCurrency: 'USD',
      defaultAsset: 'ETH',
    })
    // Devnet Card sells on eip155 only; an address must fit its network.
    const solana = await call('POST', '/v1/generators/onrampurl', { provider: 'devnet-card', destinationWallets: [{ address: 'CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL', blockchains: [SOLANA_DEVNET.caipNetworkId] }], defaultNetwork: SOLANA_DEVNET.caipNetworkId, partnerUserId: 'x', defaultExperience: 'buy' })
    expect(solana.status).toBe(400)
    const wrong = await call('POST', '/v1/generators/onrampurl', { provider: 'devnet-pay', destinationWallets: [{ address: 'not-an-address', blockchains: ['eip155:31337'] }], defaultNetwork: 'eip155:31337', partnerUserId: 'x', defaultExperience: 'buy' })
    expect(wrong.json.reasons[0].field).toBe('destinationWallets.0.address')
  })
})

describe('a provider’s page paid by card', () => {
  it('credits ETH on anvil, and history lists it as that provider’s purchase', async () => {
    const address = privateKeyToAddress(generatePrivateKey())
    const { page, status, result } = await payByCard(await checkoutUrl('devnet-card', address, 'eip155:31337', 'ETH', '100'))
    expect(page).toContain(address)
    expect(page).toContain('<dd data-testid="onramp-network">Devnet</dd>')
    expect(page).toContain('<dd data-testid="onramp-fee">1.00 USD</dd>')
    expect(status).toBe(200)
    const hash = hashIn(result)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    expect(await client.getBalance({ address })).toBe(parseEther('0.0396'))
    const history = await fetch(`${api}/v1/account/${address}/history?${SDK}&chainId=eip155:31337&onramp=devnet-card`).then((r) => r.json() as Promise<any>)
    expect(history.data).toHaveLength(1)
    expect(history.data[0].metadata).toMatchObject({ operationType: 'buy', hash })
    expect(history.data[0].transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.0396' }, fungible_info: { symbol: 'ETH' } })
    const other = await fetch(`${api}/v1/account/${address}/history?${SDK}&onramp=devnet-pay`).then((r) => r.json() as Promise<any>)
    expect(other.data).toEqual([])
  })

  it('credits DUSD (ERC-20) on the second chain', async () => {
    const address = privateKeyToAddress(generatePrivateKey()) as Address
    const { status } = await payByCard(await checkoutUrl('devnet-pay', address, 'eip155:31338', 'DUSD', '25.50'))
    expect(status).toBe(200)
    const client = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) })
    // 25.50 less 2 % (0.51) at 1 USD.
    expect(await client.readContract({ address: DUSD.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })).toBe(parseUnits('24.99', 6))
  })

  it('credits SOL and SPL DUSD on the local cluster', async () => {
    const owner = await kit.getAddressFromPublicKey((await kit.generateKeyPair()).publicKey)
    const rpc = kit.createSolanaRpc(devnet.solana!.rpcUrl)
    const sol = await payByCard(await checkoutUrl('devnet-pay', owner, SOLANA_DEVNET.caipNetworkId, 'SOL', '30'))
    expect(sol.status).toBe(200)
    expect((await rpc.getBalance(owner).send()).value).toBe(196_000_000n)
    const dusd = await payByCard(await checkoutUrl('devnet-pay', owner, SOLANA_DEVNET.caipNetworkId, 'DUSD', '10'))
    expect(dusd.status).toBe(200)
    const tokenAccount = kit.address(await associatedTokenAddress(owner, SOLANA_DEV_TOKEN.mint))
    const { value } = await rpc.getAccountInfo(tokenAccount, { encoding: 'base64' }).send()
    // SPL Token's account layout: mint, owner, then the amount (u64) at 64; 10 USD less 2 % is 9.8 DUSD.
    const data = Buffer.from(value!.data[0], 'base64')
    expect(kit.getBase58Decoder().decode(data.subarray(32, 64))).toBe(owner)
    expect(data.readBigUInt64LE(64)).toBe(9_800_000n)
    const history = await fetch(`${api}/v1/account/${owner}/history?${SDK}&onramp=devnet-pay`).then((r) => r.json() as Promise<any>)
    expect(history.data.map((t: any) => t.metadata.hash).sort()).toEqual([hashIn(sol.result), hashIn(dusd.result)].sort())
    expect(history.data.every((t: any) => t.metadata.operationType === 'buy')).toBe(true)
  })

  it('declines any other card and credits nothing', async () => {
    const address = privateKeyToAddress(generatePrivateKey())
    const { status, result } = await payByCard(await checkoutUrl('devnet-card', address, 'eip155:31337', 'ETH', '100'), '4000 0000 0000 0002')
    expect(status).toBe(402)
    expect(result).toContain('Card declined')
    expect(await createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) }).getBalance({ address })).toBe(0n)
  })
})
