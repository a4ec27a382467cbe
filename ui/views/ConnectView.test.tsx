import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kit } from '../../kernel/index.js'
import { createTestKit, fakeConnector, modal } from '../testing/test-kit.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

const names = () => modal().getAllByRole('listitem').map((li) => li.querySelector('.list-item-name')!.textContent)

describe('ConnectView', () => {
  it('lists injected wallets before external ones, tags installed ones and renames Trust Wallet', async () => {
    kit = await createTestKit({
      connectors: [
        fakeConnector({ id: 'ext', name: 'Remote Wallet', type: 'EXTERNAL' }),
        fakeConnector({ id: 'trust', name: 'Trust Wallet', type: 'ANNOUNCED', imageUrl: 'https://example.com/trust.png' }),
        fakeConnector({ id: 'auth', name: 'Email', type: 'AUTH' }),
      ],
    })
    await act(async () => kit!.open())
    await modal().findByRole('button', { name: /Trust/ })
    expect(names()).toEqual(['Trust', 'Remote Wallet'])
    expect(modal().getByRole('button', { name: /Trust/ }).textContent).toContain('Installed')
    expect(modal().getByRole('button', { name: /Remote Wallet/ }).textContent).not.toContain('Installed')
    expect(modal().getByRole('button', { name: /Trust/ }).querySelector('img')!.getAttribute('src')).toBe('https://example.com/trust.png')
  })

  it("follows the host's connector type order", async () => {
    kit = await createTestKit({
      connectors: [fakeConnector({ id: 'mm', name: 'Injected One' }), fakeConnector({ id: 'ext', name: 'Remote Wallet', type: 'EXTERNAL' })],
      options: { features: { connectorTypeOrder: ['external', 'injected'] } },
    })
    await act(async () => kit!.open())
    await modal().findByRole('button', { name: /Remote Wallet/ })
    expect(names()).toEqual(['Remote Wallet', 'Injected One'])
  })

  it('renders a hostile wallet name as text and a script icon as a placeholder', async () => {
    const hostile = '<img src=x onerror=alert(1)>'
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'evil', name: hostile, imageUrl: 'javascript:alert(1)' })] })
    await act(async () => kit!.open())
    const row = await modal().findByRole('button', { name: new RegExp(hostile.replace(/[()]/g, '\\$&')) })
    expect(row.querySelector('.list-item-name')!.textContent).toBe(hostile)
    expect(row.querySelector('img')).toBeNull()
    expect(row.querySelector('[data-placeholder]')).not.toBeNull()
    const shadow = row.getRootNode() as ShadowRoot
    expect(shadow.querySelector('img[src^="javascript"], [onerror]')).toBeNull()
  })

  it('falls back to the placeholder when an image fails to load', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'broken', name: 'Broken Image', imageUrl: 'https://example.com/missing.png' })] })
    await act(async () => kit!.open())
    const row = await modal().findByRole('button', { name: /Broken Image/ })
    fireEvent.error(row.querySelector('img')!)
    expect(row.querySelector('img')).toBeNull()
    expect(row.querySelector('[data-placeholder]')!.textContent).toBe('BI')
  })

  it('offers only the requested namespace', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'evm', name: 'EVM Wallet' })] })
    await act(async () => kit!.open({ namespace: 'solana' }))
    expect(await modal().findByText('No wallets found')).toBeTruthy()
  })

  it('says how to get a wallet when there is none', async () => {
    kit = await createTestKit()
    await act(async () => kit!.open())
    expect(await modal().findByText('No wallets found')).toBeTruthy()
    expect(modal().getByText(/Install a wallet extension/)).toBeTruthy()
  })

  it('links the terms and privacy policy in a new tab', async () => {
    kit = await createTestKit({
      connectors: [fakeConnector({ id: 'mm', name: 'Injected One' })],
      options: { termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' },
    })
    await act(async () => kit!.open())
    const terms = await modal().findByRole('link', { name: 'Terms of Service' })
    expect(terms.getAttribute('href')).toBe('https://example.com/terms')
    expect(terms.getAttribute('target')).toBe('_blank')
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer')
    expect(modal().getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('https://example.com/privacy')
  })

  it('opens the connecting view for the chosen wallet, with a way back', async () => {
    const slow = fakeConnector({ id: 'slow', name: 'Slow Wallet', connect: () => new Promise(() => {}) })
    kit = await createTestKit({ connectors: [slow] })
    await act(async () => kit!.open())
    fireEvent.click(await modal().findByRole('button', { name: /Slow Wallet/ }))
    expect(await modal().findByRole('dialog', { name: 'Slow Wallet' })).toBeTruthy()
    expect(kit.router.current).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'slow' } })
    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    expect(await modal().findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })
})
