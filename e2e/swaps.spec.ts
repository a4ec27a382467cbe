import { decodeFunctionResult, encodeFunctionData, erc20Abi, formatUnits, hexToBigInt, numberToHex, parseEther, parseUnits, type Address, type Hex } from 'viem'
import type { Locator, Page } from '@playwright/test'
import { TOKEN_HOLDER_DEV_ACCOUNTS } from '../devnet/dev-accounts.mjs'
import { DEVNET_DEX, UNISWAP_V2_ROUTER_ABI } from '../devnet/dex.mjs'
import { DEVNET_TOKENS } from '../devnet/tokens.mjs'
import { scanModal } from './fixtures/axe.js'
import { connectTestWallet } from './fixtures/connect-test-wallet.js'
import { expect, test, TEST_WALLET_BALANCE, type DevnetFixture } from './fixtures/test.js'

// The playground with swaps() on Devnet (31337, added to spec §9's list) and not on Devnet B: the injected test wallet
// (#1) holds 1.234567 ETH, 1250.5 DUSD and 3.5 TSR; the devnet's Uniswap v2 pools quote and swap; anvil is where the
// balances are checked.

const DEVNET = 31337
const DUSD = DEVNET_TOKENS.find((token) => token.symbol === 'DUSD')!
const TSR = DEVNET_TOKENS.find((token) => token.symbol === 'TSR')!
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

async function tokenBalance(devnet: DevnetFixture, token: Address, owner: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  return hexToBigInt((await devnet.request(DEVNET, 'eth_call', [{ to: token, data }, 'latest'])) as Hex)
}

