import { act, Profiler, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { memoryStorage, type ConnectorConnection, type Kit, type KitOptionsInput, type StorageBackend } from '../kernel/index.js'
import { createFakeConnector, FAKE_ADDRESS, fakeChainPlugin, testNetworks, type FakeConnector } from '../kernel/testing/index.js'
import { cookieStorage, cookieToInitialState, createKit, type KitInitialState } from './index.js'
import { ConnectButton, KitProvider, NetworkButton, useKitAccount } from './react/index.js'

const SHORT_ADDRESS = '0x1111…1111'

// React's act() runs only where the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** What a host page prints of the account, beside the buttons. */
function Status() {
  return <output>{useKitAccount().status ?? 'none'}</output>
}

function Page({ kit, initialState, onButton }: { kit: Kit; initialState?: KitInitialState; onButton?: () => void }) {
  const buttons: ReactNode = (
    <>
      <ConnectButton />
      <NetworkButton />
    </>
  )
  return (
    <KitProvider kit={kit} initialState={initialState}>
      {onButton ? (
        <Profiler id="buttons" onRender={onButton}>
          {buttons}
        </Profiler>
      ) : (
        buttons
      )}
      <Status />
    </KitProvider>
  )
}

function kitWith(wallet: FakeConnector, options: Partial<KitOptionsInput> = {}): Kit {
  const kit = createKit({
    projectId: 'p',
    networks: [testNetworks.mainnet, testNetworks.optimism],
    plugins: [fakeChainPlugin('eip155', { connectors: [wallet], getBalance: async () => ({ balance: '1.5', symbol: 'ETH' }) })],
    storage: memoryStorage(),
    logLevel: 'silent',
    ...options,
  })
  onTestFinished(() => kit.destroy())
  return kit
}

/** A wallet whose reconnect() waits until the test lets it answer, as a real extension takes a moment to. */
function slowlyRestoringWallet() {
  const wallet = createFakeConnector({ chainId: 10 })
  let answer: (() => void) | undefined
  const reconnect = () =>
    new Promise<ConnectorConnection>((resolve) => (answer = () => resolve({ accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }], chainId: 10 })))
  return { wallet: { ...wallet, reconnect } satisfies FakeConnector, answer: () => answer?.(), asked: () => answer !== undefined }
}

/** Hydrates server markup as a browser does, collecting every error React reports. */
async function hydrate(html: string, page: ReactNode | ((container: HTMLElement) => ReactNode)) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const recoverable: unknown[] = []
  const consoleError = vi.spyOn(console, 'error')
  let root!: Root
  await act(async () => {
    root = hydrateRoot(container, typeof page === 'function' ? page(container) : page, { onRecoverableError: (error) => recoverable.push(error) })
  })
  onTestFinished(() => act(() => root.unmount()))
  return { container, recoverable, consoleError }
}

const texts = (container: HTMLElement) => [...container.querySelectorAll('button, output')].map((el) => el.textContent)

/** Leaves a connection in `storage` the way a visitor's earlier visit did. */
async function connectOnce(storage: StorageBackend) {
  const kit = kitWith(createFakeConnector(), { storage })
  await kit.ready
  await kit.connect('fake')
  await kit.switchNetwork(testNetworks.optimism)
  await kit.destroy()
}

afterEach(() => {
  document.body.innerHTML = ''
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
})

describe('hydration', () => {
  it('matches the server’s markup while the browser’s kit already restored a connection, then shows it', async () => {
    const server = kitWith(createFakeConnector())
    const html = renderToString(<Page kit={server} />)
    await server.destroy()
    expect(html).toContain('Connect Wallet')

    const storage = memoryStorage()
    await connectOnce(storage)
    const client = kitWith(createFakeConnector({ chainId: 10 }), { storage })
    await client.ready
    expect(client.getAccount().status).toBe('connected')

    const { container, recoverable, consoleError } = await hydrate(html, <Page kit={client} />)
    expect(recoverable).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    // After hydration React renders the live state.
    expect(texts(container)).toEqual([`1.500 ETH · ${SHORT_ADDRESS}`, 'OP Mainnet', 'connected'])
  })

  it('from cookies: the server renders the account, and the browser never shows "Connect Wallet" or "Connecting…" while it reconnects', async () => {
    const browserStorage = cookieStorage()
    await connectOnce(browserStorage)
    const initialState = cookieToInitialState(document.cookie)
    expect(initialState).toBeDefined()

    // The server: one kit for every visitor, this visitor's state from the request's cookies.
    const server = kitWith(createFakeConnector())
    const html = renderToString(<Page kit={server} initialState={initialState} />)
    // The server is another realm than the browser's page: its kit is not a second kit there.
    await server.destroy()
    expect(html).toContain(SHORT_ADDRESS)
    expect(html).toContain('OP Mainnet')
    expect(html).toContain('reconnecting')

    // The browser: a new kit on the same cookies, its wallet slow to confirm the session.
    const { wallet, answer, asked } = slowlyRestoringWallet()
    const client = kitWith(wallet, { storage: browserStorage })
    const shown: string[] = []
    const { container, recoverable, consoleError } = await hydrate(
      html,
      (container) => <Page kit={client} initialState={initialState} onButton={() => shown.push(container.querySelector('button')!.textContent!)} />,
    )
    expect(recoverable).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()

    await act(async () => {
      await vi.waitFor(() => expect(asked()).toBe(true))
    })
    expect(texts(container)).toEqual([SHORT_ADDRESS, 'OP Mainnet', 'reconnecting'])

    await act(async () => {
      answer()
      await client.ready
    })
    await vi.waitFor(() => expect(texts(container)).toEqual([`1.500 ETH · ${SHORT_ADDRESS}`, 'OP Mainnet', 'connected']))
    // Every text the button showed, from hydration on: the account, then the account with its balance.
    expect(new Set(shown)).toEqual(new Set([SHORT_ADDRESS, `1.500 ETH · ${SHORT_ADDRESS}`]))
  })

  it('from cookies: falls back to "Connect Wallet" when the wallet no longer restores the session', async () => {
    const browserStorage = cookieStorage()
    await connectOnce(browserStorage)
    const initialState = cookieToInitialState(document.cookie)
    const server = kitWith(createFakeConnector())
    const html = renderToString(<Page kit={server} initialState={initialState} />)
    await server.destroy()

    const client = kitWith(createFakeConnector({ reconnect: 'expired' }), { storage: browserStorage })
    const { container, recoverable } = await hydrate(html, <Page kit={client} initialState={initialState} />)
    expect(recoverable).toEqual([])
    await act(() => client.ready)
    expect(texts(container)).toEqual(['Connect Wallet', 'OP Mainnet', 'disconnected'])
    expect(cookieToInitialState(document.cookie)).toBeUndefined()
  })
})
