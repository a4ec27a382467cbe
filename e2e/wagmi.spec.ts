import type { Page } from '@playwright/test'
import { createPublicClient, formatEther, http, parseEther, verifyMessage, type Address, type Hash } from 'viem'
import { dialog } from './fixtures/modal.js'
import { expect, test, TEST_WALLET_NAME, WAGMI_URL, type DevnetFixture } from './fixtures/test.js'

// examples/wagmi: a wagmi app (WagmiProvider, TanStack Query, wagmi's hooks) whose connector is the kit
// (createWagmiConfig from tessera/wagmi), on the devnet's two chains, with the injected test wallet or the
// WalletConnect dev wallet.
test.use({ baseURL: WAGMI_URL })

/** Where the example's "Send 0.01 ETH" pays to (examples/wagmi/src/App.tsx). */
const RECIPIENT: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const MESSAGE = 'Hello from a wagmi app on Tessera'

const wagmiStatus = (page: Page) => page.getByTestId('wagmi-status')
const wagmiAddress = (page: Page) => page.getByTestId('wagmi-address')
const wagmiChain = (page: Page) => page.getByTestId('wagmi-chain')

/** A client of the devnet chain's own, so what the page shows is checked against the chain, not against itself. */
function anvil(devnet: DevnetFixture, chainId: number) {
  const chain = devnet.chains.find((entry) => entry.id === chainId)!
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

async function connectInModal(page: Page) {
  await page.goto('/')
  await expect(wagmiStatus(page)).toHaveText('disconnected')
  await page.getByTestId('connect-button').click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
  await expect(dialog(page, 'Account')).toBeVisible()
  await page.keyboard.press('Escape')
}

test('connect in the modal, send with useSendTransaction, switch from wagmi, disconnect in the modal', async ({ page, wallet, devnet }) => {
  await connectInModal(page)
  await expect(wagmiStatus(page)).toHaveText('connected')
  await expect(wagmiAddress(page)).toHaveText(wallet.address)
  await expect(wagmiChain(page)).toHaveText('Devnet (31337)')
  await expect(page.getByTestId('wagmi-balance')).toHaveText('1.234567 ETH')

  // useSendTransaction reaches the wallet through the kit; anvil mines it and wagmi's receipt hook sees it.
  const client = anvil(devnet, 31337)
  const before = await client.getBalance({ address: RECIPIENT })
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await expect(page.getByTestId('wagmi-tx-status')).toHaveText(/^confirmed in block \d+$/, { timeout: 15_000 })
  const hash = (await page.getByTestId('wagmi-tx-hash').textContent()) as Hash
  const receipt = await client.getTransactionReceipt({ hash })
  expect(receipt).toMatchObject({ status: 'success', from: wallet.address.toLowerCase(), to: RECIPIENT.toLowerCase() })
  expect((await client.getTransaction({ hash })).value).toBe(parseEther('0.01'))
  expect(formatEther((await client.getBalance({ address: RECIPIENT })) - before)).toBe('0.01')
  expect(wallet.requests).toContain('eth_sendTransaction')

  // A switch from wagmi moves the wallet and the kit: the kit's network button follows.
  await page.getByRole('button', { name: 'Switch to Devnet B' }).click()
  await expect(page.getByTestId('network-button')).toHaveText('Devnet B')
  await expect(wagmiChain(page)).toHaveText('Devnet B (31338)')
  expect(wallet.requests).toContain('wallet_switchEthereumChain')

  // Disconnecting in the kit's modal disconnects wagmi.
  await page.getByTestId('account-button').click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(wagmiStatus(page)).toHaveText('disconnected')
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
})

test("wagmi's connect opens the kit's modal; useSignMessage signs; wagmi's disconnect reaches the kit", async ({ page, wallet }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
  await expect(wagmiStatus(page)).toHaveText('connected')
  await expect(wagmiAddress(page)).toHaveText(wallet.address)
  await expect(page.getByTestId('account-button')).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = (await page.getByTestId('wagmi-signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: wallet.address, message: MESSAGE, signature })).toBe(true)

  await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  await expect(wagmiStatus(page)).toHaveText('disconnected')
})

test('closing the modal opened by wagmi leaves wagmi disconnected with a rejection', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('alert')).toContainText('closed the modal')
  await expect(wagmiStatus(page)).toHaveText('disconnected')
})

test('a reload restores the connection in the kit and in wagmi without asking the wallet again', async ({ page, wallet }) => {
  await connectInModal(page)
  await expect(wagmiStatus(page)).toHaveText('connected')
  await page.reload()
  await expect(wagmiStatus(page)).toHaveText('connected')
  await expect(wagmiAddress(page)).toHaveText(wallet.address)
  await expect(page.getByTestId('account-button')).toBeVisible()
  expect(wallet.requests.filter((method) => method === 'eth_requestAccounts')).toHaveLength(1)
})

/** The pairing URI the kit offers now (the one its QR code carries); the example puts the kit on `window.kit`. */
async function pairingUri(page: Page): Promise<string> {
  const read = () => page.evaluate(() => (window as unknown as { kit: { getState(): { walletconnect?: { uri?: string } } } }).kit.getState().walletconnect?.uri ?? '')
  await expect.poll(read).toMatch(/^wc:/)
  return read()
}

test('over WalletConnect: wagmi signs, sends and switches on the kit’s one pairing', async ({ page, devWallet, devnet }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await dialog(page, 'Connect Wallet').locator('li[data-group="walletConnect"]').getByRole('button', { name: 'WalletConnect' }).click()
  await devWallet.pair(await pairingUri(page))
  await expect(dialog(page, 'Account')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(wagmiStatus(page)).toHaveText('connected')
  await expect(wagmiAddress(page)).toHaveText(devWallet.address)
  await expect(wagmiChain(page)).toHaveText('Devnet (31337)')

  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = (await page.getByTestId('wagmi-signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: devWallet.address, message: MESSAGE, signature })).toBe(true)

  // What the kit tells Activity of a send made through wagmi over the pairing.
  await page.evaluate(() => {
    const w = window as unknown as { kit: { subscribeEvents(l: (type: string, payload: unknown) => void): void }; sent: unknown[] }
    w.sent = []
    w.kit.subscribeEvents((type, payload) => type === 'transaction:sent' && w.sent.push(payload))
  })
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await expect(page.getByTestId('wagmi-tx-status')).toHaveText(/^confirmed in block \d+$/, { timeout: 15_000 })
  const hash = (await page.getByTestId('wagmi-tx-hash').textContent()) as Hash
  const receipt = await anvil(devnet, 31337).getTransactionReceipt({ hash })
  expect(receipt).toMatchObject({ status: 'success', from: devWallet.address.toLowerCase(), to: RECIPIENT.toLowerCase() })
  const sent = await page.evaluate(() => (window as unknown as { sent: { hash: string; to: string; amount: string; caipNetworkId: string }[] }).sent)
  expect(sent).toEqual([expect.objectContaining({ hash, amount: '0.01', caipNetworkId: 'eip155:31337' })])
  expect(sent[0]!.to.toLowerCase()).toBe(RECIPIENT.toLowerCase())

  await page.getByRole('button', { name: 'Switch to Devnet B' }).click()
  await expect(page.getByTestId('network-button')).toHaveText('Devnet B')
  await expect(wagmiChain(page)).toHaveText('Devnet B (31338)')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect.poll(() => devWallet.requests.filter((request) => request.method === 'personal_sign').map((request) => request.chainId)).toEqual([31337, 31338])

  // Everything went over the pairing the modal made: the wallet holds one session, and no second one was proposed.
  expect(devWallet.sessions).toHaveLength(1)
  expect(devWallet.pendingProposals).toHaveLength(0)
})
