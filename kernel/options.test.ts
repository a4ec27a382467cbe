import { describe, expect, it } from 'vitest'
import type { KitPlugin } from './context.js'
import { InvalidOptionsError, KitError } from './errors.js'
import { OptionWithoutPluginError } from './plugin-errors.js'
import { createKernel } from './kernel.js'
import { parseKitOptions, type KitOptions, type KitOptionsInput } from './options.js'
import { memoryStorage } from './storage.js'
import { SDK_VERSION } from './version.js'
import { testNetworks } from './testing/test-networks.js'

const base = { projectId: 'p', networks: [testNetworks.mainnet, testNetworks.optimism] } satisfies KitOptionsInput

function parsed(input: Partial<KitOptionsInput> = {}): KitOptions {
  const result = parseKitOptions({ ...base, ...input })
  if (!result.ok) throw new Error(`expected valid options, got ${JSON.stringify(result.issues)}`)
  return result.options
}

/** What createKernel throws for these options (as a host sees it), or undefined. */
function thrownBy(input: Record<string, unknown>): unknown {
  try {
    createKernel({ ...base, storage: memoryStorage(), ...input } as KitOptionsInput).destroy()
  } catch (error) {
    return error
  }
  return undefined
}

function expectInvalid(input: Record<string, unknown>, path: readonly PropertyKey[]) {
  const error = thrownBy(input)
  expect(error).toBeInstanceOf(InvalidOptionsError)
  const invalid = error as InvalidOptionsError
  expect(invalid.issues.map((i) => i.path)).toContainEqual(path)
  // The host reads error.message: it must say where the problem is (`networks[0].caipNetworkId`).
  const written = path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '')
  expect(invalid.message).toContain(written)
}

describe('spec §9 defaults', () => {
  it('fills in the default features', () => {
    expect(parsed().features).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
      connectMethodsOrder: ['email', 'social', 'wallet'],
    })
  })

  it('fills in default account types, sdk version, switches and log level', () => {
    const o = parsed()
    expect(o.defaultAccountTypes).toMatchObject({ bip122: 'payment', eip155: 'smartAccount', polkadot: 'eoa', solana: 'eoa' })
    // The package version (kernel/version.test.ts), so the services can tell which release called them.
    expect(o.sdkVersion).toBe(SDK_VERSION)
    expect(o).toMatchObject({
      enableNetworkSwitch: true,
      enableWalletConnect: true,
      enableEIP6963: true,
      enableWallets: true,
      enableWalletGuide: true,
      enableReconnect: true,
      allowUnsupportedChain: false,
      enableEmbedded: false,
      disableAppend: false,
      debug: false,
      themeMode: 'system',
      logLevel: 'error',
    })
    expect(o.defaultNetwork).toEqual(testNetworks.mainnet)
  })

  it('merges the host\'s features and account types over the defaults', () => {
    const o = parsed({ features: { swaps: false, socials: ['github'] }, defaultAccountTypes: { eip155: 'eoa' } })
    expect(o.features).toMatchObject({ swaps: false, socials: ['github'], onramp: true, analytics: true })
    expect(o.defaultAccountTypes).toMatchObject({ eip155: 'eoa', bip122: 'payment' })
  })

  it('treats an option set to undefined as not set (`features: { swaps: flag ? false : undefined }`)', () => {
    const o = parsed({ features: { swaps: undefined, send: false } })
    expect(o.features.swaps).toBe(true)
    expect(o.features.send).toBe(false)
  })

  it('gives each kit its own default lists, so one kit cannot change another\'s', () => {
    const a = parsed()
    const b = parsed()
    expect(a.features.socials).not.toBe(b.features.socials)
    expect(a.features.connectorTypeOrder).not.toBe(b.features.connectorTypeOrder)
  })

  it('debug mode raises the log level to debug unless one is given', () => {
    expect(parsed({ debug: true }).logLevel).toBe('debug')
    expect(parsed({ debug: true, logLevel: 'warn' }).logLevel).toBe('warn')
  })

  it('falls back to the first network, with a warning, when defaultNetwork is not listed', () => {
    const result = parseKitOptions({ ...base, defaultNetwork: testNetworks.sepolia })
    expect(result.ok && result.options.defaultNetwork).toEqual(testNetworks.mainnet)
    expect(result.ok && result.warnings).toEqual(['defaultNetwork eip155:11155111 is not in networks; using eip155:1'])
  })

  it('puts `adapters` before `plugins`, as chain plugins', () => {
    const adapter = { id: 'eip155', setup: () => {} }
    const feature = { id: 'swaps', setup: () => {} }
    expect(parsed({ plugins: [feature], adapters: [adapter] }).plugins).toEqual([adapter, feature])
  })
})

