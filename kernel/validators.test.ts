import { hexToBytes, keccak256 } from 'viem'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { ErrorCode, KitError } from './errors.js'
import {
  ACCOUNT_TYPES,
  chainIdToCoinType,
  EMAIL_UPDATE_ACTIONS,
  FRAME_ACTIONS,
  isAccountName,
  isAccountType,
  isBatchedCall,
  isEmail,
  isEmailUpdateAction,
  isEvmAddress,
  isFrameAction,
  isOriginAllowed,
  isOtp,
  isSignedMessage,
  isSocialProvider,
  isSolanaAddress,
  isSolanaCommitment,
  isThemeMode,
  isTransactionHash,
  type Keccak256,
  LOGIN_EMAIL_COOLDOWN_MS,
  matchesOriginPattern,
  SOCIAL_PROVIDERS,
  SOLANA_COMMITMENTS,
  validateLoginEmailCooldown,
  validateProjectId,
  validateSendParameters,
  validateSiwxOptions,
} from './validators.js'

const hex = (length: number, char = 'a') => char.repeat(length)
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const keccakBytes: Keccak256 = (input) => hexToBytes(keccak256(input))

describe('isEvmAddress', () => {
  it('accepts 40 hex characters with or without 0x, in any case', () => {
    expect(isEvmAddress(`0x${hex(40)}`)).toBe(true)
    expect(isEvmAddress(hex(40))).toBe(true)
    expect(isEvmAddress(`0x${hex(40, 'F')}`)).toBe(true)
    expect(isEvmAddress(CHECKSUMMED)).toBe(true)
    expect(isEvmAddress(CHECKSUMMED.toLowerCase())).toBe(true)
  })

  it.each([39, 41])('rejects %i hex characters', (length) => {
    expect(isEvmAddress(`0x${hex(length)}`)).toBe(false)
    expect(isEvmAddress(hex(length))).toBe(false)
  })

  it('rejects non-hex, a wrong prefix and non-strings', () => {
    expect(isEvmAddress(`0x${hex(39)}g`)).toBe(false)
    expect(isEvmAddress(`0X${hex(40)}`)).toBe(false)
    expect(isEvmAddress(` 0x${hex(40)}`)).toBe(false)
    expect(isEvmAddress(undefined)).toBe(false)
    expect(isEvmAddress(0x1234)).toBe(false)
  })

  it('requires 0x when asked to', () => {
    expect(isEvmAddress(hex(40), { requirePrefix: true })).toBe(false)
    expect(isEvmAddress(`0x${hex(40)}`, { requirePrefix: true })).toBe(true)
  })

  describe('strict mode (EIP-55)', () => {
    const valid = [
      CHECKSUMMED,
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]

    it.each(valid)('accepts the checksummed %s with a hex- or bytes-returning keccak', (address) => {
      expect(isEvmAddress(address, { strict: true, keccak256 })).toBe(true)
      expect(isEvmAddress(address, { strict: true, keccak256: keccakBytes })).toBe(true)
      expect(isEvmAddress(address.slice(2), { strict: true, keccak256 })).toBe(true)
    })

    it('rejects a mixed-case address whose checksum is wrong', () => {
      const flipped = '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
      expect(isEvmAddress(flipped)).toBe(true)
      expect(isEvmAddress(flipped, { strict: true, keccak256 })).toBe(false)
      expect(isEvmAddress(flipped, { strict: true, keccak256: keccakBytes })).toBe(false)
    })

    it('does not hash single-case addresses, which carry no checksum', () => {
      const spy = vi.fn(keccakBytes)
      expect(isEvmAddress(CHECKSUMMED.toLowerCase(), { strict: true, keccak256: spy })).toBe(true)
      expect(isEvmAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`, { strict: true, keccak256: spy })).toBe(true)
      expect(spy).not.toHaveBeenCalled()
    })

    it('hashes the lower-case hex without 0x, as EIP-55 says', () => {
      const spy = vi.fn(keccakBytes)
      isEvmAddress(CHECKSUMMED, { strict: true, keccak256: spy })
      expect(new TextDecoder().decode(spy.mock.calls[0]?.[0])).toBe(CHECKSUMMED.slice(2).toLowerCase())
    })

    it('cannot be asked for without a hash function', () => {
      // @ts-expect-error strict mode needs keccak256
      expect(() => isEvmAddress(CHECKSUMMED, { strict: true })).toThrow('strict mode needs a keccak256 function')
    })
  })
})

describe('isSolanaAddress', () => {
  const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

  it.each([32, 44])('accepts %i base58 characters', (length) => {
    expect(isSolanaAddress(base58.slice(0, length))).toBe(true)
  })

  it.each([31, 45])('rejects %i characters', (length) => {
    expect(isSolanaAddress(base58.slice(0, length))).toBe(false)
  })

  it('accepts real addresses', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true)
  })

  it.each(['0', 'O', 'I', 'l', '+', ' '])('rejects the non-base58 character %j', (char) => {
    expect(isSolanaAddress(`${char}${'1'.repeat(35)}`)).toBe(false)
  })

  it('rejects an EVM address and non-strings', () => {
    expect(isSolanaAddress(CHECKSUMMED)).toBe(false)
    expect(isSolanaAddress(null)).toBe(false)
  })
})

describe('isTransactionHash', () => {
  it('needs 0x and exactly 64 hex characters', () => {
    expect(isTransactionHash(`0x${hex(64)}`)).toBe(true)
    expect(isTransactionHash(`0x${hex(64, 'F')}`)).toBe(true)
    expect(isTransactionHash(`0x${hex(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${hex(65)}`)).toBe(false)
    expect(isTransactionHash(hex(64))).toBe(false)
    expect(isTransactionHash(`0x${hex(63)}z`)).toBe(false)
    expect(isTransactionHash(undefined)).toBe(false)
  })
})

describe('isSignedMessage', () => {
  it('needs 0x and at least 62 hex characters', () => {
    expect(isSignedMessage(`0x${hex(61)}`)).toBe(false)
    expect(isSignedMessage(`0x${hex(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${hex(130)}`)).toBe(true)
    expect(isSignedMessage(hex(130))).toBe(false)
    expect(isSignedMessage(`0x${hex(129)}x`)).toBe(false)
  })
})

describe('isAccountName', () => {
  it('needs at least 4 letters, digits or hyphens', () => {
    expect(isAccountName('abc')).toBe(false)
    expect(isAccountName('abcd')).toBe(true)
    expect(isAccountName('my-Name-42')).toBe(true)
    expect(isAccountName('----')).toBe(true)
    expect(isAccountName('ab_cd')).toBe(false)
    expect(isAccountName('ab cd')).toBe(false)
    expect(isAccountName('alice.eth')).toBe(false)
    expect(isAccountName('ålice')).toBe(false)
    expect(isAccountName('')).toBe(false)
    expect(isAccountName(1234)).toBe(false)
  })
})

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'neil@example.com", 'X_Y@EXAMPLE.IO'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true)
  })

  it.each([
    '',
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@b.c',
    'a b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example..com',
    'a@@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('rejects %j', (email) => {
    expect(isEmail(email)).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isEmail(undefined)).toBe(false)
  })
})

describe('closed lists', () => {
  it('OTP is any string', () => {
    expect(isOtp('123456')).toBe(true)
    expect(isOtp('')).toBe(true)
    expect(isOtp(123456)).toBe(false)
  })

  it('social providers are the six of spec §5', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    for (const provider of SOCIAL_PROVIDERS) expect(isSocialProvider(provider)).toBe(true)
    expect(isSocialProvider('farcaster')).toBe(false)
    expect(isSocialProvider('Google')).toBe(false)
  })

  it('theme mode is light or dark', () => {
    expect(isThemeMode('light')).toBe(true)
    expect(isThemeMode('dark')).toBe(true)
    expect(isThemeMode('system')).toBe(false)
  })

  it('account type is eoa or smartAccount', () => {
    expect(ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount'])
    expect(isAccountType('eoa')).toBe(true)
    expect(isAccountType('smartAccount')).toBe(true)
    expect(isAccountType('payment')).toBe(false)
  })

  it('frame and email-update actions', () => {
    expect(FRAME_ACTIONS).toEqual(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
    expect(EMAIL_UPDATE_ACTIONS).toEqual(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
    expect(isFrameAction('VERIFY_OTP')).toBe(true)
    expect(isFrameAction('VERIFY_PRIMARY_OTP')).toBe(false)
    expect(isEmailUpdateAction('VERIFY_SECONDARY_OTP')).toBe(true)
    expect(isEmailUpdateAction('CONNECT')).toBe(false)
  })

  it('Solana commitments', () => {
    expect(SOLANA_COMMITMENTS).toEqual(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
    expect(isSolanaCommitment('finalized')).toBe(true)
    expect(isSolanaCommitment('singlegossip')).toBe(false)
  })

  it('guards narrow', () => {
    const value: unknown = 'x'
    if (isSocialProvider(value)) expectTypeOf(value).toEqualTypeOf<'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'>()
    if (isThemeMode(value)) expectTypeOf(value).toEqualTypeOf<'light' | 'dark'>()
  })
})

describe('chainIdToCoinType', () => {
  it('maps EVM chain ids by ENSIP-11', () => {
    expect(chainIdToCoinType(1)).toBe(60)
    expect(chainIdToCoinType(10)).toBe(2147483658)
    expect(chainIdToCoinType(137)).toBe(0x80000089)
    expect(chainIdToCoinType(8453)).toBe(2147492101)
    expect(chainIdToCoinType(0)).toBe(0x80000000)
  })

  it('accepts 2^31 - 1 and stays unsigned', () => {
    expect(chainIdToCoinType(2 ** 31 - 1)).toBe(0xffffffff)
  })

  it.each([2 ** 31, 2 ** 32, -1, 1.5, Number.NaN])("rejects %d with 'Invalid chainId'", (chainId) => {
    try {
      chainIdToCoinType(chainId)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(KitError)
      expect((error as KitError).shortMessage).toBe('Invalid chainId')
      expect((error as KitError).code).toBe(ErrorCode.INVALID_CHAIN_ID)
    }
  })
})

describe('matchesOriginPattern', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['https://example.com', 'example.com'],
    ['https://EXAMPLE.com', 'Example.COM/'],
    ['https://my-app.vercel.app', '*.vercel.app'],
    ['http://a.b.vercel.app', '*.vercel.app'],
    ['https://preview.pages.dev', 'https://*.pages.dev'],
    ['http://localhost:3000', 'localhost:*'],
    ['http://localhost', 'localhost:*'],
    ['http://localhost:5173', 'http://localhost:*'],
    ['https://example.com:443', 'example.com'],
    ['https://app.example.com/some/path?q=1', '*.example.com'],
    ['https://a.ngrok-free.app', '*.ngrok-free.app'],
  ])('%s matches %s', (origin, pattern) => {
    expect(matchesOriginPattern(origin, pattern)).toBe(true)
  })

  it.each([
    ['https://vercel.app', '*.vercel.app'],
    ['https://evil-vercel.app', '*.vercel.app'],
    ['https://my-app.vercel.app.evil.com', '*.vercel.app'],
    ['http://preview.pages.dev', 'https://*.pages.dev'],
    ['http://localhost:3000', 'localhost'],
    ['http://localhost:3000', 'localhost:4000'],
    ['http://localhost.evil.com', 'localhost:*'],
    ['https://example.com', 'https://example.com:8443'],
    ['https://exampleXcom', 'example.com'],
    ['https://example.com', 'http://example.com'],
    ['https://example.com', ''],
    ['null', '*'],
    ['not an origin', '*'],
  ])('%s does not match %s', (origin, pattern) => {
    expect(matchesOriginPattern(origin, pattern)).toBe(false)
  })

  it('treats regular-expression characters in patterns literally', () => {
    expect(matchesOriginPattern('https://exampleXcom', 'example.com')).toBe(false)
    expect(matchesOriginPattern('https://example.com', '(.*)')).toBe(false)
    expect(matchesOriginPattern('https://aaaa.com', 'a+.com')).toBe(false)
    expect(matchesOriginPattern('https://example.com', '[a-z]*.com')).toBe(false)
  })

  it('never lets a wildcard stretch across scheme or port', () => {
    expect(matchesOriginPattern('https://example.com', '*')).toBe(true)
    expect(matchesOriginPattern('https://example.com:8443', '*')).toBe(false)
    expect(matchesOriginPattern('https://example.com', 'https://*')).toBe(true)
    expect(matchesOriginPattern('https://example.com', '*://example.com')).toBe(true)
    expect(matchesOriginPattern('https://evil.com/example.com', '*://*example.com')).toBe(false)
  })

  it('stays fast on hostile patterns', () => {
    const started = performance.now()
    expect(matchesOriginPattern(`https://${'a'.repeat(200)}.com`, `${'*a'.repeat(100)}.org`)).toBe(false)
    expect(performance.now() - started).toBeLessThan(500)
  })
})

describe('isOriginAllowed', () => {
  const allowed = ['localhost:*', '*.vercel.app', 'https://*.pages.dev', 'https://shop.example.com']

  it('passes when any pattern matches', () => {
    expect(isOriginAllowed('http://localhost:8080', allowed)).toBe(true)
    expect(isOriginAllowed('https://x.vercel.app', allowed)).toBe(true)
    expect(isOriginAllowed('https://shop.example.com', allowed)).toBe(true)
  })

  it('fails when none does, or when the list is empty', () => {
    expect(isOriginAllowed('https://example.com', allowed)).toBe(false)
    expect(isOriginAllowed('http://x.pages.dev', allowed)).toBe(false)
    expect(isOriginAllowed('http://localhost:8080', [])).toBe(false)
  })
})

describe('validateLoginEmailCooldown', () => {
  const sentAt = 1_700_000_000_000

  it('is 30 seconds', () => {
    expect(LOGIN_EMAIL_COOLDOWN_MS).toBe(30_000)
  })

  it('passes when no email was sent yet', () => {
    expect(validateLoginEmailCooldown(undefined, sentAt)).toEqual({ ok: true })
  })

  it.each([
    [0, 30],
    [1, 30],
    [500, 30],
    [1_000, 29],
    [15_500, 15],
    [28_999, 2],
    [29_000, 1],
    [29_200, 1],
    [29_999, 1],
  ])('after %i ms it asks to wait %i more seconds', (elapsed, seconds) => {
    expect(validateLoginEmailCooldown(sentAt, sentAt + elapsed)).toEqual({
      ok: false,
      message: `Please try again after ${seconds} seconds`,
    })
  })

  it('states the spec example word for word', () => {
    expect(validateLoginEmailCooldown(sentAt, sentAt + 29_200)).toEqual({
      ok: false,
      message: 'Please try again after 1 seconds',
    })
  })

  it.each([30_000, 30_001, 3_600_000])('passes after %i ms', (elapsed) => {
    expect(validateLoginEmailCooldown(sentAt, sentAt + elapsed)).toEqual({ ok: true })
  })

  it('never asks for more than the cooldown when the clock went backwards', () => {
    expect(validateLoginEmailCooldown(sentAt, sentAt - 60_000)).toEqual({
      ok: false,
      message: 'Please try again after 30 seconds',
    })
  })
})

describe('validateSendParameters', () => {
  const token = { symbol: 'ETH' }
  const receiverAddress = CHECKSUMMED
  const AMOUNT_AND_RECEIVER = { ok: false, message: 'An amount and receiver address are required' }

  it('passes for eip155 and solana', () => {
    expect(validateSendParameters({ amount: '0.5', receiverAddress, token, namespace: 'eip155' })).toEqual({ ok: true })
    expect(validateSendParameters({ amount: 1, receiverAddress: 'abc', token, namespace: 'solana' })).toEqual({ ok: true })
    expect(validateSendParameters({ amount: 10n, receiverAddress, token, namespace: 'eip155' })).toEqual({ ok: true })
  })

  it.each([undefined, null, '', '  ', '0', '0.000', 0, 0n, -1, '-1', 'abc', Number.NaN, Number.POSITIVE_INFINITY])(
    'needs an amount (%s is none)',
    (amount) => {
      expect(validateSendParameters({ amount, receiverAddress, token, namespace: 'eip155' })).toEqual(AMOUNT_AND_RECEIVER)
    },
  )

  it.each([undefined, null, '', '   '])('needs a receiver (%j is none)', (receiver) => {
    expect(validateSendParameters({ amount: '1', receiverAddress: receiver, token, namespace: 'eip155' })).toEqual(
      AMOUNT_AND_RECEIVER,
    )
  })

  it('needs a token', () => {
    expect(validateSendParameters({ amount: '1', receiverAddress, token: undefined, namespace: 'eip155' })).toEqual({
      ok: false,
      message: 'A token is required',
    })
  })

  it.each(['polkadot', 'bip122', 'cosmos', undefined])("refuses %s with 'Unsupported chain'", (namespace) => {
    expect(validateSendParameters({ amount: '1', receiverAddress, token, namespace })).toEqual({
      ok: false,
      message: 'Unsupported chain',
    })
  })

  it('reports problems in the spec order', () => {
    expect(validateSendParameters({ namespace: 'cosmos' })).toEqual(AMOUNT_AND_RECEIVER)
    expect(validateSendParameters({ amount: '1', receiverAddress, namespace: 'cosmos' })).toEqual({
      ok: false,
      message: 'A token is required',
    })
  })
})

describe('isBatchedCall', () => {
  it('needs to starting with 0x and optional data starting with 0x', () => {
    expect(isBatchedCall({ to: CHECKSUMMED })).toBe(true)
    expect(isBatchedCall({ to: CHECKSUMMED, data: '0x' })).toBe(true)
    expect(isBatchedCall({ to: CHECKSUMMED, data: '0xa9059cbb', value: 1n })).toBe(true)
    expect(isBatchedCall({ to: CHECKSUMMED.slice(2) })).toBe(false)
    expect(isBatchedCall({ to: CHECKSUMMED, data: 'a9059cbb' })).toBe(false)
    expect(isBatchedCall({ to: CHECKSUMMED, data: 42 })).toBe(false)
    expect(isBatchedCall({ data: '0x' })).toBe(false)
    expect(isBatchedCall(null)).toBe(false)
    expect(isBatchedCall('0x12')).toBe(false)
  })
})

describe('options rules', () => {
  it("refuses siwx together with siweConfig", () => {
    expect(validateSiwxOptions({ siwx: {}, siweConfig: {} })).toEqual({
      ok: false,
      message: 'Cannot set both siweConfig and siwx options',
    })
    expect(validateSiwxOptions({ siwx: {} })).toEqual({ ok: true })
    expect(validateSiwxOptions({ siweConfig: {} })).toEqual({ ok: true })
    expect(validateSiwxOptions({})).toEqual({ ok: true })
  })

  it('requires a project id', () => {
    expect(validateProjectId('abc123')).toEqual({ ok: true })
    for (const missing of [undefined, '', '  ', 123]) {
      expect(validateProjectId(missing)).toEqual({ ok: false, message: 'Project ID Not Configured' })
    }
  })
})
