import jsQR from 'jsqr'
import { encodeFunctionData, erc20Abi, formatEther, hexToBigInt, numberToHex, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { Page } from '@playwright/test'
import { generateKeyPair, getAddressFromPublicKey } from '@solana/kit'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../devnet/solana/cluster.mjs'
import { SOLANA_DEV_TOKEN, associatedTokenAddress } from '../devnet/solana/spl-token.mjs'
import { DEVNET_TOKENS } from '../devnet/tokens.mjs'
import { signIn } from './fixtures/embedded-wallet.js'
import { expect, test, TEST_WALLET_BALANCE, TEST_WALLET_NAME, type DevnetFixture, type TestWallet } from './fixtures/test.js'
import { connectTestWallet } from './fixtures/connect-test-wallet.js'

// The playground with send() and receive() on the devnet: the injected test wallet (#1) holds 1.234567 ETH and
// 1250.5 DUSD on Devnet (31337); the data API gives its token list, anvil is where balances are checked.

const DUSD = DEVNET_TOKENS.find((token) => token.symbol === 'DUSD')!
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })
const freshAddress = (): Address => privateKeyToAddress(generatePrivateKey())

const connect = connectTestWallet

/** Connects and opens Send from the Account view's button. */
async function openSend(page: Page, wallet: TestWallet) {
  const account = await connect(page, wallet)
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const view = dialog(page, 'Send')
  await expect(view.getByTestId('send-form')).toBeVisible()
  return view
}

async function pickToken(view: ReturnType<typeof dialog>, symbol: string) {
  const select = view.getByRole('combobox', { name: 'Token' })
  const option = select.locator('option', { hasText: new RegExp(`^${symbol} `) })
  await expect(option).toHaveCount(1)
  await select.selectOption((await option.getAttribute('value'))!)
}

/** From the Account view: Send, a token, an amount and a receiver, then the Send button. */
async function sendFrom(account: ReturnType<typeof dialog>, { symbol, amount, to }: { symbol: string; amount: string; to: string }) {
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const view = dialog(account.page(), 'Send')
  await pickToken(view, symbol)
  await view.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await view.getByRole('textbox', { name: 'To' }).fill(to)
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  return view
}

async function ethBalance(devnet: DevnetFixture, address: Address): Promise<bigint> {
  return hexToBigInt((await devnet.request(31337, 'eth_getBalance', [address, 'latest'])) as Hex)
}

async function dusdBalance(devnet: DevnetFixture, address: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  return hexToBigInt((await devnet.request(31337, 'eth_call', [{ to: DUSD.address, data }, 'latest'])) as Hex)
}

test('sends ETH: fee shown, pending, then the hash; the recipient holds it on anvil and the form resets', async ({ page, wallet, devnet }) => {
  const to = freshAddress()
  const view = await openSend(page, wallet)
  await pickToken(view, 'ETH')
  await view.getByRole('textbox', { name: 'Amount' }).fill('0.25')
  await view.getByRole('textbox', { name: 'To' }).fill(to)
  await expect(view.getByTestId('send-fee')).toHaveText(/^Network fee: (< 0\.001|\d+\.\d{3}) ETH$/)
  // Spec §9: fiat with 2 decimals, at the data API's ETH price of $2500.
  await expect(view.getByTestId('send-usd')).toHaveText(' · $625.00')
  wallet.clearRequests()
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view.getByTestId('send-success')).toBeVisible({ timeout: 15_000 })
  const hash = await view.getByTestId('send-hash').textContent()
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  expect(wallet.requests).toContain('eth_sendTransaction')
  expect(await ethBalance(devnet, to)).toBe(parseEther('0.25'))
  const receipt = (await devnet.request(31337, 'eth_getTransactionReceipt', [hash])) as { status: Hex; to: string }
  expect(receipt.status).toBe('0x1')
  await expect(view.getByRole('textbox', { name: 'Amount' })).toHaveValue('')
  await expect(view.getByRole('textbox', { name: 'To' })).toHaveValue('')
  // The balance refreshed: the wallet holds less than before (the amount and the fee).
  await expect(view.getByTestId('send-balance')).not.toContainText(formatEther(TEST_WALLET_BALANCE).slice(0, 5))
})

test('sends DUSD (ERC-20) with Max capped at the balance; the recipient holds it on anvil', async ({ page, wallet, devnet }) => {
  const to = freshAddress()
  const view = await openSend(page, wallet)
  await pickToken(view, 'DUSD')
  await view.getByRole('button', { name: 'Max' }).click()
  await expect(view.getByRole('textbox', { name: 'Amount' })).toHaveValue('1250.5')
  // Above the balance the form refuses before the wallet is asked.
  await view.getByRole('textbox', { name: 'Amount' }).fill('1250.6')
  await view.getByRole('textbox', { name: 'To' }).fill(to)
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view.getByTestId('send-error')).toHaveText('Insufficient balance')
  await view.getByRole('textbox', { name: 'Amount' }).fill('12.5')
  await expect(view.getByTestId('send-fee')).toBeVisible()
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view.getByTestId('send-success')).toBeVisible({ timeout: 15_000 })
  expect(await dusdBalance(devnet, to)).toBe(parseUnits('12.5', DUSD.decimals))
  expect(await dusdBalance(devnet, wallet.address)).toBe(parseUnits('1238', DUSD.decimals))
})

