import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitError, type Kit, type KitOptionsInput, type KitPlugin, type SendCapability, type SendParameters, type SentTransaction, type TrackedEventPayload } from '../../../kernel/index.js'
import { kitInternals } from '../../../kernel/internals.js'
import { createTestKit, fakeConnector, modal, rejection } from '../../../ui/testing/test-kit.js'
import { PayError } from '../errors.js'
import type { PayStatus } from '../machine.js'
import { pay } from '../plugin.js'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'cd'.repeat(32)}`
const DUSD = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'DUSD', decimals: 6 }
const isAddress = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address)

const started: Kit[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((k) => k.destroy()))
  document.body.innerHTML = ''
})

function capability(overrides: Partial<SendCapability> = {}) {
  const sent: SendParameters[] = []
  const fake: SendCapability = {
    estimateFee: async () => ({ amount: 42_000n * 10n ** 9n, symbol: 'ETH', decimals: 18 }),
    send: async (p) => (sent.push(p), HASH),
    wait: async () => {},
    isTransactionHash: (hash) => hash === HASH,
    transactionExplorerUrl: ({ hash }) => `https://explorer.test/tx/${hash}`,
    ...overrides,
  }
  return { fake, sent }
}

interface Setup {
  readonly send?: SendCapability
  readonly payOn?: boolean
  readonly connected?: boolean
  readonly plugins?: readonly KitPlugin[]
  readonly balance?: string
  /** The visitor's locale and the host's wording. */
  readonly words?: Pick<Partial<KitOptionsInput>, 'locale' | 'messages'>
}

async function payKit({ send = capability().fake, payOn = true, connected = true, plugins = [], balance = '1.2345678', words = {} }: Setup = {}) {
  const connector = fakeConnector({ id: 'good', name: 'Good Wallet' })
  const kit = await createTestKit({
    connectors: [connector],
    adapter: { isAddress, send: async () => send, getBalance: async () => ({ balance, symbol: 'ETH' }) },
    options: { features: { pay: payOn }, ...words },
    plugins: [pay(), ...plugins],
  })
  started.push(kit)
  if (connected) await kit.connect('good')
  const statuses: PayStatus[] = []
  const tracked: TrackedEventPayload[] = []
  const sentEvents: SentTransaction[] = []
  kit.subscribeState(() => {
    const status = kit.getState().pay?.status
    if (status && statuses.at(-1) !== status) statuses.push(status)
  })
  kit.subscribeEvents((type, payload) => {
    if (type === 'kit:tracked' && (payload as TrackedEventPayload).event.startsWith('PAY_')) tracked.push(payload as TrackedEventPayload)
    if (type === 'transaction:sent') sentEvents.push(payload as SentTransaction)
  })
  return { kit, connector, statuses, tracked, sentEvents }
}

/** Starts a payment without awaiting it, so the test can drive the view; the outcome is caught for later. */
function startPay(kit: Kit, request: Partial<Parameters<Kit['pay']>[0]> = {}) {
  let outcome: { hash?: string; error?: unknown } | undefined
  const promise = kit.pay({ recipient: TO, amount: '0.5', asset: 'native', network: 'eip155:1', ...request }).then(
    (hash) => (outcome = { hash }),
    (error: unknown) => (outcome = { error }),
  )
  return { promise, outcome: () => outcome }
}

const payButton = () => modal().findByRole('button', { name: 'Pay' })

