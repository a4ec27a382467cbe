// @vitest-environment node
/**
 * The devnet's sign-in verifier and sessions API, checked with independent signers: viem's local accounts (EIP-191)
 * and @noble/curves (Ed25519), over messages written by the kit's own builder and by spruceid/siwe's vectors.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../../../plugins/siwx/message.js'
import type { SiwxMessageData } from '../../../plugins/siwx/types.js'
import { startDataApiServer } from '../service.mjs'
import { createSessionStore } from './store.mjs'
import { verifySignature } from './verify-signature.mjs'

const PAGE = 'http://127.0.0.1:4173'
const NOW = Date.parse('2026-03-01T12:00:00.000Z')
const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const solanaSecret = ed25519.utils.randomPrivateKey()
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret))
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function fields(nonce: string, change: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return {
    chainId: 'eip155:31337',
    accountAddress: owner.address,
    domain: '127.0.0.1:4173',
    uri: `${PAGE}/`,
    version: '1',
    nonce,
    issuedAt: new Date(NOW).toISOString(),
    expirationTime: new Date(NOW + 60_000).toISOString(),
    statement: 'Sign in to the playground',
    ...change,
  }
}

async function evmSession(nonce: string, change: Partial<SiwxMessageData> = {}, signer = owner) {
  const data = fields(nonce, change)
  const message = createSiwxMessage(data)
  return { data, message, signature: await signer.signMessage({ message }) }
}

function solanaSession(nonce: string, secret = solanaSecret) {
  const data = fields(nonce, { chainId: SOLANA_CHAIN, accountAddress: solanaAddress })
  const message = createSiwxMessage(data)
  return { data, message, signature: base58.encode(ed25519.sign(new TextEncoder().encode(message), secret)) }
}

const evmId = `eip155:31337:${owner.address}`
const store = () => createSessionStore({ now: () => NOW, rpcUrlOf: () => undefined })

describe('the verifier', () => {
  it('records a session whose signature, nonce, times and page check out, and lists it', async () => {
    const sessions = store()
    const session = await evmSession(sessions.issueNonce())
    expect(await sessions.add(evmId, session, PAGE)).toMatchObject({ created: true })
    expect(sessions.list(evmId)).toEqual([session])
    // The same account in lower case is the same account.
    expect(sessions.list(evmId.toLowerCase())).toHaveLength(1)
    // Recording it again is answered as done, and does not need the nonce again.
    expect(await sessions.add(evmId, session, PAGE)).toMatchObject({ created: false })
  })

  it('uses a nonce once, and only its own', async () => {
    const sessions = store()
    const nonce = sessions.issueNonce()
    expect(nonce).toMatch(/^[a-zA-Z0-9]{16}$/)
    await sessions.add(evmId, await evmSession(nonce), PAGE)
    await expect(sessions.add(evmId, await evmSession(nonce, { statement: 'again' }), PAGE)).rejects.toThrow('The nonce was not issued here')
    await expect(sessions.add(evmId, await evmSession('madeUpNonce123'), PAGE)).rejects.toThrow('The nonce was not issued here')
  })

  it("refuses a message whose domain or URI is not the calling page's, or a call that names no page", async () => {
    const sessions = store()
    await expect(sessions.add(evmId, await evmSession(sessions.issueNonce(), { domain: 'evil.example' }), PAGE)).rejects.toThrow("domain evil.example is not the page's")
    await expect(sessions.add(evmId, await evmSession(sessions.issueNonce(), { uri: 'https://evil.example/' }), PAGE)).rejects.toThrow("is not on the page's origin")
    await expect(sessions.add(evmId, await evmSession(sessions.issueNonce()), undefined)).rejects.toThrow('names no page')
    await expect(sessions.add(evmId, await evmSession(sessions.issueNonce()), 'http://127.0.0.1:9999')).rejects.toThrow("not the page's")
  })

  it("refuses another signer's signature, an expired or future message, and fields that differ from the signed text", async () => {
    const sessions = store()
    await expect(sessions.add(evmId, await evmSession(sessions.issueNonce(), {}, stranger), PAGE)).rejects.toThrow('The signature does not match')
    await expect(sessions.add(evmId, await evmSession(sessions.issueNonce(), { expirationTime: new Date(NOW - 1).toISOString() }), PAGE)).rejects.toThrow('expired')
    await expect(sessions.add(evmId, await evmSession(sessions.issueNonce(), { issuedAt: new Date(NOW + 3_600_000).toISOString(), expirationTime: undefined }), PAGE)).rejects.toThrow('not issued now')
    const lying = await evmSession(sessions.issueNonce())
    await expect(sessions.add(evmId, { ...lying, data: { ...lying.data, expirationTime: '2099-01-01T00:00:00.000Z' } }, PAGE)).rejects.toThrow("expirationTime is not the signed message's")
    await expect(sessions.add(`eip155:31337:${stranger.address}`, await evmSession(sessions.issueNonce()), PAGE)).rejects.toThrow('another account')
    expect(sessions.list(evmId)).toEqual([])
  })

  it('checks solana sign-ins with Ed25519', async () => {
    const sessions = store()
    const id = `${SOLANA_CHAIN}:${solanaAddress}`
    const session = solanaSession(sessions.issueNonce())
    expect(await sessions.add(id, session, PAGE)).toMatchObject({ created: true })
    await expect(sessions.add(id, solanaSession(sessions.issueNonce(), ed25519.utils.randomPrivateKey()), PAGE)).rejects.toThrow('The signature does not match')
    // A solana message is not an eip155 sign-in.
    await expect(sessions.add(evmId, solanaSession(sessions.issueNonce()), PAGE)).rejects.toThrow('not for a eip155 account')
  })

  it('revokes a session by its signature', async () => {
    const sessions = store()
    const session = await evmSession(sessions.issueNonce())
    await sessions.add(evmId, session, PAGE)
    expect(() => sessions.revoke(evmId, { signature: '0xdead' })).toThrow('No such session')
    expect(sessions.revoke(evmId, { pci: session.data.nonce, signature: session.signature })).toBe(1)
    expect(sessions.list(evmId)).toEqual([])
  })
})

const VECTORS = join(import.meta.dirname, '../../../plugins/siwx/testdata/vectors')
describe("spruceid/siwe's signed vectors", () => {
  it("verify over the text the kit writes for their fields, and fail for another address", async () => {
    type Vector = { domain: string; address: string; statement?: string; uri: string; version: '1'; chainId: number; nonce: string; issuedAt: string; expirationTime?: string; notBefore?: string; requestId?: string; resources?: string[]; signature: string }
    const vectors = JSON.parse(readFileSync(join(VECTORS, 'verification_positive.json'), 'utf8')) as Record<string, Vector>
    for (const [name, { address, chainId, signature, ...rest }] of Object.entries(vectors)) {
      const known = ['domain', 'statement', 'uri', 'version', 'nonce', 'issuedAt', 'expirationTime', 'notBefore', 'requestId', 'resources'] as const
      const data = Object.fromEntries(known.filter((k) => rest[k] !== undefined).map((k) => [k, rest[k]]))
      const message = createSiwxMessage({ ...(data as unknown as Omit<SiwxMessageData, 'chainId' | 'accountAddress'>), chainId: `eip155:${chainId}`, accountAddress: address })
      expect(await verifySignature({ namespace: 'eip155', address, message, signature, rpcUrl: undefined }), name).toBe(true)
      expect(await verifySignature({ namespace: 'eip155', address: stranger.address, message, signature, rpcUrl: undefined }), name).toBe(false)
    }
  })
})

describe('over HTTP (spec §7)', () => {
  let server: Awaited<ReturnType<typeof startDataApiServer>>
  const query = '?projectId=tessera-devnet-project&st=tessera&sv=test'
  beforeAll(async () => {
    server = await startDataApiServer({ chains: [], projectIds: ['tessera-devnet-project'] })
  })
  afterAll(() => server.close())

  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}${query}`, { method, headers: { origin: PAGE, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })

  it('issues a nonce, records the signed session, lists it, and revokes it', async () => {
    const { nonce } = (await (await call('POST', '/v1/sessions/nonce', {})).json()) as { nonce: string }
    const session = await evmSession(nonce, { issuedAt: new Date().toISOString(), expirationTime: new Date(Date.now() + 60_000).toISOString() })
    const path = `/v1/sessions/${encodeURIComponent(evmId)}`
    const created = await call('POST', path, session)
    expect(created.status).toBe(201)
    expect(((await (await call('GET', path)).json()) as { sessions: unknown[] }).sessions).toEqual([session])
    const refused = await call('POST', path, { ...session, signature: (await evmSession(nonce, {}, stranger)).signature })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ status: 'FAILED', reasons: [{ field: 'nonce' }] })
    expect(await (await call('POST', `${path}/revoke`, { pci: nonce, signature: session.signature })).json()).toEqual({ revoked: 1 })
    expect(((await (await call('GET', path)).json()) as { sessions: unknown[] }).sessions).toEqual([])
  })

  it('needs the project id like every data call', async () => {
    const answer = await fetch(`${server.url}/v1/sessions/nonce`, { method: 'POST' })
    expect(answer.status).toBe(401)
  })
})
