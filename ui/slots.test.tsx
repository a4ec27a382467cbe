import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccountFeature, Kit, KitOptionsInput, KitPlugin, PluginContext, TokenBalance } from '../kernel/index.js'
import { kitInternals } from '../kernel/internals.js'
import { usePluginContext } from './plugin-context.js'
import { createTestKit, fakeConnector, modal, modalHost, type TestKitOptions } from './testing/test-kit.js'
import type { ViewProps } from './view-props.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

/** A slot part that says which plugin's context it was rendered with, and remembers that context. */
const contexts = new Map<string, PluginContext>()
const part = (text: string) => async () => ({
  default: function Part() {
    const ctx = usePluginContext()
    contexts.set(text, ctx)
    return <p>{`${text} (${ctx.id})`}</p>
  },
})

/** A plugin whose setup makes the given contributions; `ctx()` is the context that setup got. */
function contributing(id: string, register: (ctx: PluginContext) => void) {
  let context: PluginContext | undefined
  const plugin: KitPlugin = {
    id,
    setup(ctx) {
      context = ctx
      register(ctx)
    },
  }
  return { plugin, ctx: () => context! }
}

// ---------------------------------------------------------------------------------------------
// Connect sections
// ---------------------------------------------------------------------------------------------

/** Email and social sign-in from an embedded-wallet plugin, and a passkey section the host's order does not name. */
const embedded = () =>
  contributing('embedded', (ctx) => {
    ctx.slots.register('connect.section', { id: 'social', load: part('Social sign-in') })
    ctx.slots.register('connect.section', { id: 'email', load: part('Email sign-in') })
  })
const passkeys = () => contributing('passkeys', (ctx) => void ctx.slots.register('connect.section', { id: 'passkey', load: part('Passkey sign-in') }))

async function openConnect(plugins: readonly KitPlugin[], options: Partial<KitOptionsInput> = {}) {
  kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })], plugins, options })
  await act(async () => kit!.open())
  await modal().findByRole('button', { name: /Good Wallet/ })
}
const sections = () => [...modalHost().shadowRoot!.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section'))
const section = (id: string) => within(modalHost().shadowRoot!.querySelector(`[data-section="${id}"]`) as HTMLElement)

describe('Connect view sections', () => {
  it('follow features.connectMethodsOrder (email, social, wallet by default); a section the order does not name comes last', async () => {
    await openConnect([passkeys().plugin, embedded().plugin])
    await modal().findByText('Email sign-in (embedded)')
    await modal().findByText('Passkey sign-in (passkeys)')
    expect(sections()).toEqual(['email', 'social', 'wallet', 'passkey'])
  })

  it("follow the host's order", async () => {
    await openConnect([passkeys().plugin, embedded().plugin], { features: { connectMethodsOrder: ['wallet', 'email', 'social'] } })
    await modal().findByText('Social sign-in (embedded)')
    expect(sections()).toEqual(['wallet', 'email', 'social', 'passkey'])
    expect(section('wallet').getByRole('button', { name: /Good Wallet/ })).toBeTruthy()
  })

  it("render with their own plugin's context, the one its setup got", async () => {
    const email = embedded()
    const passkey = passkeys()
    await openConnect([email.plugin, passkey.plugin])
    expect(await section('email').findByText('Email sign-in (embedded)')).toBeTruthy()
    expect(await section('passkey').findByText('Passkey sign-in (passkeys)')).toBeTruthy()
    expect(contexts.get('Email sign-in')).toBe(email.ctx())
    expect(contexts.get('Passkey sign-in')).toBe(passkey.ctx())
  })

  it('a section that throws shows what went wrong inside it, and the wallets still show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = contributing('broken', (ctx) =>
      ctx.slots.register('connect.section', {
        id: 'email',
        load: async () => ({
          default: function Broken(): never {
            throw new Error('Email sign-in is unavailable')
          },
        }),
      }),
    )
    await openConnect([broken.plugin])
    expect(await section('email').findByText('Something went wrong')).toBeTruthy()
    expect(section('email').getByText('Email sign-in is unavailable')).toBeTruthy()
    expect(section('email').getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(section('wallet').getByRole('button', { name: /Good Wallet/ })).toBeTruthy()
    expect(section('wallet').queryByText('Something went wrong')).toBeNull()
  })
})

// ---------------------------------------------------------------------------------------------
// Account features and tabs
// ---------------------------------------------------------------------------------------------

/** A feature's own screen, showing the params it was opened with (a pairing view stands in for it). */
function SendView({ params }: ViewProps<'ConnectingWalletConnect'>) {
  return <p>{`Sending from ${params.wallet.name}`}</p>
}
const TREASURY = { id: 'treasury', name: 'Treasury' }