test('kit.open with a token and an amount fills the form in', async ({ page, wallet }) => {
  await connect(page, wallet)
  await page.evaluate(() => (window as unknown as { kit: { open(o: unknown): void } }).kit.open({ view: 'WalletSend', params: { token: 'DUSD', amount: '3' } }))
  const view = dialog(page, 'Send')
  await expect(view.getByRole('textbox', { name: 'Amount' })).toHaveValue('3')
  await expect(view.getByTestId('send-balance')).toContainText('1,250.500 DUSD')
})

test('missing fields give the spec’s messages', async ({ page, wallet }) => {
  const view = await openSend(page, wallet)
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view.getByTestId('send-error')).toHaveText('An amount and receiver address are required')
  await view.getByRole('textbox', { name: 'Amount' }).fill('1')
  await view.getByRole('textbox', { name: 'To' }).fill(freshAddress())
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view.getByTestId('send-error')).toHaveText('A token is required')
})

test('a send the visitor rejects in the wallet shows the wallet’s error and moves nothing', async ({ page, wallet, devnet }) => {
  const to = freshAddress()
  const view = await openSend(page, wallet)
  await pickToken(view, 'ETH')
  await view.getByRole('textbox', { name: 'Amount' }).fill('0.1')
  await view.getByRole('textbox', { name: 'To' }).fill(to)
  wallet.rejectNext('eth_sendTransaction')
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view.getByTestId('send-error')).toHaveText('User rejected the request.')
  await expect(view.getByTestId('send-success')).toHaveCount(0)
  // The form keeps what the visitor typed, to try again.
  await expect(view.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.1')
  expect(await ethBalance(devnet, to)).toBe(0n)
})

test('sending the whole ETH balance leaves nothing for gas: the node’s insufficient-funds error, in the spec’s words', async ({ page, wallet, devnet }) => {
  const to = freshAddress()
  const view = await openSend(page, wallet)
  await pickToken(view, 'ETH')
  await view.getByRole('button', { name: 'Max' }).click()
  await view.getByRole('textbox', { name: 'To' }).fill(to)
  const message = 'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.'
  await expect(view.getByTestId('send-fee')).toBeVisible()
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view.getByTestId('send-error')).toHaveText(message)
  await expect(page.getByText(/at .*\.js/)).toHaveCount(0)
  expect(await ethBalance(devnet, to)).toBe(0n)
})

