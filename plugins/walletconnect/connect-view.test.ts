import { describe, expect, it } from 'vitest'
import type { KitPlugin } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'
import { createTestKit, fakeChainPlugin, testNetworks } from '../../kernel/testing/index.js'
import { walletConnect } from './plugin.js'
import { createFakePairingProvider } from './test-provider.js'

/** A wallet directory's "All Wallets" screen, as the registry plugin registers it. */
const directory: KitPlugin = {
  id: 'directory',
  setup(ctx) {
    ctx.views.register('AllWallets', { load: async () => ({ default: () => null }), title: 'All Wallets' })
    ctx.wallets.setBrowser({ view: 'AllWallets' })
  },
}

interface Case {
  readonly mobile: boolean
  /** A wallet directory is there to browse. */
  readonly browser: boolean
  /** The eip155 adapter is there (else basic pairing: the host reads the session itself). */
  readonly adapter?: boolean
}

/** walletConnect() first: what it decides must not depend on the plugins after it. */
async function kitFor({ mobile, browser, adapter = true }: Case) {
  const { kit } = createTestKit({
    networks: [testNetworks.mainnet],
    isMobile: () => mobile,
    universalProvider: createFakePairingProvider(),
    plugins: [walletConnect(), ...(adapter ? [fakeChainPlugin('eip155')] : []), ...(browser ? [directory] : [])],
  })
  await kit.ready
  return kit
}

const cases = [
  { name: 'a desktop', mobile: false, browser: true, view: 'ConnectingWalletConnectBasic' },
  { name: 'a phone with a wallet directory', mobile: true, browser: true, view: 'AllWallets' },
  { name: 'a phone without a wallet directory', mobile: true, browser: false, view: 'ConnectingWalletConnectBasic' },
] as const

describe('the screen WalletConnect connects through (spec §2)', () => {
  it.each(cases)('the connector names $view on $name', async ({ mobile, browser, view }) => {
    const kit = await kitFor({ mobile, browser })
    const connector = kitInternals(kit).connectors.get('walletConnect', 'eip155')
    expect(connector?.connectView?.({ isMobile: mobile })).toEqual({ view })
  })

  it.each(cases)('with no adapter and no account, the modal opens on $view on $name', async ({ mobile, browser, view }) => {
    const kit = await kitFor({ mobile, browser, adapter: false })
    kit.open()
    expect(kit.getState().modal.history).toEqual([{ view }])
    // Going home (closing in embedded mode, after a disconnect) leads there too.
    expect(kitInternals(kit).modal.home()).toEqual({ view })
  })

  it('with an adapter, the modal opens on Connect as usual', async () => {
    const kit = await kitFor({ mobile: true, browser: true })
    kit.open()
    expect(kit.getState().modal.history).toEqual([{ view: 'Connect' }])
  })
})
