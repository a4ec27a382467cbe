// @vitest-environment node
/**
 * The data API as verifier and storage, against the devnet's real sessions API in this process: the nonce it issues,
 * the verification it does for the page's origin, sessions read back by a fresh page, and sign-out revoking them.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startDataApiServer } from '../../devnet/data-api/service.mjs'
import { createFakeClock, createFakeConnector, createTestKit, fakeChainPlugin, kitInternals, type FakeConnector } from '../../kernel/testing/index.js'
import type { Kit } from '../../kernel/index.js'
import { siwx } from './plugin.js'

const PAGE = 'http://localhost'
const account = privateKeyToAccount(generatePrivateKey())

let server: Awaited<ReturnType<typeof startDataApiServer>>
beforeAll(async () => {
  server = await startDataApiServer({ chains: [], projectIds: ['p'] })
  // Node sends no Origin; a page always does, and the verifier checks the message against it.
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => realFetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), origin: PAGE } }))
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await server.close()
})

function wallet(): FakeConnector {
  const fake = createFakeConnector({ accounts: [account.address] })
  return { ...fake, signMessage: ({ message }) => account.signMessage({ message }) }
}

function apiKit() {
  return createTestKit({
    clock: createFakeClock(Date.now()),
    apiUrl: server.url,
    plugins: [fakeChainPlugin('eip155', { connectors: [wallet()] }), siwx({ storage: 'api' })],
  }).kit
}

async function sessionsOnServer(): Promise<unknown[]> {
  const answer = await fetch(`${server.url}/v1/sessions/${encodeURIComponent(`eip155:1:${account.address}`)}?projectId=p&st=t&sv=1`)
  return ((await answer.json()) as { sessions: unknown[] }).sessions
}

async function signOnPrompt(kit: Kit) {
  // The step reads the API's sessions first, over real HTTP.
  const entry = await vi.waitFor(() => {
    const top = kit.getState().modal.history.at(-1)
    if (top?.view !== 'SIWXSignMessage' || !top.prompt) throw new Error(`not asked (${top?.view})`)
    return top as typeof top & { prompt: { id: number } }
  })
  expect(await (await kitInternals(kit).services.use('siwx')).sign()).toBe(true)
  kitInternals(kit).modal.answer(entry.prompt.id, { value: 'signed' })
}

describe("siwx({ storage: 'api' }) with the data API's verifier", () => {
  it('signs in with a nonce the API issued, is read back by a fresh page, and is revoked on disconnect', async () => {
    const first = apiKit()
    await first.ready
    const connecting = first.connect('fake')
    await signOnPrompt(first)
    await connecting
    expect(first.getState().siwx?.status).toBe('signedIn')
    const [stored] = (await sessionsOnServer()) as { data: { nonce: string; domain: string }; message: string }[]
    expect(stored?.data.domain).toBe('localhost')
    expect(stored?.message).toContain(`\nNonce: ${stored?.data.nonce}\n`)
    first.destroy()

    // Another page (no local storage): the API's session counts, nothing is asked.
    const second = apiKit()
    await second.ready
    await second.connect('fake')
    expect(second.getAccount().isConnected).toBe(true)
    expect(second.getState().siwx?.status).toBe('signedIn')

    await second.disconnect()
    await vi.waitFor(async () => expect(await sessionsOnServer()).toEqual([]))
  })
})