describe('kit.pay', () => {
  it('is off by default (spec §9): with the plugin but without features.pay it rejects with PAY_DISABLED and opens nothing', async () => {
    const { kit } = await payKit({ payOn: false })
    await expect(kit.pay({ recipient: TO, amount: '1', asset: 'native', network: 'eip155:1' })).rejects.toMatchObject({ name: 'PayError', reason: 'PAY_DISABLED' })
    expect(kit.getState().modal.open).toBe(false)
  })

  it('shows what is paid and the fee, sends the amount in base units, and resolves with the hash once mined', async () => {
    const { fake, sent } = capability()
    const { kit, statuses, tracked, sentEvents } = await payKit({ send: fake })
    const payment = startPay(kit)
    await act(async () => {})
    expect((await modal().findByTestId('pay-amount')).textContent).toBe('0.5 ETH')
    expect(modal().getByTestId('pay-network').textContent).toBe('Ethereum')
    expect(modal().getByTestId('pay-recipient').getAttribute('title')).toBe(TO)
    await waitFor(() => expect(modal().getByTestId('pay-fee').textContent).toBe('< 0.001 ETH'))
    fireEvent.click(await payButton())
    await payment.promise
    expect(payment.outcome()).toEqual({ hash: HASH })
    expect(sent.map((p) => [p.to, p.amount, p.token])).toEqual([[TO, 5n * 10n ** 17n, { symbol: 'ETH', decimals: 18 }]])
    expect(statuses).toEqual(['idle', 'ready', 'signing', 'pending', 'success'])
    expect(sentEvents).toEqual([expect.objectContaining({ hash: HASH, to: TO, amount: '0.5', symbol: 'ETH', caipNetworkId: 'eip155:1' })])
    expect(tracked).toEqual([{ event: 'PAY_SUCCESS', properties: { caipNetworkId: 'eip155:1', symbol: 'ETH', amount: '0.5', hash: HASH } }])
    expect((await modal().findByTestId('pay-hash')).textContent).toBe(HASH)
    fireEvent.click(modal().getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(kit.getState().modal.open).toBe(false))
  })

  it('pays a token: the contract, its decimals, and the amount the host gave', async () => {
    const { fake, sent } = capability()
    const { kit } = await payKit({ send: fake })
    const payment = startPay(kit, { amount: '12.5', asset: DUSD })
    fireEvent.click(await payButton())
    await payment.promise
    expect(sent.map((p) => [p.amount, p.token])).toEqual([[12_500_000n, DUSD]])
  })

  it('connects first when no wallet is connected, then continues on the Pay view', async () => {
    const { fake, sent } = capability()
    const { kit, statuses } = await payKit({ send: fake, connected: false })
    const payment = startPay(kit)
    await waitFor(() => expect(kit.getState().modal.history.map((e) => e.view)).toEqual(['Pay', 'Connect']))
    // The Connect view offers the payment's chain family only, as `open({ namespace })` would.
    expect(kit.getState().modal.namespace).toBe('eip155')
    fireEvent.click(await modal().findByRole('button', { name: /Good Wallet/ }))
    fireEvent.click(await payButton())
    await payment.promise
    expect(payment.outcome()).toEqual({ hash: HASH })
    expect(sent).toHaveLength(1)
    expect(statuses.slice(0, 3)).toEqual(['idle', 'connecting', 'ready'])
  })

  it('switches the wallet to the payment’s network first', async () => {
    const { kit, connector, statuses } = await payKit()
    const payment = startPay(kit, { network: 'eip155:10' })
    fireEvent.click(await payButton())
    await payment.promise
    expect(connector.switchNetwork).toHaveBeenCalledWith(expect.objectContaining({ caipNetworkId: 'eip155:10' }))
    expect(statuses.slice(0, 3)).toEqual(['idle', 'switching', 'ready'])
  })

  it('rejects with PAY_CANCELLED when the wallet refuses to switch network; nothing is sent', async () => {
    const { fake, sent } = capability()
    const { kit, connector, statuses } = await payKit({ send: fake })
    vi.mocked(connector.switchNetwork!).mockRejectedValueOnce(rejection())
    const payment = startPay(kit, { network: 'eip155:10' })
    await payment.promise
    expect(payment.outcome()?.error).toMatchObject({ reason: 'PAY_CANCELLED' })
    expect(statuses).toEqual(['idle', 'switching', 'cancelled'])
    expect(sent).toEqual([])
  })

  it('rejects with PAY_CANCELLED when the visitor closes the modal before paying; nothing is sent', async () => {
    const { fake, sent } = capability()
    const { kit, tracked } = await payKit({ send: fake })
    const payment = startPay(kit)
    await payButton()
    act(() => void kit.close())
    await payment.promise
    expect(payment.outcome()?.error).toBeInstanceOf(PayError)
    expect(payment.outcome()?.error).toMatchObject({ reason: 'PAY_CANCELLED', code: 4001 })
    expect(kit.getState().pay.status).toBe('cancelled')
    expect(sent).toEqual([])
    expect(tracked.map((t) => t.event)).toEqual(['PAY_ERROR'])
  })

  it('rejects with PAY_CANCELLED when the wallet refuses, and says so', async () => {
    const { fake } = capability({ send: () => Promise.reject(rejection()) })
    const { kit } = await payKit({ send: fake })
    const payment = startPay(kit)
    fireEvent.click(await payButton())
    await payment.promise
    expect(payment.outcome()?.error).toMatchObject({ reason: 'PAY_CANCELLED' })
    expect((await modal().findByTestId('pay-error')).textContent).toBe('Payment cancelled')
  })

  it('rejects with PAY_FAILED carrying the node’s sentence, shown in the view', async () => {
    const message = 'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.'
    const { fake } = capability({ send: () => Promise.reject(new KitError(message)) })
    const { kit } = await payKit({ send: fake })
    const payment = startPay(kit)
    fireEvent.click(await payButton())
    await payment.promise
    expect(payment.outcome()?.error).toMatchObject({ reason: 'PAY_FAILED', shortMessage: message })
    expect((await modal().findByTestId('pay-error')).textContent).toBe(message)
  })

  it('shows an insufficient balance before sending and never asks the wallet; offers the card onramp when present', async () => {
    const onramp: KitPlugin = { id: 'onramp-stand-in', setup: (ctx) => void ctx.views.register('OnRampProviders', { load: async () => ({ default: () => null }), title: 'Buy' }) }
    const { fake, sent } = capability()
    const { kit } = await payKit({ send: fake, balance: '0.1', plugins: [onramp] })
    const payment = startPay(kit)
    expect((await modal().findByTestId('pay-insufficient')).textContent).toBe('Insufficient balance')
    const button = await payButton()
    expect((button as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(button)
    fireEvent.click(modal().getByRole('button', { name: 'Buy ETH with card' }))
    await waitFor(() => expect(kit.getState().modal.history.at(-1)).toEqual({ view: 'OnRampProviders', params: { amount: '0.5', caipNetworkId: 'eip155:1', symbol: 'ETH' } }))
    expect(sent).toEqual([])
    act(() => void kit.close())
    await payment.promise
    expect(payment.outcome()?.error).toMatchObject({ reason: 'PAY_CANCELLED' })
  })

  it('refuses a request it cannot pay before opening anything, naming what is wrong', async () => {
    const { kit } = await payKit()
    await expect(kit.pay({ recipient: TO, amount: '0.0000001', asset: DUSD, network: 'eip155:1' })).rejects.toMatchObject({ reason: 'PAY_FAILED', shortMessage: 'Invalid payment request: amount' })
    await expect(kit.pay({ recipient: 'nobody', amount: '1', asset: 'native', network: 'eip155:1' })).rejects.toMatchObject({ reason: 'PAY_FAILED', shortMessage: 'Invalid payment request: recipient' })
    await expect(kit.pay({ recipient: TO, amount: '1', asset: 'native', network: 'eip155:5' })).rejects.toMatchObject({ reason: 'PAY_FAILED', shortMessage: 'Chain not configured' })
    expect(kit.getState().modal.open).toBe(false)
  })

  it('stops watching the account once a payment ends, however it ends', async () => {
    const { kit } = await payKit()
    const store = kitInternals(kit).store
    const payOnce = async () => {
      const paid = startPay(kit)
      fireEvent.click(await payButton())
      await paid.promise
      fireEvent.click(await modal().findByRole('button', { name: 'Done' }))
      await waitFor(() => expect(kit.getState().modal.open).toBe(false))
    }
    await payOnce()
    const settled = store.listenerCount()
    const closed = startPay(kit)
    await payButton()
    act(() => void kit.close())
    await closed.promise
    expect(closed.outcome()?.error).toMatchObject({ reason: 'PAY_CANCELLED' })
    await payOnce()
    expect(store.listenerCount()).toBe(settled)
  })

  it('runs one payment at a time', async () => {
    const { kit } = await payKit()
    const first = startPay(kit)
    await payButton()
    await expect(kit.pay({ recipient: TO, amount: '1', asset: 'native', network: 'eip155:1' })).rejects.toMatchObject({ reason: 'PAY_FAILED', shortMessage: 'Another payment is in progress' })
    act(() => void kit.close())
    await first.promise

  })
})

describe('the Pay view in the visitor’s language', () => {
  it('shows the payment, its buttons and why it ended in Japanese', async () => {
    const { fake } = capability({ send: () => Promise.reject(rejection()) })
    const { kit } = await payKit({ send: fake, words: { locale: 'ja' } })
    const payment = startPay(kit)
    const view = await modal().findByRole('dialog', { name: '支払い' })
    expect(view.getAttribute('lang')).toBe('ja')
    expect(modal().getByText('送金先')).toBeTruthy()
    expect(modal().getByText('ネットワーク手数料')).toBeTruthy()
    fireEvent.click(await modal().findByRole('button', { name: '支払う' }))
    await payment.promise
    expect(payment.outcome()?.error).toMatchObject({ reason: 'PAY_CANCELLED', shortMessage: 'Payment cancelled' })
    expect((await modal().findByTestId('pay-error')).textContent).toBe('支払いがキャンセルされました')
    // The view's own Close, beside the modal's.
    expect(within(modal().getByTestId('pay')).getByRole('button', { name: '閉じる' })).toBeTruthy()
  })

  it('writes the amount and the fee as German does, and shows the host’s own words over the plugin’s', async () => {
    const { kit } = await payKit({ words: { locale: 'de', messages: { 'pay.pay': 'Jetzt zahlen' } } })
    const payment = startPay(kit, { amount: '1250.5' })
    expect(await modal().findByRole('button', { name: 'Jetzt zahlen' })).toBeTruthy()
    expect(modal().getByTestId('pay-amount').textContent).toBe('1.250,5 ETH')
    await waitFor(() => expect(modal().getByTestId('pay-fee').textContent).toBe('< 0,001 ETH'))
    expect(modal().getByTestId('pay-insufficient').textContent).toBe('Unzureichendes Guthaben')
    act(() => void kit.close())
    await payment.promise
  })
})
