import { act, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainAdapter, Kit, TokenBalance } from '../../kernel/index.js'
import { TOKEN_ROWS_SHOWN } from '../parts/TokenList.js'
import { createTestKit, fakeConnector, modal } from '../testing/test-kit.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

const token = (symbol: string, numeric: string, price: number, extra: Partial<TokenBalance> = {}): TokenBalance => ({
  name: `${symbol} Token`,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${String(symbol.length).repeat(40)}`,
  value: price * Number(numeric),
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: `https://img.test/${symbol.toLowerCase()}.svg`,
  ...extra,
})
const DUSD = token('DUSD', '1250.5', 1, { quantity: { decimals: '6', numeric: '1250.5' } })
const TSR = token('TSR', '3.5', 2)
const ETH = token('ETH', '1.2345678', 0, { address: undefined, name: 'Ether' })

async function open(adapter: Omit<Partial<ChainAdapter>, 'namespace'>) {
  // The data API's images, allowed as they would be from its origin.
  kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })], adapter, options: { allowedImageOrigins: ['https://img.test'] } })
  await kit.connect('good')
  await act(async () => kit!.open())
  await modal().findByText('1.234 ETH')
  return kit
}

describe('AccountView: profile and tokens', () => {
  it('shows the profile name and avatar the adapter found', async () => {
    await open({ getIdentity: async () => ({ name: 'alice.tessera', avatar: 'https://img.test/alice.svg' }) })
    expect((await modal().findByTestId('account-name')).textContent).toBe('alice.tessera')
    expect(modal().getByTestId('account-avatar').getAttribute('src')).toBe('https://img.test/alice.svg')
  })

  it('lists each token with its icon, symbol, 3-decimal quantity and 2-decimal USD value, and the total', async () => {
    await open({ getTokenBalances: async () => [DUSD, TSR, ETH] })
    const list = await modal().findByRole('list', { name: 'Tokens' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['DUSD: 1,250.500, $1,250.50', 'TSR: 3.500, $7.00', 'ETH: 1.234'])
    expect(within(items[0]!).getByText('DUSD')).toBeTruthy()
    expect(within(items[0]!).getByText('$1,250.50')).toBeTruthy()
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe('https://img.test/dusd.svg')
    // An unpriced token shows its quantity only: "$0.00" would misstate what it is worth.
    expect(within(items[2]!).queryByText(/\$/)).toBeNull()
    expect(modal().getByTestId('account-tokens-total').textContent).toBe('Total: $1,257.50')
    // The native balance line stays above the list.
    expect(modal().getByText('1.234 ETH')).toBeTruthy()
  })

  it('shows no token section for an empty list, and none for an account without tokens', async () => {
    await open({ getTokenBalances: async () => [] })
    await waitFor(() => expect(kit!.getState().chains.eip155!.accountState.balanceLoading).toBe(false))
    expect(modal().queryByRole('list', { name: 'Tokens' })).toBeNull()
    expect(modal().queryByTestId('account-tokens')).toBeNull()
  })

  it('falls back to initials for a token icon that is not a safe image URL', async () => {
    await open({ getTokenBalances: async () => [token('BAD', '1', 1, { iconUrl: 'javascript:alert(1)' })] })
    const item = await modal().findByRole('listitem', { name: 'BAD: 1.000, $1.00' })
    expect(item.querySelector('img')).toBeNull()
    expect(item.querySelector('[data-placeholder]')?.textContent).toBe('B')
  })

  it('omits the total when no token has a price', async () => {
    await open({ getTokenBalances: async () => [ETH] })
    await modal().findByRole('listitem', { name: 'ETH: 1.234' })
    expect(modal().queryByTestId('account-tokens-total')).toBeNull()
  })

  it('shows the total as unavailable, not "$0.00", when the values overflow', async () => {
    const huge = (symbol: string) => token(symbol, '1', 1.7e308, { value: 1.7e308 })
    await open({ getTokenBalances: async () => [huge('AAA'), huge('BBB')] })
    const total = await modal().findByTestId('account-tokens-total')
    expect(total.textContent).toBe('Total unavailable—')
    expect(total.textContent).not.toMatch(/\$/)
  })

  it('shows a token value a float cannot hold to the cent as unavailable, and the total with it', async () => {
    await open({ getTokenBalances: async () => [TSR, token('BIG', '1', 1e300, { value: 1e300 })] })
    await modal().findByRole('listitem', { name: 'BIG: 1.000, value unavailable' })
    expect(modal().getByTestId('account-tokens-total').textContent).toBe('Total unavailable—')
  })

  it(`renders at most ${TOKEN_ROWS_SHOWN} rows of a long list, and says how many there are`, async () => {
    const many = Array.from({ length: 2_000 }, (_, i) => token(`T${i}`, '1', 1, { address: `eip155:1:0x${i.toString(16).padStart(40, '0')}` }))
    await open({ getTokenBalances: async () => many })
    const list = await modal().findByRole('list', { name: 'Tokens' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(TOKEN_ROWS_SHOWN)
    expect(modal().getByTestId('account-tokens-more').textContent).toBe(`${TOKEN_ROWS_SHOWN} of 2,000 tokens shown`)
    expect(modal().getByTestId('account-tokens-total').textContent).toBe('Total: $2,000.00')
  })
})
