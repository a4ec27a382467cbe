import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitError, type Kit, type KitOptionsInput, type KitPlugin, type WalletListEntry } from '../../../kernel/index.js'
import { createFakeClock, settle, type FakeClock } from '../../../kernel/testing/index.js'
import { KitContext } from '../../../ui/kit-context.js'
import { PluginReactContext } from '../../../ui/plugin-context.js'
import { createTestKit, mainnet, modal, optimism } from '../../../ui/testing/test-kit.js'
import { walletConnect } from '../plugin.js'
import ConnectingWalletConnectBasicView from './ConnectingWalletConnectBasicView.js'
import { createFakePairingProvider, type FakePairingProvider } from '../test-provider.js'
import { PAIRING_UNREACHABLE } from '../pairing-errors.js'
import { kitInternals } from '../../../kernel/internals.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const METAMASK: WalletListEntry = {
  id: 'metamask-id',
  name: 'MetaMask',
  image_url: 'https://registry.example/metamask.png',
  mobile_link: 'metamask://',
  desktop_link: 'metamask-desktop://',
  webapp_link: 'https://web.metamask.example',
}

const evm: KitPlugin = {
  id: 'evm',
  setup: (ctx) => void ctx.adapters.register({ namespace: 'eip155', getBalance: async () => ({ balance: '1.5', symbol: 'ETH' }) }),
}

