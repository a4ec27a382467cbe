import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kit } from '../../../kernel/index.js'
import { kitInternals } from '../../../kernel/internals.js'
import { ADDRESS, createTestKit, fakeConnector, modal } from '../../../ui/testing/test-kit.js'
import { history } from '../plugin.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('Activity in the visitor’s language', () => {
  it('names the tab, the month, the row and its status in Japanese, with the host’s wording over them', async () => {
    kit = await createTestKit({
      connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })],
      plugins: [history()],
      options: { locale: 'ja', messages: { 'history.emptyLocal': 'まだ何も送っていません' } },
    })
    await kit.connect('good')
    await act(async () => kit!.open())
    fireEvent.click(await modal().findByRole('tab', { name: 'アクティビティ' }))
    expect((await modal().findByTestId('activity-local-note')).textContent).toBe('ここには、このブラウザから送信したトランザクションのみが表示されます。')
    expect((await modal().findByTestId('activity-empty')).textContent).toBe('まだアクティビティはありませんまだ何も送っていません')

    act(() =>
      kitInternals(kit!).bus.emit('transaction:sent', {
        namespace: 'eip155',
        caipNetworkId: 'eip155:1',
        hash: `0x${'cd'.repeat(32)}`,
        from: ADDRESS,
        to: TO,
        amount: '1250.5',
        symbol: 'DUSD',
        sentAt: new Date(2025, 0, 15, 12).getTime(),
      }),
    )
    const row = await modal().findByTestId('activity-item')
    expect(row.getAttribute('aria-label')).toMatch(/^送金, -1,250\.500 DUSD, 0x7099.*へ, 保留中$/)
    expect(modal().getByRole('heading', { name: '2025年1月' })).toBeTruthy()
  })
})
