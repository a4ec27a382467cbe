import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import type { Page } from '@playwright/test'
import { scanModal } from './fixtures/axe.js'
import { installPolkadotWallet, type PolkadotTestWallet } from './fixtures/polkadot-wallet.js'
import { dialog, openConnect, status, switchNetwork } from './fixtures/modal.js'
import { expect, test as base } from './fixtures/test.js'

// The playground with its Polkadot plugin (networks Polkadot, Kusama, Westend). The `polkadotWallet` fixture is a
// polkadot{.js}-style extension in window.injectedWeb3 sharing two accounts, //Alice and //Bob, with real sr25519
// keys held in Node; it lists them in the generic Substrate form (prefix 42), and the kit shows them as the
// network writes them (Polkadot: prefix 0).

const test = base.extend<{ polkadotWallet: PolkadotTestWallet }>({
  polkadotWallet: async ({ context }, use) => {
    await use(await installPolkadotWallet(context))
  },
})

const WALLET = 'polkadot{.js}'
const SIGNED_MESSAGE = 'Hello from the Tessera playground'
/** An account as the Polkadot network writes it. */
const onPolkadot = (address: string) => encodeAddress(address, 0)
/** How the kit shortens an address: 4 characters, an ellipsis, the last 4. */
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

/** Opens Connect, chooses the extension and, asked which account, the one named. */
async function connectAs(page: Page, name: 'Alice' | 'Bob') {
  const connect = await openConnect(page)
  await connect.getByRole('button', { name: WALLET }).click()
  await dialog(page, 'Choose Account').getByRole('button', { name: new RegExp(`^${name}`) }).click()
  await expect(status(page)).toHaveText('connected')
}

test.describe('a Polkadot browser extension', () => {
  test('listed by name and icon; the visitor picks one of its two accounts; the Account view shows its SS58 address', async ({ page, polkadotWallet }) => {
    const connect = await openConnect(page)
    const row = connect.getByRole('button', { name: WALLET })
    await expect(row).toContainText('Installed')
    await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
    expect(polkadotWallet.requests).not.toContain('enable')

    await row.click()
    const choose = dialog(page, 'Choose Account')
    const accounts = choose.getByRole('list', { name: 'Accounts' }).getByRole('button')
    await expect(accounts).toHaveCount(2)
    await expect(accounts.nth(0)).toContainText('Alice')
    await expect(accounts.nth(1)).toContainText('Bob')
    await scanModal(page)
    await accounts.nth(1).click()

    const bob = onPolkadot(polkadotWallet.bob.address)
    const account = dialog(page, 'Account')
    await expect(account.getByTitle(bob)).toHaveText(short(bob))
    await expect(account.getByRole('link', { name: 'Block explorer' })).toHaveAttribute('href', `https://polkadot.subscan.io/account/${bob}`)
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(bob)
    await expect(page.getByTestId('network')).toHaveText('Polkadot')
    expect(polkadotWallet.calls.find((call) => call.method === 'enable')?.params).toBe('Tessera playground')
  })

  test('closing the account choice cancels the connection', async ({ page, polkadotWallet }) => {
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: WALLET }).click()
    await expect(dialog(page, 'Choose Account')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page, 'Choose Account')).toBeHidden()
    await expect(status(page)).toHaveText('disconnected')
    expect(polkadotWallet.requests).not.toContain('signRaw')
  })

  test('a refused authorisation says so, and Try again connects', async ({ page, polkadotWallet }) => {
    polkadotWallet.rejectNext('enable')
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: WALLET }).click()
    const connecting = dialog(page, WALLET)
    await expect(connecting.getByText('Connection declined')).toBeVisible()
    await expect(status(page)).toHaveText('disconnected')
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await dialog(page, 'Choose Account').getByRole('button', { name: /^Alice/ }).click()
    await expect(page.getByTestId('address')).toHaveText(onPolkadot(polkadotWallet.alice.address))
  })

  test('signs a message the test verifies as sr25519 over <Bytes>…</Bytes>; a refused signature shows the spec’s message', async ({ page, polkadotWallet }) => {
    await connectAs(page, 'Bob')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{128}$/)
    const signed = (await signature.textContent())!
    expect(signatureVerify(`<Bytes>${SIGNED_MESSAGE}</Bytes>`, signed, polkadotWallet.bob.address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(signatureVerify(`<Bytes>${SIGNED_MESSAGE}</Bytes>`, signed, polkadotWallet.alice.address).isValid).toBe(false)

    polkadotWallet.rejectNext('signRaw')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByRole('alert')).toContainText('User rejected the request.')
    await expect(status(page)).toHaveText('connected')
  })

  test('a network switch shows the same account as that network writes it, and signing still verifies', async ({ page, polkadotWallet }) => {
    await connectAs(page, 'Bob')
    await switchNetwork(page, 'Kusama')
    await expect(page.getByTestId('address')).toHaveText(encodeAddress(polkadotWallet.bob.address, 2))
    await switchNetwork(page, 'Westend')
    await expect(page.getByTestId('address')).toHaveText(polkadotWallet.bob.address)

    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{128}$/)
    const signed = (await page.getByTestId('signature').textContent())!
    expect(signatureVerify(`<Bytes>${SIGNED_MESSAGE}</Bytes>`, signed, polkadotWallet.bob.address).isValid).toBe(true)
  })

  test('a reload reconnects to the account chosen before, without asking again', async ({ page, polkadotWallet }) => {
    await connectAs(page, 'Bob')
    await page.reload()
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(onPolkadot(polkadotWallet.bob.address))
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('follows the extension’s account changes; an empty list disconnects', async ({ page, polkadotWallet }) => {
    await connectAs(page, 'Bob')
    // Bob's access withdrawn in the extension: Alice, still shared, becomes the account.
    await polkadotWallet.setAccounts([polkadotWallet.alice])
    await expect(page.getByTestId('address')).toHaveText(onPolkadot(polkadotWallet.alice.address))
    await expect(status(page)).toHaveText('connected')

    await polkadotWallet.disconnectFromWallet()
    await expect(status(page)).toHaveText('disconnected')
    await page.reload()
    await expect(status(page)).toHaveText('disconnected')
  })

  test('disconnects from the page, and stays disconnected after a reload', async ({ page, polkadotWallet }) => {
    await connectAs(page, 'Alice')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(status(page)).toHaveText('disconnected')
    const enables = polkadotWallet.requests.filter((method) => method === 'enable').length
    await page.reload()
    await expect(status(page)).toHaveText('disconnected')
    // Nothing was restored: the extension was not asked again.
    expect(polkadotWallet.requests.filter((method) => method === 'enable')).toHaveLength(enables)
  })
})
