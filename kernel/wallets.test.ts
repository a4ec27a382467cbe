import { describe, expect, it } from 'vitest'
import { createTestKit, kitInternals } from './testing/index.js'
import type { WalletListEntry } from './storage.js'

const phantom: WalletListEntry = { id: 'phantom', name: 'Phantom' }
const trust: WalletListEntry = { id: 'trust', name: 'Trust Wallet' }

describe('wallet openers', () => {
  it('asks a wallet’s own opener first and pairing only for the wallets it leaves, whatever the registration order', async () => {
    const { kit } = createTestKit({
      plugins: [
        { id: 'pairing', setup: (ctx) => void ctx.wallets.setOpener((wallet) => ({ view: 'Networks', params: { pairing: wallet.id } } as never), { fallback: true }) },
        { id: 'links', setup: (ctx) => void ctx.wallets.setOpener((wallet) => (wallet.id === 'phantom' ? ({ view: 'Account', params: { link: wallet.id } } as never) : undefined)) },
      ],
    })
    await kit.ready
    const open = kitInternals(kit).wallets.opener()
    expect(open?.(phantom)).toEqual({ view: 'Account', params: { link: 'phantom' } })
    expect(open?.(trust)).toEqual({ view: 'Networks', params: { pairing: 'trust' } })
  })

  it('reaches no wallet an opener declines when nothing pairs, and has no opener at all without plugins that reach wallets', async () => {
    const { kit } = createTestKit({
      plugins: [{ id: 'links', setup: (ctx) => void ctx.wallets.setOpener((wallet) => (wallet.id === 'phantom' ? { view: 'Account' } : undefined)) }],
    })
    await kit.ready
    expect(kitInternals(kit).wallets.opener()?.(trust)).toBeUndefined()
    expect(kitInternals(kit).wallets.opener()?.(phantom)).toEqual({ view: 'Account' })

    const bare = createTestKit().kit
    await bare.ready
    expect(kitInternals(bare).wallets.opener()).toBeUndefined()
  })
})
