import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kit } from '../../kernel/index.js'
import { ADDRESS, createTestKit, fakeConnector, modal } from '../testing/test-kit.js'

const SECOND = '0x9999999999999999999999999999999999999999'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

async function connectedWith(accountChoice: boolean) {
  const accounts = [
    { address: ADDRESS, type: 'eoa' as const },
    { address: SECOND, type: 'eoa' as const },
  ]
  kit = await createTestKit({
    connectors: [fakeConnector({ id: 'two', name: 'Two Accounts', accountChoice, connect: async () => ({ accounts, chainId: 1 }) })],
  })
  await kit.connect('two')
  await act(async () => kit!.open())
  await modal().findByText('1.234 ETH')
  return kit
}

describe('SwitchAccountView', () => {
  it('lists the wallet’s accounts from the Account view, marks the one in use, and switches to the one chosen', async () => {
    await connectedWith(true)
    fireEvent.click(modal().getByRole('button', { name: /^Account 1\s*Switch account$/ }))
    const list = await modal().findByRole('list', { name: 'Accounts' })
    expect(modal().getByRole('dialog', { name: 'Switch Account' })).toBeTruthy()
    const rows = [...list.querySelectorAll('button')]
    expect(rows.map((row) => [row.textContent, row.getAttribute('aria-current')])).toEqual([
      ['Account 10x1234…5678', 'true'],
      ['Account 20x9999…9999', null],
    ])

    fireEvent.click(rows[1]!)
    await modal().findByRole('dialog', { name: 'Account' })
    await waitFor(() => expect(modal().getByTestId('account-name').getAttribute('title')).toBe(SECOND))
    expect(kit!.getAccount().address).toBe(SECOND)
    expect(modal().getByRole('button', { name: /^Account 2\s*Switch account$/ })).toBeTruthy()
  })

  it('offers no switch for a wallet that picks its account itself', async () => {
    await connectedWith(false)
    expect(modal().queryByRole('button', { name: /Switch account/ })).toBeNull()
  })
})
