// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../kernel/index.js'
import { createFakeConnector, FAKE_ADDRESS, fakeChainPlugin, testNetworks } from '../kernel/testing/index.js'
import { kitInternals } from '../kernel/internals.js'

// A server render has none of these; any read of them while importing or rendering is a bug.
const BROWSER_GLOBALS = ['window', 'document', 'customElements', 'localStorage', 'navigator', 'matchMedia', 'requestIdleCallback'] as const
const touched: string[] = []
let recording = false
const installed: string[] = []

beforeAll(() => {
  for (const name of BROWSER_GLOBALS) {
    if (name in globalThis) continue
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        if (recording) touched.push(name)
        return undefined
      },
    })
    installed.push(name)
  }
})

afterAll(() => {
  for (const name of installed) delete (globalThis as Record<string, unknown>)[name]
})

/** Runs fn and returns which browser globals it read. */
async function reads<T>(fn: () => T | Promise<T>): Promise<{ value: T; touched: string[] }> {
  touched.length = 0
  recording = true
  try {
    const value = await fn()
    return { value, touched: [...touched] }
  } finally {
    recording = false
  }
}

/** The cookies a visitor connected through the fake wallet on OP Mainnet (eip155:10) sends. */
function visitorCookieHeader(): string {
  const cookie = (key: string, value: unknown) => `${encodeURIComponent(`@appkit-wallet/${key}`)}=${encodeURIComponent(JSON.stringify(value))}`
  return [
    cookie('active_caip_network_id', 'eip155:10'),
    cookie('connection_status', 'connected'),
    cookie('connected_namespaces', ['eip155']),
    cookie('eip155:connected_connector_id', 'fake'),
    cookie('connections', { eip155: { connectorId: 'fake', accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }], caipNetworkId: 'eip155:10' } }),
  ].join('; ')
}

