// @vitest-environment node
/**
 * The devnet's name registry through its HTTP contract (spec §7 `/v1/profile/*`, §5 account-name rules), with
 * registrations signed by independent viem accounts and read back from the chain with viem's own ENS actions.
 */
import { createPublicClient, http, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { getEnsAddress, getEnsName } from 'viem/ens'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Devnet } from '../index.mjs'
import { NAME_RESOLVER_ADDRESS, SEEDED_NAME } from '../name-resolver.mjs'
import { startTestDevnet } from '../test-devnet.mjs'
import { TEST_WALLET_ADDRESSES } from '../test-wallet.mjs'
import { dataApiControls } from './controls.mjs'
import { NAME_SUFFIX } from './name-registry.mjs'

const SDK = { projectId: 'tessera-devnet-project', st: 'appkit', sv: 'html-wagmi-4.2.2' }
const COIN_TYPE_31337 = (0x8000_0000 | 31337) >>> 0

let devnet: Devnet
let baseUrl: string

beforeAll(async () => {
  devnet = await startTestDevnet({ dataApiPort: 0 })
  baseUrl = devnet.services.dataApi!.url
}, 30_000)
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(async () => {
  await dataApiControls(baseUrl).reset()
})

async function call(path: string, body?: unknown) {
  const url = new URL(path, baseUrl)
  for (const [key, value] of Object.entries(SDK)) url.searchParams.set(key, value)
  const response = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}
const reason = (json: Record<string, unknown>) => (json.reasons as { description: string }[])[0]?.description

async function registration(account: PrivateKeyAccount, name: string, options: { timestamp?: number; signer?: PrivateKeyAccount; coinType?: number } = {}) {
  const message = JSON.stringify({ name, attributes: {}, timestamp: options.timestamp ?? Math.floor(Date.now() / 1000) })
  const signature = await (options.signer ?? account).signMessage({ message })
  return { coin_type: options.coinType ?? COIN_TYPE_31337, address: account.address, message, signature }
}
const fresh = () => privateKeyToAccount(generatePrivateKey())
const client = (index: number) => createPublicClient({ transport: http(devnet.chains[index]!.rpcUrl) })

describe('POST /v1/profile/account', () => {
  it('registers a signed name: the API and both chains’ resolvers answer it at once', async () => {
    const account = fresh()
    const answer = await call('/v1/profile/account', await registration(account, `alice-1${NAME_SUFFIX}`))
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ name: `alice-1${NAME_SUFFIX}` })

    expect((await call(`/v1/identity/${account.address}`)).json).toEqual({ name: `alice-1${NAME_SUFFIX}`, avatar: null })
    expect((await call(`/v1/profile/account/alice-1${NAME_SUFFIX}`)).json).toMatchObject({ addresses: { '60': { address: account.address } } })
    for (const index of [0, 1]) {
      const universalResolverAddress = NAME_RESOLVER_ADDRESS
      expect(await getEnsName(client(index), { address: account.address, universalResolverAddress })).toBe(`alice-1${NAME_SUFFIX}`)
      expect(await getEnsAddress(client(index), { name: `alice-1${NAME_SUFFIX}`, universalResolverAddress })).toBe(account.address)
    }
  })

  it('refuses a signature by another key, a name breaking the rules, a taken name, a non-EVM coin type and an old message', async () => {
    const account = fresh()
    const cases: [unknown, number, string][] = [
      [await registration(account, `bob-name${NAME_SUFFIX}`, { signer: fresh() }), 401, 'Invalid signature'],
      [await registration(account, `bob${NAME_SUFFIX}`), 400, 'Name must be at least 4 characters long'],
      [await registration(account, `bob_name${NAME_SUFFIX}`), 400, 'Name can only contain letters, numbers and hyphens'],
      [await registration(account, `bob-name${NAME_SUFFIX}`, { coinType: 60 }), 400, 'coin_type must be an EVM chain’s coin type (0x80000000 | chainId)'],
      [await registration(account, `bob-name${NAME_SUFFIX}`, { timestamp: Math.floor(Date.now() / 1000) - 3600 }), 400, 'The registration message has expired: sign a new one'],
      [{ ...(await registration(account, `bob-name${NAME_SUFFIX}`)), message: '{"name":1}' }, 400, 'The message names no name'],
    ]
    for (const [body, status, description] of cases) {
      const answer = await call('/v1/profile/account', body)
      expect([answer.status, reason(answer.json)]).toEqual([status, description])
    }
    expect((await call(`/v1/identity/${account.address}`)).json).toEqual({ name: null, avatar: null })

    expect((await call('/v1/profile/account', await registration(account, `carol-name${NAME_SUFFIX}`))).status).toBe(200)
    const rival = fresh()
    const taken = await call('/v1/profile/account', await registration(rival, `Carol-Name${NAME_SUFFIX}`))
    expect([taken.status, reason(taken.json)]).toEqual([409, 'Name is already taken'])
    expect(await getEnsName(client(0), { address: rival.address, universalResolverAddress: NAME_RESOLVER_ADDRESS })).toBeNull()
  })
})

describe('GET /v1/profile/suggestions/{name}', () => {
  it('answers the name asked for with whether it is taken, then free names like it', async () => {
    const free = await call('/v1/profile/suggestions/dave')
    expect(free.json).toEqual({
      suggestions: [
        { name: `dave${NAME_SUFFIX}`, registered: false },
        { name: `dave1${NAME_SUFFIX}`, registered: false },
        { name: `dave2${NAME_SUFFIX}`, registered: false },
        { name: `dave3${NAME_SUFFIX}`, registered: false },
      ],
    })
    const account = fresh()
    await call('/v1/profile/account', await registration(account, `dave${NAME_SUFFIX}`))
    await call('/v1/profile/account', await registration(fresh(), `dave1${NAME_SUFFIX}`))
    const taken = await call(`/v1/profile/suggestions/dave${NAME_SUFFIX}`)
    expect(taken.json.suggestions).toEqual([
      { name: `dave${NAME_SUFFIX}`, registered: true },
      { name: `dave2${NAME_SUFFIX}`, registered: false },
      { name: `dave3${NAME_SUFFIX}`, registered: false },
      { name: `dave4${NAME_SUFFIX}`, registered: false },
    ])
    const short = await call('/v1/profile/suggestions/abc')
    expect([short.status, reason(short.json)]).toEqual([400, 'Name must be at least 4 characters long'])
  })
})

describe('the name resolver at start', () => {
  it('names the test wallet as the data API does, and knows no other address', async () => {
    const universalResolverAddress = NAME_RESOLVER_ADDRESS
    expect(await getEnsName(client(0), { address: TEST_WALLET_ADDRESSES[0] as Address, universalResolverAddress })).toBe(SEEDED_NAME)
    expect(await getEnsAddress(client(1), { name: SEEDED_NAME, universalResolverAddress })).toBe(TEST_WALLET_ADDRESSES[0])
    expect(await getEnsName(client(0), { address: TEST_WALLET_ADDRESSES[1] as Address, universalResolverAddress })).toBeNull()
    expect(await getEnsAddress(client(0), { name: `nobody${NAME_SUFFIX}`, universalResolverAddress })).toBeNull()
  })
})