test('Receive shows the address as a QR code that decodes to it, copyable, with its networks and a warning', async ({ page, wallet }) => {
  const account = await connect(page, wallet)
  await account.getByRole('button', { name: 'Receive', exact: true }).click()
  const view = dialog(page, 'Receive')
  const qr = view.getByRole('img', { name: 'QR code of your address' })
  await expect(qr).toBeVisible()
  const png = (await qr.screenshot()).toString('base64')
  // The screenshot's pixels, read by the browser's own PNG decoder, then decoded by an independent QR reader.
  const { width, height, data } = await page.evaluate(async (src) => {
    const image = new Image()
    image.src = `data:image/png;base64,${src}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const pixels = context.getImageData(0, 0, image.width, image.height)
    return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) }
  }, png)
  expect(jsQR(Uint8ClampedArray.from(data), width, height)?.data).toBe(wallet.address)
  await expect(view.getByRole('button', { name: 'Copy address' })).toBeVisible()
  await expect(view.getByTestId('receive-networks')).toContainText('Devnet')
  await expect(view.getByTestId('receive-warning')).toContainText('Only send assets on these networks')
})

/** The local Solana cluster's JSON-RPC, asked from the test (not the page). */
async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${SOLANA_DEVNET.defaultPort}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: T }).result
}

/**
 * Connects the Solana test wallet, opens Send, then sends `amount` of `symbol` to `to` once the fee shows: one
 * signature's fee, 5000 lamports, is under spec §9's 3 decimals. Resolves when the signature is shown.
 */
async function sendOnSolana(page: Page, from: string, { symbol, amount, to }: { symbol: string; amount: string; to: string }, before: () => Promise<void>) {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTitle(from)).toBeVisible()
  await before()
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const view = dialog(page, 'Send')
  await pickToken(view, symbol)
  await view.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await view.getByRole('textbox', { name: 'To' }).fill(to)
  await expect(view.getByTestId('send-fee')).toHaveText('Network fee: < 0.001 SOL')
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view.getByTestId('send-hash')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/, { timeout: 15_000 })
}

test('sends SOL on the local cluster through a Wallet Standard wallet; the cluster has it and the fee is the message’s', async ({ page, solanaWallet }) => {
  const lamportsOf = async (address: string) => BigInt((await solanaRpc<{ value: number }>('getBalance', [address])).value)
  const receiver = SOLANA_DEV_ACCOUNTS[2]!.address
  let sender = 0n
  let before = 0n
  await sendOnSolana(page, solanaWallet.address, { symbol: 'SOL', amount: '0.02', to: receiver }, async () => {
    sender = await lamportsOf(solanaWallet.address)
    before = await lamportsOf(receiver)
  })
  expect(await lamportsOf(receiver)).toBe(before + 20_000_000n)
  expect(await lamportsOf(solanaWallet.address)).toBe(sender - 20_000_000n - 5_000n)
  expect(solanaWallet.requests).toContain('solana:signAndSendTransaction')
})

test('sends the SPL token DUSD on the local cluster to a fresh address: its token account is created and holds the amount', async ({ page, solanaWallet }) => {
  /** The base units `owner`'s associated DUSD account holds, read from the cluster; undefined before it exists. */
  const dusdOf = async (owner: string) => {
    const account = await associatedTokenAddress(owner, SOLANA_DEV_TOKEN.mint)
    const { value } = await solanaRpc<{ value: { data: [string, string] } | null }>('getAccountInfo', [account, { encoding: 'base64' }])
    return value ? Buffer.from(value.data[0], 'base64').readBigUInt64LE(64) : undefined
  }
  const receiver = await getAddressFromPublicKey((await generateKeyPair()).publicKey)
  let sender = 0n
  await sendOnSolana(page, solanaWallet.address, { symbol: 'DUSD', amount: '2.5', to: receiver }, async () => {
    sender = (await dusdOf(solanaWallet.address))!
    expect(await dusdOf(receiver)).toBeUndefined()
  })
  expect(await dusdOf(receiver)).toBe(2_500_000n)
  expect(await dusdOf(solanaWallet.address)).toBe(sender - 2_500_000n)
  expect(solanaWallet.requests).toContain('solana:signAndSendTransaction')
})

test('sends ETH over a WalletConnect session: the wallet is asked on the session’s chain and the recipient holds it', async ({ page, devWallet, devnet }) => {
  const to = freshAddress()
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await dialog(page, 'Connect Wallet').locator('li[data-group="walletConnect"]').getByRole('button', { name: 'WalletConnect' }).click()
  await expect(dialog(page, 'WalletConnect').getByRole('img', { name: 'QR code to connect a wallet with WalletConnect' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => (window as unknown as { kit: { getState(): { walletconnect: { uri?: string } } } }).kit.getState().walletconnect.uri ?? '')).toMatch(/^wc:/)
  await devWallet.pair(await page.evaluate(() => (window as unknown as { kit: { getState(): { walletconnect: { uri: string } } } }).kit.getState().walletconnect.uri))
  const account = dialog(page, 'Account')
  await expect(account.getByTitle(devWallet.address)).toBeVisible()
  const view = await sendFrom(account, { symbol: 'ETH', amount: '0.3', to })
  await expect(view.getByTestId('send-success')).toBeVisible({ timeout: 20_000 })
  expect(await ethBalance(devnet, to)).toBe(parseEther('0.3'))
  const sent = devWallet.requests.filter((request) => request.method === 'eth_sendTransaction')
  expect(sent.map((request) => [request.namespace, request.status])).toEqual([['eip155', 'approved']])
})

test('sends ETH from an embedded-wallet account: ApproveTransaction shows the transfer, then the hash shows in Send', async ({ page, devnet }) => {
  const to = freshAddress()
  await signIn(page, `sender-${Date.now()}@example.com`)
  const address = (await page.getByTestId('address').textContent()) as Address
  await devnet.request(31337, 'anvil_setBalance', [address, numberToHex(parseEther('1'))])
  // A reload reads the balances again (the account is restored from the frame's session).
  await page.reload()
  await page.getByTestId('account-button').click()
  const account = dialog(page, 'Account')
  await expect(account.getByText('1.000 ETH')).toBeVisible()
  const view = await sendFrom(account, { symbol: 'ETH', amount: '0.2', to })
  const approve = dialog(page, 'Approve Transaction')
  await expect(approve.getByRole('definition')).toHaveText([to, '0.2 ETH'])
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(dialog(page, 'Send').getByTestId('send-success')).toBeVisible({ timeout: 15_000 })
  expect(await ethBalance(devnet, to)).toBe(parseEther('0.2'))
})