/** The spec's wallet features, registered in neither the default nor the host's order. */
const walletFeatures = (limits: Partial<Record<AccountFeature['id'], AccountFeature['namespaces']>> = {}) =>
  contributing('features', (ctx) => {
    ctx.views.register('ConnectingWalletConnect', { load: async () => ({ default: SendView }), title: 'Send' })
    const features: AccountFeature[] = [
      { id: 'receive', label: 'Receive', icon: 'receive', view: 'Networks' },
      { id: 'swaps', label: 'Swap', view: 'Networks' },
      { id: 'send', label: 'Send', icon: 'send', view: 'ConnectingWalletConnect', params: { wallet: TREASURY } },
      { id: 'onramp', label: 'Buy', view: 'Networks' },
    ]
    for (const feature of features) ctx.slots.register('account.feature', limits[feature.id] ? { ...feature, namespaces: limits[feature.id] } : feature)
  })

const DUSD: TokenBalance = { name: 'Dollar', symbol: 'DUSD', chainId: 'eip155:1', value: 12.5, price: 1, quantity: { decimals: '6', numeric: '12.5' } }

async function openAccount(plugins: readonly KitPlugin[], options: Omit<TestKitOptions, 'connectors' | 'plugins'> = {}) {
  kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })], plugins, ...options })
  await kit.connect('good')
  await act(async () => kit!.open())
  await modal().findByText('1.234 ETH')
}
const featureLabels = () =>
  within(modal().getByRole('list', { name: 'Wallet features' }))
    .getAllByRole('button')
    .map((b) => b.textContent)

describe('Account view features', () => {
  it('show in features.walletFeaturesOrder (onramp, swaps, receive, send by default)', async () => {
    await openAccount([walletFeatures().plugin])
    expect(featureLabels()).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  })

  it("show in the host's order, and each opens its view with its params", async () => {
    await openAccount([walletFeatures().plugin], { options: { features: { walletFeaturesOrder: ['send', 'receive', 'onramp', 'swaps'] } } })
    expect(featureLabels()).toEqual(['Send', 'Receive', 'Buy', 'Swap'])

    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
    expect(await modal().findByText('Sending from Treasury')).toBeTruthy()
    expect(kitInternals(kit!).router.current).toEqual({ view: 'ConnectingWalletConnect', params: { wallet: TREASURY } })
    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    expect(await modal().findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('a feature limited to other namespaces is hidden', async () => {
    await openAccount([walletFeatures({ swaps: ['solana'], onramp: ['eip155', 'solana'] }).plugin])
    expect(featureLabels()).toEqual(['Buy', 'Receive', 'Send'])
  })

  it('none registered: no feature list', async () => {
    await openAccount([])
    expect(modal().queryByRole('list', { name: 'Wallet features' })).toBeNull()
  })
})

describe('Account view tabs', () => {
  const activity = () =>
    contributing('activity', (ctx) => void ctx.slots.register('account.tab', { id: 'activity', label: 'Activity', load: part('No activity yet') }))

  it('with a plugin tab: Tokens and Activity in a tab list, Tokens first; switching shows the other panel', async () => {
    await openAccount([activity().plugin], { adapter: { getTokenBalances: async () => [DUSD] } })
    const tabs = within(modal().getByRole('tablist', { name: 'Account' })).getAllByRole('tab')
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Tokens', 'true'],
      ['Activity', 'false'],
    ])
    const tokens = modal().getByRole('tabpanel', { name: 'Tokens' })
    expect(await within(tokens).findByRole('list', { name: 'Tokens' })).toBeTruthy()

    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    const panel = modal().getByRole('tabpanel', { name: 'Activity' })
    expect(await within(panel).findByText('No activity yet (activity)')).toBeTruthy()
    expect(modal().getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    expect(modal().queryByRole('list', { name: 'Tokens' })).toBeNull()

    fireEvent.click(modal().getByRole('tab', { name: 'Tokens' }))
    expect(await modal().findByRole('list', { name: 'Tokens' })).toBeTruthy()
    expect(modal().queryByText('No activity yet (activity)')).toBeNull()
  })

  it('with only the tokens tab: the tokens without a tab list', async () => {
    await openAccount([], { adapter: { getTokenBalances: async () => [DUSD] } })
    expect(await modal().findByRole('list', { name: 'Tokens' })).toBeTruthy()
    expect(modal().queryByRole('tablist')).toBeNull()
    expect(modal().queryByRole('tab')).toBeNull()
  })
})