describe('server-side rendering', () => {
  it('runs where there is no window or document', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('imports the sdk and its React entry, creates a kit, renders the buttons and destroys it without touching the DOM', async () => {
    const imported = await reads(async () => {
      const [sdk, react] = await Promise.all([import('./index.js'), import('./react/index.js')])
      return { sdk, react }
    })
    expect(imported.touched).toEqual([])
    const { createKit } = imported.value.sdk
    const { KitProvider, ConnectButton, NetworkButton } = imported.value.react

    const kit = createKit({
      projectId: 'p',
      networks: [testNetworks.mainnet],
      plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })],
      storage: memoryStorage(),
      logLevel: 'silent',
    })
    const page = (
      <KitProvider kit={kit}>
        <ConnectButton />
        <NetworkButton />
      </KitProvider>
    )

    const first = await reads(() => renderToString(page))
    expect(first.touched).toEqual([])
    expect(first.value).toContain('Connect Wallet')
    // The network the kit starts on (the first configured), as the runtime will set it.
    expect(first.value).toContain('>Ethereum</button>')

    // A server that waits for the kit renders the same markup: it renders the state the kit was created with,
    // which is what a hydrating client renders too, whatever either kit has done since.
    await kit.ready
    expect(kit.getState().activeCaipNetwork?.name).toBe('Ethereum')
    const second = await reads(() => renderToString(page))
    expect(second.touched).toEqual([])
    expect(second.value).toBe(first.value)

    await kit.destroy()
    expect(kit.destroyed).toBe(true)
  })

  it('defines no elements and mounts no modal on the server, and reports no error for either', async () => {
    const { createKit, defineKitElements } = await import('./index.js')
    const kit = createKit({ projectId: 'p', networks: [testNetworks.mainnet], storage: memoryStorage(), logLevel: 'silent' })
    const errors: unknown[] = []
    kitInternals(kit).bus.on('kit:error', (e) => errors.push(e))
    expect(() => defineKitElements(kit)).not.toThrow()
    await kit.ready
    kit.open()
    expect(kit.getState().modal.open).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(errors).toEqual([])
    await kit.destroy()
  })

  it('renders each visitor from its own cookies, with one kit shared by every request', async () => {
    const { createKit, cookieToInitialState } = await import('./index.js')
    const { KitProvider, ConnectButton, NetworkButton } = await import('./react/index.js')
    const kit = createKit({
      projectId: 'p',
      networks: [testNetworks.mainnet, testNetworks.optimism],
      plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })],
      storage: memoryStorage(),
      logLevel: 'silent',
    })
    const visitorHeader = visitorCookieHeader()
    const page = (cookieHeader: string | null) => (
      <KitProvider kit={kit} initialState={cookieToInitialState(cookieHeader)}>
        <ConnectButton />
        <NetworkButton />
      </KitProvider>
    )

    const visitor = await reads(() => renderToString(page(visitorHeader)))
    expect(visitor.touched).toEqual([])
    expect(visitor.value).toContain('0x1111…1111')
    expect(visitor.value).toContain('OP Mainnet')

    // The next request, without cookies, on the same kit: nothing of the previous visitor's account shows.
    await kit.ready
    const stranger = renderToString(page(null))
    expect(stranger).toContain('Connect Wallet')
    expect(stranger).not.toContain('0x1111')
    await kit.destroy()
  })

  it("renders the ecosystem hooks and components on the server from the visitor's cookies, touching no browser global", async () => {
    const { createKit, cookieToInitialState } = await import('./index.js')
    const react = await import('./react/index.js')
    const { KitProvider, ConnectButton, AccountButton, NetworkButton, useKitBalance, useKitProvider, useKitTheme, useWalletInfo } = react
    const kit = createKit({
      projectId: 'p',
      networks: [testNetworks.mainnet, testNetworks.optimism],
      plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()], getBalance: async () => ({ balance: '2', symbol: 'ETH' }) })],
      storage: memoryStorage(),
      logLevel: 'silent',
      themeMode: 'system',
      themeVariables: { accent: '#7c3aed' },
    })
    const header = visitorCookieHeader()
    function Hooks() {
      const balance = useKitBalance()
      const { provider } = useKitProvider('eip155')
      const theme = useKitTheme()
      const { walletInfo } = useWalletInfo()
      return <p>{[balance.status, String(provider), theme.themeMode, theme.resolvedMode, theme.themeVariables.accent, walletInfo?.name ?? 'no wallet'].join('|')}</p>
    }
    const page = (
      <KitProvider kit={kit} initialState={cookieToInitialState(header)}>
        <ConnectButton.Custom>{({ mounted, account, chain }) => <span>{`custom:${String(mounted)}:${account?.displayName ?? '-'}:${chain?.name ?? '-'}`}</span>}</ConnectButton.Custom>
        <AccountButton chainIcon />
        <NetworkButton chainIcon compact />
        <Hooks />
      </KitProvider>
    )
    const first = await reads(() => renderToString(page))
    expect(first.touched).toEqual([])
    // Not mounted on the server: a custom button can draw a placeholder that hydration matches.
    expect(first.value).toContain('custom:false:0x1111…1111:OP Mainnet')
    expect(first.value).toContain('data-testid="account-details-button"')
    // The balance is read in the browser, so it is loading here; system mode is light until the browser says.
    expect(first.value).toContain('loading|undefined|system|light|#7c3aed|')
    expect(first.value).not.toContain('0.000')

    await kit.ready
    const second = await reads(() => renderToString(page))
    expect(second.touched).toEqual([])
    expect(second.value).toBe(first.value)
    await kit.destroy()
  })

  it('reads cookies where React cannot be imported, as in a server component', async () => {
    vi.resetModules()
    vi.doMock('react', () => {
      throw new Error('React was imported')
    })
    try {
      const { cookieToInitialState, cookieStorage } = await reads(() => import('./index.js')).then((r) => {
        expect(r.touched).toEqual([])
        return r.value
      })
      expect(cookieToInitialState('theme=dark')).toBeUndefined()
      expect(cookieStorage().getItem('@appkit-wallet/connections')).toBeNull()
      // The check itself works: the React entry does need React.
      await expect(import('./react/index.js')).rejects.toThrow()
    } finally {
      vi.doUnmock('react')
      vi.resetModules()
    }
  })
})