/** Spec §9's 3 decimals (truncated), grouped by thousands as the kit writes English numbers through Intl. */
function threeDecimals(units: bigint, decimals: number): string {
  const [whole = '0', fraction = ''] = formatUnits(units, decimals).split('.')
  return `${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

/** What Router02 pays out now for `amount` along `path`: the amount the swap must deliver. */
async function amountOut(devnet: DevnetFixture, amount: bigint, path: readonly Address[]): Promise<bigint> {
  const data = encodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, functionName: 'getAmountsOut', args: [amount, path] })
  const answer = (await devnet.request(DEVNET, 'eth_call', [{ to: DEVNET_DEX.router, data }, 'latest'])) as Hex
  const amounts = decodeFunctionResult({ abi: UNISWAP_V2_ROUTER_ABI, functionName: 'getAmountsOut', data: answer }) as readonly bigint[]
  return amounts.at(-1)!
}

async function pick(view: Locator, side: 'From' | 'To', symbol: string) {
  await view.getByRole('button', { name: new RegExp(`^${side}: `) }).click()
  if (side === 'From' && symbol === 'ETH') await scanModal(view.page())
  await view.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
  await view.getByRole('group', { name: side === 'From' ? 'Swap from' : 'Swap to' }).getByRole('button', { name: new RegExp(`^${symbol} `) }).click()
  await expect(view.getByRole('button', { name: new RegExp(`^${side}: ${symbol} `) })).toBeVisible()
}

/** Fills the form in and waits for the quote. */
async function quote(view: Locator, { from, to, amount }: { from: string; to: string; amount: string }) {
  await pick(view, 'From', from)
  await pick(view, 'To', to)
  await view.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await expect(view.getByTestId('swap-out')).toHaveText(new RegExp(`^You receive about [\\d,]+\\.\\d{3} ${to}$`))
}

type Recorded = { type: string; payload: { event?: string; properties?: unknown; to?: string; amount?: string; symbol?: string } }

/** Records the kit's tracked events and the transactions it announces, from now on. */
async function recordEvents(page: Page): Promise<() => Promise<Recorded[]>> {
  await page.evaluate(() => {
    const target = window as unknown as { kit: { subscribeEvents(fn: (type: string, payload: unknown) => void): () => void }; swapEvents: unknown[] }
    target.swapEvents = []
    target.kit.subscribeEvents((type, payload) => {
      if (type === 'kit:tracked' || type === 'transaction:sent') target.swapEvents.push({ type, payload })
    })
  })
  return () => page.evaluate(() => (window as unknown as { swapEvents: Recorded[] }).swapEvents)
}

async function openSwap(page: Page, account: Locator) {
  await account.getByRole('button', { name: 'Swap', exact: true }).click()
  const view = dialog(page, 'Swap')
  await expect(view.getByTestId('swap-form')).toBeVisible()
  return view
}

test('swaps ETH for DUSD, then DUSD for TSR with an approval first; anvil holds what the router quoted', async ({ page, wallet, devnet }) => {
  const account = await connectTestWallet(page, wallet)
  const events = await recordEvents(page)
  let view = await openSwap(page, account)

  await quote(view, { from: 'ETH', to: 'DUSD', amount: '0.2' })
  const ethIn = parseEther('0.2')
  const dusdOut = await amountOut(devnet, ethIn, [DEVNET_DEX.weth, DUSD.address])
  // Spec §9's 3 decimals; the pool's 0.3% fee and depth, at the data API's prices, with the 1% default slippage.
  await expect(view.getByTestId('swap-out')).toHaveText(`You receive about ${threeDecimals(dusdOut, 6)} DUSD`)
  await expect(view.getByTestId('swap-impact')).toHaveText(/^Price impact: 0\.[0-9]{2}%$/)
  await expect(view.getByTestId('swap-fee')).toHaveText(/^Network fee: (< 0\.001|\d+\.\d{3}) ETH$/)
  const minimum = (dusdOut * 99n) / 100n
  await expect(view.getByTestId('swap-minimum')).toHaveText(`Minimum received: ${threeDecimals(minimum, 6)} DUSD`)
  await scanModal(page)

  wallet.clearRequests()
  await view.getByRole('button', { name: 'Review swap' }).click()
  await view.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(view.getByTestId('swap-done')).toBeVisible({ timeout: 15_000 })
  // The coin needs no approval: one transaction.
  expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
  await expect(view.getByTestId('swap-step')).toHaveCount(1)
  const dusdAfterFirst = parseUnits('1250.5', 6) + dusdOut
  expect(await tokenBalance(devnet, DUSD.address, wallet.address)).toBe(dusdAfterFirst)
  const eth = hexToBigInt((await devnet.request(DEVNET, 'eth_getBalance', [wallet.address, 'latest'])) as Hex)
  expect(eth).toBeLessThan(TEST_WALLET_BALANCE - ethIn)
  expect(eth).toBeGreaterThan(TEST_WALLET_BALANCE - ethIn - parseEther('0.01'))
  // The new balances, read again after the swap.
  await expect(view.getByTestId('swap-balances')).toHaveText(`New balances: 1.034 ETH, ${threeDecimals(dusdAfterFirst, 6)} DUSD`)
  await scanModal(page)

  await view.getByRole('button', { name: 'Swap again' }).click()
  view = dialog(page, 'Swap')
  await quote(view, { from: 'DUSD', to: 'TSR', amount: '100' })
  const dusdIn = parseUnits('100', 6)
  const tsrOut = await amountOut(devnet, dusdIn, [DUSD.address, TSR.address])
  wallet.clearRequests()
  await view.getByRole('button', { name: 'Review swap' }).click()
  await view.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(view.getByTestId('swap-done')).toBeVisible({ timeout: 15_000 })
  // Approve DUSD for the router, then swap: two transactions, two steps done.
  expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
  await expect(view.getByTestId('swap-step')).toHaveText(['Approve DUSDDone', 'Swap DUSD for TSRDone'])
  expect(await tokenBalance(devnet, DUSD.address, wallet.address)).toBe(dusdAfterFirst - dusdIn)
  expect(await tokenBalance(devnet, TSR.address, wallet.address)).toBe(parseUnits('3.5', 18) + tsrOut)
  const allowance = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [wallet.address, DEVNET_DEX.router] })
  expect(hexToBigInt((await devnet.request(DEVNET, 'eth_call', [{ to: DUSD.address, data: allowance }, 'latest'])) as Hex)).toBeGreaterThan(0n)

  // Activity hears of all three transactions; each swap is tracked.
  const recorded = await events()
  const sent = recorded.filter(({ type }) => type === 'transaction:sent').map(({ payload }) => [payload.to?.toLowerCase(), payload.amount, payload.symbol])
  expect(sent).toEqual([
    [DEVNET_DEX.router.toLowerCase(), '0.2', 'ETH'],
    [DUSD.address.toLowerCase(), undefined, undefined],
    [DEVNET_DEX.router.toLowerCase(), '100', 'DUSD'],
  ])
  const tracked = recorded.filter(({ payload }) => payload.event === 'SWAP_SUCCESS').map(({ payload }) => payload.properties)
  expect(tracked).toEqual([
    { network: 'eip155:31337', fromSymbol: 'ETH', toSymbol: 'DUSD', fromAmount: '0.2', toAmount: formatUnits(dusdOut, 6) },
    { network: 'eip155:31337', fromSymbol: 'DUSD', toSymbol: 'TSR', fromAmount: '100', toAmount: expect.stringMatching(/^\d+\.\d+$/) },
  ])
})

test('a pool that moves beyond the slippage before the swap is mined fails it with the clear message; a new quote follows', async ({ page, wallet, devnet }) => {
  await connectTestWallet(page, wallet)
  const events = await recordEvents(page)
  // Spec §2: Swap opens with arguments.
  await page.evaluate(() => (window as unknown as { kit: { open(o: unknown): void } }).kit.open({ view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'dusd', amount: '0.5' } }))
  const view = dialog(page, 'Swap')
  await expect(view.getByRole('button', { name: /^From: ETH Ether · 1\.234 ETH$/ })).toBeVisible()
  await expect(view.getByRole('button', { name: /^To: DUSD Devnet USD · 1,250\.500 DUSD$/ })).toBeVisible()
  await expect(view.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.5')
  await expect(view.getByTestId('swap-out')).toBeVisible()
  const quotedText = await view.getByTestId('swap-out').textContent()

  await view.getByRole('button', { name: 'Review swap' }).click()
  // The wallet's prompt stays open while another trader sells 30 ETH into the same pool.
  const held = wallet.holdNext('eth_sendTransaction')
  await view.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect.poll(() => wallet.requests.includes('eth_sendTransaction')).toBe(true)
  const trader = TOKEN_HOLDER_DEV_ACCOUNTS[0] as Address
  const moveData = encodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, functionName: 'swapExactETHForTokens', args: [0n, [DEVNET_DEX.weth, DUSD.address], trader, 2n ** 40n] })
  await devnet.request(DEVNET, 'eth_sendTransaction', [{ from: trader, to: DEVNET_DEX.router, data: moveData, value: numberToHex(parseEther('30')), gas: numberToHex(300_000n) }])
  held.release()

  await expect(view.getByTestId('swap-error')).toHaveText('The price moved beyond your slippage tolerance. Get a new quote and try again.', { timeout: 15_000 })
  await expect(view.getByTestId('swap-step')).toHaveAttribute('data-status', 'failed')
  // The swap was sent and mined, and reverted: the router refused to pay less than the minimum, so nothing arrived.
  const block = (await devnet.request(DEVNET, 'eth_getBlockByNumber', ['latest', true])) as { transactions: { hash: Hex; from: string }[] }
  const sent = block.transactions.find((transaction) => transaction.from.toLowerCase() === wallet.address.toLowerCase())
  expect(((await devnet.request(DEVNET, 'eth_getTransactionReceipt', [sent!.hash])) as { status: Hex }).status).toBe('0x0')
  expect(await tokenBalance(devnet, DUSD.address, wallet.address)).toBe(parseUnits('1250.5', 6))
  const failed = (await events()).filter(({ payload }) => payload.event === 'SWAP_ERROR').map(({ payload }) => payload.properties)
  expect(failed).toEqual([expect.objectContaining({ network: 'eip155:31337', fromSymbol: 'ETH', toSymbol: 'DUSD', fromAmount: '0.5', message: 'The price moved beyond your slippage tolerance. Get a new quote and try again.' })])

  await view.getByRole('button', { name: 'Get new quote' }).click()
  await expect(view.getByTestId('swap-out')).toBeVisible()
  await expect(view.getByTestId('swap-out')).not.toHaveText(quotedText!)
  const requoted = await amountOut(devnet, parseEther('0.5'), [DEVNET_DEX.weth, DUSD.address])
  await expect(view.getByTestId('swap-out')).toHaveText(`You receive about ${threeDecimals(requoted, 6)} DUSD`)
})

test('on a network without swaps the Swap button is absent, and opening Swap there shows the spec’s error', async ({ page, wallet }) => {
  const account = await connectTestWallet(page, wallet)
  await expect(account.getByRole('button', { name: 'Swap', exact: true })).toBeVisible()
  await account.getByRole('button', { name: 'Devnet Network' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Devnet B' }).click()
  await expect(account.getByRole('button', { name: 'Devnet B Network' })).toBeVisible()
  await expect(account.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)

  await page.evaluate(() => (window as unknown as { kit: { open(o: unknown): void } }).kit.open({ view: 'Swap' }))
  await expect(dialog(page, 'Swap').getByTestId('swap-message')).toHaveText('Network not supported for Swaps')
})

test('an approval the visitor rejects in the wallet stops the swap: the wallet’s words, nothing sent, Try again', async ({ page, wallet, devnet }) => {
  const view = await openSwap(page, await connectTestWallet(page, wallet))
  await quote(view, { from: 'DUSD', to: 'TSR', amount: '10' })
  await view.getByRole('button', { name: 'Review swap' }).click()
  wallet.clearRequests()
  wallet.rejectNext('eth_sendTransaction')
  await view.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(view.getByTestId('swap-error')).toHaveText('User rejected the request.')
  await expect(view.getByTestId('swap-step')).toHaveText(['Approve DUSDFailed'])
  expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
  expect(await tokenBalance(devnet, DUSD.address, wallet.address)).toBe(parseUnits('1250.5', 6))
  await view.getByRole('button', { name: 'Try again' }).click()
  await expect(view.getByRole('textbox', { name: 'Amount' })).toHaveValue('10')
  await expect(view.getByRole('button', { name: 'Review swap' })).toBeEnabled()
})

test('the form: Max is the balance, more reads Insufficient balance, and the slippage field moves the minimum within 0–50%', async ({ page, wallet, devnet }) => {
  const view = await openSwap(page, await connectTestWallet(page, wallet))
  await quote(view, { from: 'DUSD', to: 'TSR', amount: '1' })
  await view.getByRole('button', { name: 'Max' }).click()
  await expect(view.getByRole('textbox', { name: 'Amount' })).toHaveValue('1250.5')
  await expect(view.getByTestId('swap-out')).toBeVisible()
  await view.getByRole('textbox', { name: 'Amount' }).fill('1250.6')
  await expect(view.getByTestId('swap-problem')).toHaveText('Insufficient balance')
  await expect(view.getByRole('button', { name: 'Review swap' })).toBeDisabled()

  await view.getByRole('textbox', { name: 'Amount' }).fill('100')
  const out = await amountOut(devnet, parseUnits('100', 6), [DUSD.address, TSR.address])
  const shown = (units: bigint) => `${formatUnits(units, 18).replace(/(\.\d{3})\d*$/, '$1')} TSR`
  await expect(view.getByTestId('swap-minimum')).toHaveText(`Minimum received: ${shown((out * 99n) / 100n)}`)
  await view.getByRole('textbox', { name: 'Slippage (%)' }).fill('0.5')
  await expect(view.getByTestId('swap-minimum')).toHaveText(`Minimum received: ${shown((out * 995n) / 1000n)}`)
  await view.getByRole('textbox', { name: 'Slippage (%)' }).fill('60')
  await expect(view.getByTestId('swap-slippage-error')).toHaveText('Slippage above 50% is not allowed')
  await expect(view.getByRole('button', { name: 'Review swap' })).toBeDisabled()
})