let kit: Kit | undefined
afterEach(async () => {
  cleanup()
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

async function start(options: { mobile?: boolean; plugins?: KitPlugin[]; clock?: FakeClock; extra?: Partial<KitOptionsInput>; mount?: boolean } = {}) {
  const provider: FakePairingProvider = createFakePairingProvider()
  kit = await createTestKit({
    networks: [mainnet, optimism],
    options: {
      plugins: options.plugins ?? [evm, walletConnect()],
      universalProvider: provider,
      isMobile: () => options.mobile ?? false,
      ...(options.clock ? { clock: options.clock } : {}),
      ...options.extra,
    },
    mount: options.mount ?? true,
  })
  return { kit, provider }
}

/** Lets the lazy view, the service and the fake provider's microtasks run. */
async function flush() {
  await act(async () => {
    await settle()
    await settle()
  })
}

describe('ConnectingWalletConnectBasic', () => {
  it('shows a spinner, then the QR code and its label; the approved session shows the account', async () => {
    const { kit, provider } = await start()
    provider.holdUris = true
    await act(async () => kit.open({ view: 'ConnectingWalletConnectBasic' }))
    expect(await modal().findByRole('dialog', { name: 'WalletConnect' })).toBeTruthy()
    expect(await modal().findByRole('status', { name: 'Creating a connection link' })).toBeTruthy()
    expect((modal().getByRole('button', { name: 'Copy link' }) as HTMLButtonElement).disabled).toBe(true)
    await act(async () => provider.releaseUri())
    const qr = await modal().findByRole('img', { name: 'QR code to connect a wallet with WalletConnect' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(modal().getByText('Open and continue in the wallet app')).toBeTruthy()
    expect(provider.proposals).toHaveLength(1)

    await act(async () => provider.approve([`eip155:1:${ALICE}`]))
    expect(await modal().findByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(kit.getAccount().address).toBe(ALICE)
    expect(kit.getState().modal.history).toEqual([{ view: 'Account' }])
  })

  it('a connection step covering the screen: declined, the screen says so with the step’s words and pairs again on "Try again"', async () => {
    // A plugin that asks the visitor to confirm before the session counts (as a sign-in step does).
    const confirm: KitPlugin = {
      id: 'confirm',
      setup(ctx) {
        ctx.connection.addStep({
          id: 'confirm',
          async run() {
            try {
              await ctx.modal.prompt('Networks', undefined, { dismissible: false })
            } catch (error) {
              throw new KitError('You did not confirm', { code: 4001, cause: error })
            }
          },
        })
      },
    }
    const { kit, provider } = await start({ plugins: [evm, walletConnect(), confirm] })
    await act(async () => kit.open({ view: 'ConnectingWalletConnectBasic' }))
    await modal().findByRole('img', { name: /QR code/ })
    await act(async () => provider.approve([`eip155:1:${ALICE}`]))
    await modal().findByRole('dialog', { name: 'Choose Network' })
    expect(kit.getAccount().isConnected).toBe(false)
    const prompt = kit.getState().modal.history.at(-1)!.prompt!
    await act(async () => kitInternals(kit).modal.answer(prompt.id, { error: new Error('no') }))
    await modal().findByRole('dialog', { name: 'WalletConnect' })
    expect(await modal().findByText('Connection declined')).toBeTruthy()
    expect(modal().getByText('You did not confirm')).toBeTruthy()
    expect(kit.getAccount().isConnected).toBe(false)
    // The refused session was ended at the wallet; trying again pairs anew.
    expect(provider.disconnects).toBe(1)
    await waitFor(() => expect((modal().getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(false), { timeout: 2000 })
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await modal().findByRole('img', { name: /QR code/ })
    expect(provider.proposals).toHaveLength(2)
  })

  it('copies the link, with a toast', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { kit, provider } = await start()
    await act(async () => kit.open({ view: 'ConnectingWalletConnectBasic' }))
    await modal().findByRole('img', { name: /QR code/ })
    fireEvent.click(modal().getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(provider.uris[0]))
    expect(await modal().findByText('Link copied')).toBeTruthy()
  })

  it('replaces an expired code with a fresh one', async () => {
    const clock = createFakeClock()
    const { kit, provider } = await start({ clock })
    await act(async () => kit.open({ view: 'ConnectingWalletConnectBasic' }))
    await modal().findByRole('img', { name: /QR code/ })
    await act(async () => clock.advance(230_001))
    await flush()
    expect(provider.proposals).toHaveLength(2)
    expect(kit.getState().walletconnect.uri).toBe(provider.uris[1])
    await modal().findByRole('img', { name: /QR code/ })
  })

  it('explains a declined connection; "Try again" waits 1 s, then pairs anew', async () => {
    const clock = createFakeClock()
    const { kit, provider } = await start({ clock })
    await act(async () => kit.open({ view: 'ConnectingWalletConnectBasic' }))
    await modal().findByRole('img', { name: /QR code/ })
    await act(async () => provider.reject())
    expect(await modal().findByText('Connection declined')).toBeTruthy()
    expect(modal().getByText('Connection declined').closest('[role="alert"]')).toBeTruthy()
    const retry = modal().getByRole('button', { name: 'Try again' }) as HTMLButtonElement
    expect(retry.disabled).toBe(true)
    await act(async () => clock.advance(999))
    expect(retry.disabled).toBe(true)
    await act(async () => clock.advance(1))
    expect(retry.disabled).toBe(false)
    fireEvent.click(retry)
    await modal().findByRole('img', { name: /QR code/ })
    expect(provider.proposals).toHaveLength(2)
  })

  it('drops the pairing when the visitor leaves the screen', async () => {
    const { kit, provider } = await start()
    await act(async () => kit.open({ view: 'ConnectingWalletConnectBasic' }))
    await modal().findByRole('img', { name: /QR code/ })
    await act(async () => kit.close())
    await flush()
    expect(kit.getState().walletconnect).toEqual({ status: 'idle' })
    await act(async () => provider.approve([`eip155:1:${ALICE}`]))
    expect(provider.disconnects).toBe(1)
  })

  it('is where a kit without adapters opens on a desktop, and closes once paired', async () => {
    const { kit, provider } = await start({ plugins: [walletConnect()] })
    await act(async () => kit.open())
    await modal().findByRole('img', { name: /QR code/ })
    expect(Object.keys(provider.proposals[0]!)).toEqual(['eip155'])
    await act(async () => provider.approve([`eip155:1:${ALICE}`]))
    await waitFor(() => expect(kit.getState().modal.open).toBe(false))
  })
})

describe('ConnectingWalletConnect', () => {
  it('titles the screen with the wallet, shows its code and its desktop and web apps', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { kit, provider } = await start()
    await act(async () => kit.open({ view: 'ConnectingWalletConnect', params: { wallet: { ...METAMASK, name: 'Trust Wallet' } } }))
    expect(await modal().findByRole('dialog', { name: 'Trust' })).toBeTruthy()
    await modal().findByRole('img', { name: 'QR code to connect Trust' })
    fireEvent.click(modal().getByRole('button', { name: 'Open desktop app' }))
    expect(open).toHaveBeenLastCalledWith(`metamask-desktop://wc?uri=${encodeURIComponent(provider.uris[0]!)}`, '_self')
    fireEvent.click(modal().getByRole('button', { name: 'Open web app' }))
    expect(open).toHaveBeenLastCalledWith(`https://web.metamask.example/wc?uri=${encodeURIComponent(provider.uris[0]!)}`, '_blank', 'noopener,noreferrer')
    expect(kitInternals(kit).contextOf('walletconnect').storage.item('deeplink_choice').get()).toEqual({ name: 'Trust Wallet', href: 'metamask-desktop://' })
  })

  it('offers no button for a link that is not safe to open', async () => {
    const { kit } = await start()
    await act(async () => kit.open({ view: 'ConnectingWalletConnect', params: { wallet: { ...METAMASK, desktop_link: 'javascript:alert(1)', webapp_link: 'data:text/html,x' } } }))
    await modal().findByRole('img', { name: /QR code/ })
    expect(modal().queryByRole('button', { name: 'Open desktop app' })).toBeNull()
    expect(modal().queryByRole('button', { name: 'Open web app' })).toBeNull()
    expect(modal().getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })

  it('on a phone opens the wallet’s app with the URI, remembers the choice, and adds the wallet to the recent ones', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { kit, provider } = await start({ mobile: true })
    await act(async () => kit.open({ view: 'ConnectingWalletConnect', params: { wallet: METAMASK } }))
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(open).toHaveBeenCalledWith(`metamask://wc?uri=${encodeURIComponent(provider.uris[0]!)}`, '_self')
    expect(kitInternals(kit).contextOf('walletconnect').storage.item('deeplink_choice').get()).toEqual({ name: 'MetaMask', href: 'metamask://' })
    expect(modal().queryByRole('img', { name: /QR code/ })).toBeNull()
    fireEvent.click(modal().getByRole('button', { name: 'Open MetaMask' }))
    expect(open).toHaveBeenCalledTimes(2)

    await act(async () => provider.approve([`eip155:1:${ALICE}`]))
    expect(await modal().findByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(kit.getState().wallets.recent.map((w) => w.id)).toEqual(['metamask-id'])
    expect(kitInternals(kit).storage.get('wallet_id')).toBe('metamask-id')
  })

  it('on a phone never opens a hostile link, and falls back to the code', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { kit } = await start({ mobile: true })
    await act(async () => kit.open({ view: 'ConnectingWalletConnect', params: { wallet: { ...METAMASK, mobile_link: ' JaVaScRiPt:alert(document.cookie)' } } }))
    await modal().findByRole('img', { name: /QR code/ })
    await flush()
    expect(open).not.toHaveBeenCalled()
    expect(kitInternals(kit).contextOf('walletconnect').storage.item('deeplink_choice').get()).toBeUndefined()
  })
})

describe('in the visitor’s language', () => {
  it('reads Japanese: the code, its status, the copy button and toast, a failure it explains; the host’s words win', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => {}) } })
    const { kit, provider } = await start({ extra: { locale: 'ja', messages: { 'walletconnect.title': 'Pair a wallet' } } })
    await act(async () => kit.open({ view: 'ConnectingWalletConnectBasic' }))
    expect(await modal().findByRole('dialog', { name: 'Pair a wallet' })).toBeTruthy()
    expect(await modal().findByRole('img', { name: 'WalletConnectでウォレットを接続するためのQRコード' })).toBeTruthy()
    expect(modal().getByText('ウォレットアプリを開いて続行してください')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'リンクをコピー' }))
    expect(await modal().findByText('リンクをコピーしました')).toBeTruthy()

    await act(async () => provider.reject(new Error(PAIRING_UNREACHABLE)))
    expect(await modal().findByText('接続に失敗しました')).toBeTruthy()
    expect(modal().getByText('WalletConnectに接続できませんでした。接続を確認して再試行してください')).toBeTruthy()
    expect(modal().getByRole('button', { name: '再試行' })).toBeTruthy()
  })

  it('names the chosen wallet in the visitor’s language', async () => {
    const { kit } = await start({ extra: { locale: 'de' } })
    await act(async () => kit.open({ view: 'ConnectingWalletConnect', params: { wallet: METAMASK } }))
    expect(await modal().findByRole('img', { name: 'QR-Code zum Verbinden mit MetaMask' })).toBeTruthy()
    expect(modal().getByText('Scanne den Code mit MetaMask auf deinem Smartphone')).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Desktop-App öffnen' })).toBeTruthy()
  })
})

describe('both views', () => {
  it('pair once under StrictMode', async () => {
    const { kit, provider } = await start({ mount: false })
    render(
      <StrictMode>
        <KitContext.Provider value={kit}>
          <PluginReactContext.Provider value={kitInternals(kit).contextOf('walletconnect')}>
            <ConnectingWalletConnectBasicView />
          </PluginReactContext.Provider>
        </KitContext.Provider>
      </StrictMode>,
    )
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy()
    await flush()
    expect(provider.proposals).toHaveLength(1)
    expect(kit.getState().walletconnect.status).toBe('pairing')
  })
})
