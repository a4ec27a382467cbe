import type { Page } from '@playwright/test'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../devnet/solana/cluster.mjs'
import { verifiesEd25519 } from './fixtures/ed25519.js'
import { dialog, openConnect, status, switchNetwork } from './fixtures/modal.js'
import { expect, test, TEST_WALLET_NAME } from './fixtures/test.js'

// The playground with its Solana plugin: the devnet's local cluster ("Solana Devnet (local)", 127.0.0.1:8899) and
// the public clusters. The `solanaWallet` fixture is a Wallet Standard wallet (as Phantom, Solflare and Backpack
// register) holding Solana dev account 0, under the same name as the EVM test wallet, so a test that installs both
// sees one wallet serving two chain families.

const RPC = `http://127.0.0.1:${SOLANA_DEVNET.defaultPort}`
const SIGNED_MESSAGE = 'Hello from the Tessera playground'
const [OWN, , RECEIVER] = SOLANA_DEV_ACCOUNTS as unknown as readonly [{ address: string }, unknown, { address: string }]
/** How the kit shortens a base58 address: 4 characters, an ellipsis, the last 4. */
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`


async function lamportsOf(address: string): Promise<bigint> {
  const response = await fetch(RPC, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }) })
  const { result } = (await response.json()) as { result: { value: number } }
  return BigInt(result.value)
}

test.describe('a Solana browser wallet', () => {
  test('listed by name and icon; connects on the local cluster; the account, SOL balance and explorer link show', async ({ page, solanaWallet }) => {
    const connect = await openConnect(page)
    const row = connect.getByRole('list', { name: 'Wallets' }).locator('li[data-group="injected"]').getByRole('button', { name: TEST_WALLET_NAME })
    await expect(row).toContainText('Installed')
    await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
    expect(solanaWallet.requests.filter((method) => method === 'standard:connect')).toEqual([])

    await row.click()
    const account = dialog(page, 'Account')
    await expect(account.getByTitle(OWN.address)).toHaveText(short(OWN.address))
    await expect(account.locator('.balance')).toHaveText(/^[\d,]+\.\d{3} SOL$/)
    await expect(account.getByRole('link', { name: 'Block explorer' })).toHaveAttribute('href', new RegExp(`^https://explorer\\.solana\\.com/address/${OWN.address}`))
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(OWN.address)
    await expect(page.getByTestId('network')).toHaveText(SOLANA_DEVNET.name)
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/active_caip_network_id'))).toBe(JSON.stringify(SOLANA_DEVNET.caipNetworkId))
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/solana:connected_connector_id'))).not.toBeNull()
  })

  test('a declined connection says so, and Try again connects', async ({ page, solanaWallet }) => {
    solanaWallet.rejectNext('standard:connect')
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
    const connecting = dialog(page, TEST_WALLET_NAME)
    await expect(connecting.getByText('Connection declined')).toBeVisible()
    await expect(status(page)).toHaveText('disconnected')
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await expect(dialog(page, 'Account').getByTitle(OWN.address)).toBeVisible()
  })

  test('signs a message the host verifies as Ed25519; a declined signature shows the wallet’s refusal', async ({ page, solanaWallet }) => {
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect(status(page)).toHaveText('connected')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(verifiesEd25519(OWN.address, SIGNED_MESSAGE, (await signature.textContent())!)).toBe(true)
    expect(verifiesEd25519(RECEIVER.address, SIGNED_MESSAGE, (await signature.textContent())!)).toBe(false)

    solanaWallet.rejectNext('solana:signMessage')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByRole('alert')).toContainText('User rejected the request.')
    await expect(status(page)).toHaveText('connected')
  })

  test('a reload reconnects silently, on the same cluster', async ({ page, solanaWallet }) => {
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect(status(page)).toHaveText('connected')
    const prompts = solanaWallet.calls.filter((call) => call.method === 'standard:connect').length

    await page.reload()
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(OWN.address)
    await expect(page.getByTestId('network')).toHaveText(SOLANA_DEVNET.name)
    // Only silent connects since: the wallet showed no prompt.
    const since = solanaWallet.calls.filter((call) => call.method === 'standard:connect').slice(prompts)
    expect(since.length).toBeGreaterThan(0)
    expect(since.every((call) => JSON.stringify(call.params).includes('"silent":true'))).toBe(true)
  })

  test('host code sends SOL through the kit, and the cluster confirms it', async ({ page, solanaWallet }) => {
    await installed(page)
    const sender = await lamportsOf(solanaWallet.address)
    const before = await lamportsOf(RECEIVER.address)
    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    const transfer = page.getByTestId('sol-transfer')
    await expect(transfer).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/, { timeout: 15_000 })
    expect(await lamportsOf(RECEIVER.address)).toBe(before + 10_000_000n)
    // The amount and one signature's fee (5000 lamports).
    expect(await lamportsOf(solanaWallet.address)).toBe(sender - 10_000_000n - 5_000n)
    expect(solanaWallet.requests).toContain('solana:signAndSendTransaction')
  })
})

test.describe('one wallet serving EVM and Solana', () => {
  test('shows once, asks which chain family to connect, and switching networks moves between the two accounts', async ({ page, wallet, solanaWallet }) => {
    const connect = await openConnect(page)
    const rows = connect.getByRole('button', { name: TEST_WALLET_NAME })
    await expect(rows).toHaveCount(1)
    await rows.click()

    const select = dialog(page, 'Select Chain')
    const families = select.getByRole('list', { name: 'Chains' }).locator('.list-item-name')
    await expect(families).toHaveText(['EVM Networks', 'Solana'])
    await select.getByRole('button', { name: 'Solana' }).click()
    await expect(dialog(page, 'Account').getByTitle(OWN.address)).toBeVisible()
    expect(wallet.requests).not.toContain('eth_requestAccounts')

    // The EVM side, asked for by a host that opens the modal for that namespace.
    await page.keyboard.press('Escape')
    await page.evaluate(() => (window as unknown as { kit: { open(o: object): void } }).kit.open({ view: 'Connect', namespace: 'eip155' }))
    await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect(dialog(page, 'Account').getByTitle(wallet.address)).toBeVisible()
    expect(solanaWallet.requests.filter((method) => method === 'standard:connect').length).toBeGreaterThan(0)

    // Networks: from the EVM devnet to the local cluster and back; the address follows the chain family.
    await switchNetwork(page, SOLANA_DEVNET.name)
    await expect(page.getByTestId('address')).toHaveText(OWN.address)
    await switchNetwork(page, 'Devnet')
    await expect(page.getByTestId('address')).toHaveText(wallet.address)
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/active_namespace'))).toBe('"eip155"')
  })
})

/** Connects the Solana wallet through the modal and closes it. */
async function installed(page: Page) {
  const connect = await openConnect(page)
  await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
  await expect(status(page)).toHaveText('connected')
  await page.keyboard.press('Escape')
}
