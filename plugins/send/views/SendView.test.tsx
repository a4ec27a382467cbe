import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { KitError, type Kit, type SendCapability, type SendParameters, type SentTransaction, type TokenBalance } from '../../../kernel/index.js'
import { createTestKit, fakeConnector, modal } from '../../../ui/testing/test-kit.js'
import { send } from '../plugin.js'

let kit: Kit | undefined
const started: Kit[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((k) => k.destroy()))
  document.body.innerHTML = ''
})

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'ab'.repeat(32)}`
const DUSD: TokenBalance = { name: 'Devnet USD', symbol: 'DUSD', chainId: 'eip155:1', address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3', value: 20, price: 1, quantity: { decimals: '6', numeric: '20' } }
const isAddress = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address)

function capability(overrides: Partial<SendCapability> = {}) {
  const sent: SendParameters[] = []
  const fake: SendCapability = {
    estimateFee: async () => ({ amount: 21_000n * 10n ** 9n, symbol: 'ETH', decimals: 18 }),
    send: async (p) => {
      sent.push(p)
      return HASH
    },
    wait: async () => {},
    isTransactionHash: (hash) => hash === HASH,
    transactionExplorerUrl: ({ hash }) => `https://explorer.test/tx/${hash}`,
    ...overrides,
  }
  return { fake, sent }
}

async function openSend(adapter: Parameters<typeof createTestKit>[0] extends infer O ? (O extends { adapter?: infer A } ? A : never) : never) {
  kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })], adapter, plugins: [send()] })
  started.push(kit)
  await kit.connect('good')
  await act(async () => kit!.open())
  fireEvent.click(await modal().findByRole('button', { name: 'Send' }))
  return kit
}

const field = (name: string) => modal().getByRole('textbox', { name }) as HTMLInputElement

describe('WalletSend', () => {
  it("says 'Unsupported chain' where the namespace's adapter cannot send", async () => {
    await openSend({})
    expect((await modal().findByText('Unsupported chain')).closest('[role="alert"]')).not.toBeNull()
    expect(modal().queryByRole('combobox', { name: 'Token' })).toBeNull()
  })

  it('sends the typed amount of the picked token in base units, tells Activity, then shows the hash and resets', async () => {
    const { fake, sent } = capability()
    await openSend({ isAddress, getTokenBalances: async () => [DUSD], send: async () => fake })
    const events: SentTransaction[] = []
    const tracked: unknown[] = []
    kit!.subscribeEvents((type, payload) => {
      if (type === 'transaction:sent') events.push(payload as SentTransaction)
      if (type === 'kit:tracked') tracked.push(payload)
    })
    const select = (await modal().findByRole('combobox', { name: 'Token' })) as HTMLSelectElement
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2))
    fireEvent.change(select, { target: { value: DUSD.address } })
    fireEvent.change(field('Amount'), { target: { value: '12.5' } })
    fireEvent.change(field('To'), { target: { value: TO } })
    expect((await modal().findByTestId('send-fee')).textContent).toBe('Network fee: < 0.001 ETH')
    expect(modal().getByTestId('send-usd').textContent).toBe(' · $12.50')
    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
    expect((await modal().findByTestId('send-hash')).textContent).toBe(HASH)
    expect(sent.map((p) => [p.to, p.amount, p.token])).toEqual([[TO, 12_500_000n, { address: DUSD.address, symbol: 'DUSD', decimals: 6 }]])
    expect(events).toEqual([expect.objectContaining({ namespace: 'eip155', caipNetworkId: 'eip155:1', hash: HASH, to: TO, amount: '12.5', symbol: 'DUSD', tokenAddress: DUSD.address })])
    expect(tracked).toEqual([{ event: 'SEND_SUCCESS', properties: { network: 'eip155:1', token: 'DUSD', amount: '12.5' } }])
    expect(field('Amount').value).toBe('')
    expect(field('To').value).toBe('')
  })

  it('Max fills in the balance; more than the balance never reaches the wallet', async () => {
    const { fake, sent } = capability()
    await openSend({ isAddress, getTokenBalances: async () => [DUSD], send: async () => fake })
    await act(async () => kit!.open({ view: 'WalletSend', params: { token: 'dusd' } }))
    fireEvent.click(await modal().findByRole('button', { name: 'Max' }))
    expect(field('Amount').value).toBe('20')
    fireEvent.change(field('Amount'), { target: { value: '20.5' } })
    fireEvent.change(field('To'), { target: { value: TO } })
    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
    expect((await modal().findByTestId('send-error')).textContent).toBe('Insufficient balance')
    expect(sent).toEqual([])
  })

  it("shows a failed send's message and keeps the form", async () => {
    const { fake } = capability({ send: async () => Promise.reject(new KitError('Nonce provided for the transaction is lower than the current nonce of the account.')) })
    await openSend({ isAddress, getTokenBalances: async () => [DUSD], send: async () => fake })
    await act(async () => kit!.open({ view: 'WalletSend', params: { token: 'DUSD', amount: '1' } }))
    const tracked: unknown[] = []
    kit!.subscribeEvents((type, payload) => type === 'kit:tracked' && tracked.push(payload))
    fireEvent.change(await modal().findByRole('textbox', { name: 'To' }), { target: { value: TO } })
    await modal().findByTestId('send-fee')
    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
    expect((await modal().findByTestId('send-error')).textContent).toBe('Nonce provided for the transaction is lower than the current nonce of the account.')
    expect(tracked).toEqual([{ event: 'SEND_ERROR', properties: { network: 'eip155:1', token: 'DUSD', message: 'Nonce provided for the transaction is lower than the current nonce of the account.' } }])
    expect(field('Amount').value).toBe('1')
  })

  it("reads in the visitor's language, numbers included, with the host's own wording over it", async () => {
    const { fake, sent } = capability()
    kit = await createTestKit({
      connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })],
      adapter: { isAddress, getTokenBalances: async () => [{ ...DUSD, quantity: { decimals: '6', numeric: '1250.5' } }], send: async () => fake },
      plugins: [send()],
      options: { locale: 'de', messages: { 'send.max': 'Alles' } },
    })
    started.push(kit)
    await kit.connect('good')
    await act(async () => kit!.open())
    fireEvent.click(await modal().findByRole('button', { name: 'Senden' }))
    expect(await modal().findByRole('dialog', { name: 'Senden' })).toBeTruthy()
    const select = (await modal().findByRole('combobox', { name: 'Token' })) as HTMLSelectElement
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Token auswählen', 'DUSD — 1.250,500']))
    fireEvent.change(select, { target: { value: DUSD.address } })
    expect(modal().getByTestId('send-balance').textContent).toContain('Guthaben: 1.250,500 DUSD')
    expect(modal().getByRole('button', { name: 'Alles' })).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Senden' }))
    expect((await modal().findByTestId('send-error')).textContent).toBe('Ein Betrag und eine Empfängeradresse sind erforderlich')
    fireEvent.change(field('Betrag'), { target: { value: '1.5' } })
    fireEvent.change(field('An'), { target: { value: TO } })
    expect((await modal().findByTestId('send-fee')).textContent).toBe('Netzwerkgebühr: < 0,001 ETH')
    // Typed with the German decimal comma, it sends the same amount.
    fireEvent.change(field('Betrag'), { target: { value: '1,5' } })
    fireEvent.click(modal().getByRole('button', { name: 'Senden' }))
    expect((await modal().findByTestId('send-hash')).textContent).toBe(HASH)
    expect(sent.map((p) => p.amount)).toEqual([1_500_000n])
  })
})
