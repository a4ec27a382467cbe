import { encodeFunctionData, erc20Abi, hexToBigInt, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { Page } from '@playwright/test'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../devnet/solana/cluster.mjs'
import { SOLANA_DEV_TOKEN, associatedTokenAddress } from '../devnet/solana/spl-token.mjs'
import { DEVNET_TOKENS } from '../devnet/tokens.mjs'
import { scanModal } from './fixtures/axe.js'
import { connectTestWallet } from './fixtures/connect-test-wallet.js'
import { dialog } from './fixtures/modal.js'
import { expect, test, TEST_WALLET_NAME, type DevnetFixture } from './fixtures/test.js'

// The playground with pay() and features.pay on, on the devnet: the injected test wallet holds ETH and 1250.5 DUSD
// on Devnet (31337). `kit.pay` is called from the page; balances and receipts are read from anvil.

const DUSD = DEVNET_TOKENS.find((token) => token.symbol === 'DUSD')!
const DUSD_ASSET = { address: DUSD.address, symbol: DUSD.symbol, decimals: DUSD.decimals }
const freshAddress = (): Address => privateKeyToAddress(generatePrivateKey())

type Outcome = { readonly hash: string } | { readonly name: string; readonly reason: string; readonly message: string }
type PayWindow = Window & {
  kit: { pay(request: unknown): Promise<string> }
  payment?: Promise<Outcome>
}

/** Starts `kit.pay` in the page without waiting: the test drives the modal, then reads the outcome. */
async function startPay(page: Page, request: { recipient: string; amount: string; asset: unknown; network?: string }) {
  await page.evaluate((r) => {
    const w = window as unknown as PayWindow
    w.payment = w.kit.pay({ network: 'eip155:31337', ...r }).then(
      (hash) => ({ hash }),
      (error: { name: string; reason: string; shortMessage: string }) => ({ name: error.name, reason: error.reason, message: error.shortMessage }),
    )
  }, request)
}
const outcome = (page: Page) => page.evaluate(() => (window as unknown as PayWindow).payment!)

async function ethBalance(devnet: DevnetFixture, address: Address): Promise<bigint> {
  return hexToBigInt((await devnet.request(31337, 'eth_getBalance', [address, 'latest'])) as Hex)
}
async function dusdBalance(devnet: DevnetFixture, address: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  return hexToBigInt((await devnet.request(31337, 'eth_call', [{ to: DUSD.address, data }, 'latest'])) as Hex)
}
async function minedReceipt(devnet: DevnetFixture, hash: string) {
  return (await devnet.request(31337, 'eth_getTransactionReceipt', [hash])) as { status: Hex; transactionHash: Hex; blockNumber: Hex | null }
}

/** The Pay view once the fee is known: what it shows, then its Pay button. */
async function payInView(page: Page, { amount, symbol, network = 'Devnet', fee = 'ETH' }: { amount: string; symbol: string; network?: string; fee?: string }) {
  const view = dialog(page, 'Pay')
  await expect(view.getByTestId('pay-amount')).toHaveText(`${amount} ${symbol}`)
  await expect(view.getByTestId('pay-network')).toHaveText(network)
  await expect(view.getByTestId('pay-fee')).toHaveText(new RegExp(`^(< 0\\.001|\\d+\\.\\d{3}) ${fee}$`))
  await view.getByRole('button', { name: 'Pay', exact: true }).click()
  return view
}

test('kit.pay pays ETH: the promise gives the mined transaction’s hash and the recipient holds the amount on anvil', async ({ page, wallet, devnet }) => {
  const to = freshAddress()
  await connectTestWallet(page, wallet)
  await page.keyboard.press('Escape')
  await startPay(page, { recipient: to, amount: '0.05', asset: 'native' })
  const view = await payInView(page, { amount: '0.05', symbol: 'ETH' })
  const result = await outcome(page)
  expect(result).toEqual({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  const hash = (result as { hash: string }).hash
  const receipt = await minedReceipt(devnet, hash)
  expect(receipt).toMatchObject({ status: '0x1', transactionHash: hash })
  expect(receipt.blockNumber).not.toBeNull()
  expect(await ethBalance(devnet, to)).toBe(parseEther('0.05'))
  await expect(view.getByTestId('pay-hash')).toHaveText(hash)
  await view.getByRole('button', { name: 'Done' }).click()
  await expect(view).toHaveCount(0)
})

test('kit.pay pays DUSD (ERC-20): the recipient holds 12.5 DUSD and the payer 12.5 less', async ({ page, wallet, devnet }) => {
  const to = freshAddress()
  await connectTestWallet(page, wallet)
  await page.keyboard.press('Escape')
  const before = await dusdBalance(devnet, wallet.address)
  await startPay(page, { recipient: to, amount: '12.5', asset: DUSD_ASSET })
  await payInView(page, { amount: '12.5', symbol: 'DUSD' })
  const result = await outcome(page)
  expect(result).toEqual({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  expect((await minedReceipt(devnet, (result as { hash: string }).hash)).status).toBe('0x1')
  expect(await dusdBalance(devnet, to)).toBe(parseUnits('12.5', DUSD.decimals))
  expect(await dusdBalance(devnet, wallet.address)).toBe(before - parseUnits('12.5', DUSD.decimals))
})

test('kit.pay started disconnected shows Connect first, then pays once the wallet connects', async ({ page, wallet, devnet }) => {
  const to = freshAddress()
  await page.goto('/')
  await startPay(page, { recipient: to, amount: '0.02', asset: 'native' })
  await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
  await payInView(page, { amount: '0.02', symbol: 'ETH' })
  expect(await outcome(page)).toEqual({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  expect(await ethBalance(devnet, to)).toBe(parseEther('0.02'))
  expect(wallet.requests).toContain('eth_sendTransaction')
})

test('kit.pay on another network switches the wallet there first, then pays on that chain', async ({ page, wallet, devnet }) => {
  const to = freshAddress()
  await connectTestWallet(page, wallet)
  await page.keyboard.press('Escape')
  await startPay(page, { recipient: to, amount: '0.03', asset: 'native', network: 'eip155:31338' })
  await payInView(page, { amount: '0.03', symbol: 'ETH', network: 'Devnet B' })
  const result = await outcome(page)
  expect(result).toEqual({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  expect(wallet.requests).toContain('wallet_switchEthereumChain')
  await expect(page.getByTestId('network')).toHaveText('Devnet B')
  expect(hexToBigInt((await devnet.request(31338, 'eth_getBalance', [to, 'latest'])) as Hex)).toBe(parseEther('0.03'))
  expect(await ethBalance(devnet, to)).toBe(0n)
})

test('closing the modal before paying rejects with PAY_CANCELLED and moves nothing', async ({ page, wallet, devnet }) => {
  const to = freshAddress()
  await connectTestWallet(page, wallet)
  await page.keyboard.press('Escape')
  wallet.clearRequests()
  await startPay(page, { recipient: to, amount: '0.05', asset: 'native' })
  const view = dialog(page, 'Pay')
  await expect(view.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled()
  await view.getByRole('button', { name: 'Close' }).click()
  expect(await outcome(page)).toEqual({ name: 'PayError', reason: 'PAY_CANCELLED', message: 'Payment cancelled' })
  expect(wallet.requests).not.toContain('eth_sendTransaction')
  expect(await ethBalance(devnet, to)).toBe(0n)
})

test('a payment the wallet refuses rejects with PAY_CANCELLED, says so, and moves nothing', async ({ page, wallet, devnet }) => {
  const to = freshAddress()
  await connectTestWallet(page, wallet)
  await page.keyboard.press('Escape')
  wallet.rejectNext('eth_sendTransaction')
  await startPay(page, { recipient: to, amount: '0.05', asset: 'native' })
  const view = await payInView(page, { amount: '0.05', symbol: 'ETH' })
  expect(await outcome(page)).toEqual({ name: 'PayError', reason: 'PAY_CANCELLED', message: 'Payment cancelled' })
  await expect(view.getByTestId('pay-error')).toHaveText('Payment cancelled')
  expect(await ethBalance(devnet, to)).toBe(0n)
})

test('more than the balance is refused in the view before the wallet is asked; the view has no serious axe violation', async ({ page, wallet }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await connectTestWallet(page, wallet)
  await page.keyboard.press('Escape')
  wallet.clearRequests()
  await startPay(page, { recipient: freshAddress(), amount: '5000', asset: DUSD_ASSET })
  const view = dialog(page, 'Pay')
  await expect(view.getByTestId('pay-insufficient')).toHaveText('Insufficient balance')
  await expect(view.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled()
  await expect(view.getByTestId('pay-fee')).not.toHaveText('Estimating…')
  await scanModal(page)
  await page.keyboard.press('Escape')
  expect(await outcome(page)).toMatchObject({ reason: 'PAY_CANCELLED' })
  expect(wallet.requests).not.toContain('eth_sendTransaction')
})

test('the playground’s Pay demo pays DUSD and shows the hash kit.pay gave', async ({ page, wallet, devnet }) => {
  await connectTestWallet(page, wallet)
  await page.keyboard.press('Escape')
  const demo = page.getByRole('region', { name: 'Pay' })
  const to = freshAddress()
  await demo.getByRole('textbox', { name: 'To' }).fill(to)
  await demo.getByRole('textbox', { name: 'Amount' }).fill('2')
  await demo.getByRole('combobox', { name: 'Asset' }).selectOption('DUSD')
  await demo.getByRole('button', { name: 'Pay on Devnet' }).click()
  await payInView(page, { amount: '2', symbol: 'DUSD' })
  await expect(demo.getByTestId('pay-result')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 15_000 })
  expect(await dusdBalance(devnet, to)).toBe(parseUnits('2', DUSD.decimals))
})

/** The local Solana cluster's JSON-RPC, asked from the test (not the page). */
async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${SOLANA_DEVNET.defaultPort}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: T }).result
}
const SOLANA_LOCAL = { network: 'solana:7SWpcXKMxF3SJwhED1sMHh6gokkTgxyY', name: 'Solana Devnet (local)' }

test('kit.pay pays SOL on the local cluster through a Wallet Standard wallet, connecting it first', async ({ page, solanaWallet }) => {
  const lamportsOf = async (address: string) => BigInt((await solanaRpc<{ value: number }>('getBalance', [address])).value)
  const receiver = SOLANA_DEV_ACCOUNTS[2]!.address
  const before = await lamportsOf(receiver)
  await page.goto('/')
  await startPay(page, { recipient: receiver, amount: '0.02', asset: 'native', network: SOLANA_LOCAL.network })
  await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
  await payInView(page, { amount: '0.02', symbol: 'SOL', network: SOLANA_LOCAL.name, fee: 'SOL' })
  const result = await outcome(page)
  expect(result).toEqual({ hash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/) })
  expect(await lamportsOf(receiver)).toBe(before + 20_000_000n)
  expect(solanaWallet.requests).toContain('solana:signAndSendTransaction')
})

test('kit.pay pays the SPL token DUSD on the local cluster: the receiver’s token account holds the amount', async ({ page, solanaWallet }) => {
  const dusdOf = async (owner: string) => {
    const account = await associatedTokenAddress(owner, SOLANA_DEV_TOKEN.mint)
    const { value } = await solanaRpc<{ value: { data: [string, string] } | null }>('getAccountInfo', [account, { encoding: 'base64' }])
    return value ? Buffer.from(value.data[0], 'base64').readBigUInt64LE(64) : 0n
  }
  const receiver = SOLANA_DEV_ACCOUNTS[3]!.address
  const before = await dusdOf(receiver)
  await page.goto('/')
  const asset = { address: SOLANA_DEV_TOKEN.mint, symbol: SOLANA_DEV_TOKEN.symbol, decimals: SOLANA_DEV_TOKEN.decimals }
  await startPay(page, { recipient: receiver, amount: '2.5', asset, network: SOLANA_LOCAL.network })
  await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
  await payInView(page, { amount: '2.5', symbol: 'DUSD', network: SOLANA_LOCAL.name, fee: 'SOL' })
  expect(await outcome(page)).toEqual({ hash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/) })
  expect(await dusdOf(receiver)).toBe(before + 2_500_000n)
  expect(solanaWallet.requests).toContain('solana:signAndSendTransaction')
})
