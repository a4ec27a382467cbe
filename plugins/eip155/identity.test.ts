import { describe, expect, it } from 'vitest'
import { ErrorMessages } from '../../kernel/index.js'
import { drive, jsonResponse, testNetworks } from '../../kernel/testing/index.js'
import { createIdentityReader, IDENTITY_CACHE_MS, MAX_NAME_LENGTH, MAX_REVERSE_NAMES } from './identity.js'
import { createTestApi } from './test-api.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const IDENTITY = `/v1/identity/${ADDRESS}`
const REVERSE = `/v1/profile/reverse/${ADDRESS}`

function setup(options: Parameters<typeof createTestApi>[0] = {}) {
  const api = createTestApi(options)
  const read = createIdentityReader(api)
  const ask = (caipNetwork = testNetworks.mainnet) => drive(api.clock, read({ address: ADDRESS, caipNetwork, signal: api.signal }))
  return { ...api, ask }
}

describe('eip155 identity', () => {
  it('asks /v1/identity with the address as sender and keeps the answer 5 minutes', async () => {
    const { fake, ask, clock } = setup()
    fake.route(IDENTITY, jsonResponse({ name: 'alice.eth', avatar: 'https://img.test/alice.svg' }))
    expect(await ask()).toEqual({ name: 'alice.eth', avatar: 'https://img.test/alice.svg' })
    expect(fake.callsTo(IDENTITY)[0]!.url.searchParams.get('sender')).toBe(ADDRESS)
    clock.advance(IDENTITY_CACHE_MS - 1)
    await ask()
    expect(fake.callsTo(IDENTITY)).toHaveLength(1)
    clock.advance(1)
    await ask()
    expect(fake.callsTo(IDENTITY)).toHaveLength(2)
  })

  it('reads nulls as unknown', async () => {
    const { fake, ask } = setup()
    fake.route(IDENTITY, jsonResponse({ name: null, avatar: null }))
    expect(await ask()).toEqual({})
    expect(fake.callsTo(REVERSE)).toEqual([])
  })

  it('falls back to the name service when identity fails: its first name, and no avatar', async () => {
    const { fake, ask } = setup()
    fake.route(IDENTITY, jsonResponse({ message: 'boom' }, { status: 500 }))
    fake.route(REVERSE, jsonResponse([{ name: 'alice.tessera', addresses: {} }, { name: 'second.tessera' }]))
    expect(await ask()).toEqual({ name: 'alice.tessera' })
  })

  it("logs 'Error fetching names for address' when both fail, and answers unknown", async () => {
    const { fake, ask, log } = setup()
    fake.route(IDENTITY, new Response('<html>'))
    fake.route(REVERSE, jsonResponse({ message: 'No name for address is found' }, { status: 404 }))
    expect(await ask()).toEqual({})
    expect(log.entries.filter(([level, message]) => level === 'error' && message === ErrorMessages.NAMES_FOR_ADDRESS_FAILED)).toHaveLength(1)
  })

  it('treats an unbounded answer as none: a name past 253 characters, or a list of more names than the bound', async () => {
    const long = setup()
    long.fake.route(IDENTITY, jsonResponse({ name: `${'a'.repeat(MAX_NAME_LENGTH)}.eth`, avatar: null }))
    long.fake.route(REVERSE, jsonResponse([{ name: 'alice.tessera' }]))
    expect(await long.ask()).toEqual({ name: 'alice.tessera' })

    const many = setup()
    many.fake.route(IDENTITY, jsonResponse({ message: 'boom' }, { status: 500 }))
    many.fake.route(REVERSE, jsonResponse(Array.from({ length: MAX_REVERSE_NAMES + 1 }, (_, i) => ({ name: `n${i}.tessera` }))))
    expect(await many.ask()).toEqual({})
    expect(many.log.entries.filter(([level, message]) => level === 'error' && message === ErrorMessages.NAMES_FOR_ADDRESS_FAILED)).toHaveLength(1)
  })

  it('asks nothing on a network the data API does not serve, or without one', async () => {
    const unsupported = setup({ supported: ['eip155:10'] })
    expect(await unsupported.ask()).toEqual({})
    expect(unsupported.fake.calls.map((c) => c.url.pathname)).toEqual(['/v1/supported-chains'])

    const off = setup({ apiUrl: null })
    expect(await off.ask()).toEqual({})
    expect(off.fake.calls).toEqual([])
  })
})
