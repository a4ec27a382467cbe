import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage, InvalidSiwxMessageError } from './message.js'
import type { SiwxMessageData } from './types.js'

// spruceid/siwe's EIP-4361 vectors, byte-identical copies (testdata/vectors/SOURCE.md).
const VECTORS = join(import.meta.dirname, 'testdata/vectors')
const read = <T>(file: string): T => JSON.parse(readFileSync(join(VECTORS, file), 'utf8')) as T

interface SiweFields {
  readonly domain: string
  readonly address: string
  readonly statement?: string
  readonly uri: string
  readonly version: string
  readonly chainId: number | string
  readonly nonce: string
  readonly issuedAt: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: readonly string[]
  readonly scheme?: string
}

function fromSiwe({ address, chainId, scheme: _scheme, ...fields }: SiweFields): SiwxMessageData {
  return { ...fields, accountAddress: address, chainId: `eip155:${chainId}`, version: fields.version as '1' }
}

const base: SiwxMessageData = {
  chainId: 'eip155:1',
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  domain: 'service.org',
  uri: 'https://service.org/login',
  version: '1',
  nonce: '32891757',
  issuedAt: '2021-09-30T16:25:24.000Z',
  statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
}

describe('eip155: exactly EIP-4361', () => {
  it('writes every field in the standard order (checked by hand against EIP-4361\'s example)', () => {
    const text = createSiwxMessage({
      ...base,
      expirationTime: '2021-10-01T16:25:24.000Z',
      notBefore: '2021-09-30T16:25:24.000Z',
      requestId: 'req-1',
      resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-web2-claim.json'],
    })
    expect(text).toBe(
      'service.org wants you to sign in with your Ethereum account:\n' +
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2\n' +
        '\n' +
        'I accept the ServiceOrg Terms of Service: https://service.org/tos\n' +
        '\n' +
        'URI: https://service.org/login\n' +
        'Version: 1\n' +
        'Chain ID: 1\n' +
        'Nonce: 32891757\n' +
        'Issued At: 2021-09-30T16:25:24.000Z\n' +
        'Expiration Time: 2021-10-01T16:25:24.000Z\n' +
        'Not Before: 2021-09-30T16:25:24.000Z\n' +
        'Request ID: req-1\n' +
        'Resources:\n' +
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/\n' +
        '- https://example.com/my-web2-claim.json',
    )
  })

  it('without a statement keeps the blank line the statement would have used', () => {
    const { statement: _statement, ...noStatement } = base
    expect(createSiwxMessage(noStatement)).toBe(
      'service.org wants you to sign in with your Ethereum account:\n0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2\n\n\nURI: https://service.org/login\nVersion: 1\nChain ID: 1\nNonce: 32891757\nIssued At: 2021-09-30T16:25:24.000Z',
    )
  })

  it('writes the address in its EIP-55 form and refuses a wrong checksum', () => {
    expect(createSiwxMessage({ ...base, accountAddress: base.accountAddress.toLowerCase() })).toContain('\n0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2\n')
    expect(() => createSiwxMessage({ ...base, accountAddress: '0xc02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' })).toThrow(InvalidSiwxMessageError)
  })

  it('is what viem/siwe writes for the same fields (an independent implementation)', () => {
    const issuedAt = new Date('2024-05-06T07:08:09.123Z')
    const extras: { expirationTime?: Date; requestId?: string; resources?: string[] }[] = [{}, { expirationTime: new Date('2024-05-07T00:00:00.000Z'), requestId: 'abc', resources: ['https://a.example/x'] }]
    for (const extra of extras) {
      const viemText = createSiweMessage({ address: base.accountAddress as `0x${string}`, chainId: 31337, domain: '127.0.0.1:4173', nonce: 'abcdEFGH1234', uri: 'http://127.0.0.1:4173/', version: '1', issuedAt, statement: 'Sign in', ...extra })
      const ours = createSiwxMessage({
        accountAddress: base.accountAddress,
        chainId: 'eip155:31337',
        domain: '127.0.0.1:4173',
        nonce: 'abcdEFGH1234',
        uri: 'http://127.0.0.1:4173/',
        version: '1',
        issuedAt: issuedAt.toISOString(),
        statement: 'Sign in',
        ...(extra.expirationTime ? { expirationTime: extra.expirationTime.toISOString(), requestId: extra.requestId, resources: extra.resources } : {}),
      })
      expect(ours).toBe(viemText)
    }
  })

  it.each([
    ['a nonce of 7 characters', { nonce: '1234567' }],
    ['a nonce with punctuation', { nonce: '1234-5678' }],
    ['a two-line statement', { statement: 'one\ntwo' }],
    ['a domain that is not an authority', { domain: 'https://service.org' }],
    ['a URI with a space', { uri: 'https://service.org/a b' }],
    ['a time that is not RFC 3339', { issuedAt: 'Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)' }],
    ['an EIP-155 chain id that is not a number', { chainId: 'eip155:mainnet' }],
    ['a namespace with no sign-in message', { chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' }],
  ] as const)('refuses %s', (_name, change) => {
    expect(() => createSiwxMessage({ ...base, ...(change as Partial<SiwxMessageData>) })).toThrow(InvalidSiwxMessageError)
  })
})

describe('spruceid/siwe vectors', () => {
  it('writes every positive parsing vector byte for byte', () => {
    const vectors = read<Record<string, { message: string; fields: SiweFields }>>('parsing_positive.json')
    let checked = 0
    for (const [name, { message, fields }] of Object.entries(vectors)) {
      // A scheme before the domain is optional in EIP-4361 and never written by the kit (the page's host is the domain).
      if (fields.scheme !== undefined || message.includes('://') && message.indexOf('://') < message.indexOf(' wants you')) continue
      expect(createSiwxMessage(fromSiwe(fields)), name).toBe(message)
      checked++
    }
    expect(checked).toBeGreaterThanOrEqual(15)
  })

  it('refuses every negative message object', () => {
    const vectors = read<Record<string, SiweFields>>('parsing_negative_objects.json')
    for (const [name, fields] of Object.entries(vectors)) {
      expect(() => createSiwxMessage(fromSiwe(fields)), name).toThrow()
    }
  })

  it('writes the signed text of the verification vectors, so their signatures hold over what the kit writes', () => {
    const vectors = read<Record<string, SiweFields & { signature: string }>>('verification_positive.json')
    for (const [name, fields] of Object.entries(vectors)) {
      const { signature: _signature, ...rest } = fields as SiweFields & { signature: string; time?: string; domainBinding?: string; matchNonce?: string }
      const text = createSiwxMessage(fromSiwe(rest))
      expect(text, name).toContain(`\nChain ID: ${fields.chainId}\n`)
    }
  })
})

describe('solana: the same with the Solana header', () => {
  it('writes the cluster\'s reference as Chain ID and the base58 address as given (checked by hand against CAIP-122)', () => {
    const text = createSiwxMessage({
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173/',
      version: '1',
      nonce: 'k3Jd8sQp2LmN',
      issuedAt: '2024-01-02T03:04:05.678Z',
      expirationTime: '2024-01-09T03:04:05.678Z',
      statement: 'Sign in to the example app',
    })
    expect(text).toBe(
      'localhost:5173 wants you to sign in with your Solana account:\n' +
        '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv\n' +
        '\n' +
        'Sign in to the example app\n' +
        '\n' +
        'URI: http://localhost:5173/\n' +
        'Version: 1\n' +
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n' +
        'Nonce: k3Jd8sQp2LmN\n' +
        'Issued At: 2024-01-02T03:04:05.678Z\n' +
        'Expiration Time: 2024-01-09T03:04:05.678Z',
    )
  })

  it('refuses an address that is not base58', () => {
    expect(() =>
      createSiwxMessage({ ...base, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: '0OIl' + '1'.repeat(40) }),
    ).toThrow(InvalidSiwxMessageError)
  })
})