describe('rejected options', () => {
  it("siwx with siweConfig throws 'Cannot set both siweConfig and siwx options'", () => {
    const error = thrownBy({ siwx: {}, siweConfig: {} })
    expect(error).toBeInstanceOf(KitError)
    expect((error as KitError).shortMessage).toBe('Cannot set both siweConfig and siwx options')
  })

  it('either one alone is fine with a plugin that owns it, and a clear error without one', () => {
    const siwx = { id: 'siwx', ownsOptions: ['siwx', 'siweConfig'], setup: () => {} } satisfies KitPlugin
    expect(thrownBy({ siwx: {}, plugins: [siwx] })).toBeUndefined()
    expect(thrownBy({ siweConfig: {}, plugins: [siwx] })).toBeUndefined()
    const error = thrownBy({ siwx: {} })
    expect(error).toBeInstanceOf(OptionWithoutPluginError)
    expect((error as KitError).shortMessage).toBe('The siwx option needs the siwx() plugin')
  })

  it('a feature option of the spec that no plugin provides stops start-up instead of doing nothing', () => {
    expect((thrownBy({ universalProvider: {} }) as KitError).shortMessage).toBe('The universalProvider option needs the walletConnect() plugin')
    expect((thrownBy({ featuredWalletIds: ['x'] }) as KitError).shortMessage).toBe('The featuredWalletIds option needs the registry() plugin')
  })

  it('names the bad path for a wrong type', () => {
    expectInvalid({ themeMode: 'blue' }, ['themeMode'])
    expectInvalid({ enableNetworkSwitch: 'yes' }, ['enableNetworkSwitch'])
    expectInvalid({ features: { swaps: 'on' } }, ['features', 'swaps'])
  })

  it('requires at least one network, and well-formed ones', () => {
    expectInvalid({ networks: [] }, ['networks'])
    expectInvalid({ networks: [{ ...testNetworks.mainnet, caipNetworkId: 'mainnet' }] }, ['networks', 0, 'caipNetworkId'])
  })

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example'])(
    'rejects termsConditionsUrl %s, which would land in an href',
    (url) => expectInvalid({ termsConditionsUrl: url }, ['termsConditionsUrl']),
  )

  it('accepts http(s) legal links', () => {
    expect(thrownBy({ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'http://localhost/privacy' })).toBeUndefined()
  })

  it.each(['red;} body{display:none', 'url(https://evil.example/x.png)', 'URL (x)', '</style><script>', 'a\\3b'])(
    'rejects the themeVariables value %s, which would escape the style sheet',
    (value) => expectInvalid({ themeVariables: { accent: value } }, ['themeVariables', 'accent']),
  )

  it.each(['https://cdn.example.com/icons', 'cdn.example.com', '//cdn.example.com', 'javascript:alert(1)', 'ftp://cdn.example.com', 'https://user@cdn.example.com', 'https://cdn.example.com?x'])(
    'rejects the image origin %s: an http(s) origin is scheme, host and port only',
    (origin) => expectInvalid({ allowedImageOrigins: [origin] }, ['allowedImageOrigins', 0]),
  )

  it('accepts image origins, and at most 32 of them', () => {
    expect(parsed({ allowedImageOrigins: ['https://cdn.example.com', 'http://127.0.0.1:8080', 'https://CDN.example.org/'] }).allowedImageOrigins).toHaveLength(3)
    const many = Array.from({ length: 33 }, (_, i) => `https://cdn${i}.example.com`)
    expectInvalid({ allowedImageOrigins: many }, ['allowedImageOrigins'])
  })

  it('accepts ordinary theme values', () => {
    const o = parsed({ themeVariables: { accent: '#47a1ff', fontFamily: '"Inter", sans-serif', zIndex: 1000, borderRadiusMaster: '2px' } })
    expect(o.themeVariables).toEqual({ accent: '#47a1ff', fontFamily: '"Inter", sans-serif', zIndex: 1000, borderRadiusMaster: '2px' })
  })

  it('accepts a light, dark or system theme mode, and a tint of at most 40%', () => {
    for (const themeMode of ['light', 'dark', 'system'] as const) expect(parsed({ themeMode }).themeMode).toBe(themeMode)
    expect(parsed({ themeVariables: { colorMix: '#7c3aed', colorMixStrength: 40, qrColor: '#1e1b4b' } }).themeVariables).toEqual({ colorMix: '#7c3aed', colorMixStrength: 40, qrColor: '#1e1b4b' })
    expectInvalid({ themeVariables: { colorMixStrength: 41 } }, ['themeVariables', 'colorMixStrength'])
    expectInvalid({ themeVariables: { colorMixStrength: '10%' } }, ['themeVariables', 'colorMixStrength'])
  })
})
