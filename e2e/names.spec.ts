import { verifyMessage, type Address, type Hex } from 'viem'
import type { Page } from '@playwright/test'
import { expect, test, type TestWallet } from './fixtures/data-api.js'
import { dialog } from './fixtures/modal.js'
import { connectTestWallet } from './fixtures/connect-test-wallet.js'

// Names in the playground (names() on): the devnet's data API names accounts and registers new names; with
// `?noDataApi` the page has no data API and reads names from the devnet chain's resolver. Wallet #1 starts named
// tessera-tester.eth in both places; the tests that register clear its name in the API first.

const SUFFIX = '.tessera.id'
const SEEDED_NAME = 'tessera-tester.eth'
/** ENSIP-11 coin type of the devnet chain 31337 (spec §5). */
const COIN_TYPE = (0x8000_0000 | 31337) >>> 0
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

const connect = connectTestWallet

/** From the Account view to a name that the registry says is free, ready to pick. */
async function searchFreeName(page: Page, label: string) {
  await dialog(page, 'Account').getByRole('button', { name: 'Choose name' }).click()
  const choose = dialog(page, 'Choose Name')
  const field = choose.getByRole('textbox', { name: 'Name' })
  // Inline rules first (spec §5), before anything is asked of the registry.
  await field.fill('ab_')
  await expect(choose.getByTestId('name-message')).toHaveText('Name must be at least 4 characters long')
  await field.fill('ab_c')
  await expect(choose.getByTestId('name-message')).toHaveText('Name can only contain letters, numbers and hyphens')
  await field.fill('')
  // Key by key: every prefix from the fourth character on is a valid name, yet only the last is searched.
  await field.pressSequentially(label)
  await expect(choose.getByTestId('name-message')).toHaveCount(0)
  const option = choose.getByRole('button', { name: `${label}${SUFFIX}` })
  await expect(option).toContainText('Available')
  // Suggestions beside it, free as well.
  await expect(choose.getByRole('button', { name: `${label}1${SUFFIX}` })).toContainText('Available')
  return { choose, option }
}

test('registers a name from the Account view, signed by the wallet, and keeps it after a reload', async ({ page, wallet, dataApi }) => {
  await dataApi.clearIdentity(wallet.address)
  const account = await connect(page, wallet)
  await expect(account.getByTestId('account-name')).toHaveText(short(wallet.address))
  const label = `e2e-${Date.now().toString(36)}`
  const name = `${label}${SUFFIX}`

  const suggestionCalls = (await dataApi.requests({ pathPrefix: '/v1/profile/suggestions/' })).length
  const { option } = await searchFreeName(page, label)
  // Debounced (spec §9, 500 ms): typing the name key by key cost one search.
  expect((await dataApi.requests({ pathPrefix: '/v1/profile/suggestions/' })).length - suggestionCalls).toBe(1)
  await option.click()

  const done = dialog(page, 'Choose Name').getByTestId('name-registered')
  await expect(done).toContainText(name)
  await expect(done).toContainText('This is your name now')
  expect(wallet.requests).toContain('personal_sign')

  // The registry got spec §7's body, and the signature holds over the exact message (checked with viem here).
  const [post] = (await dataApi.requests({ pathPrefix: '/v1/profile/account' })).filter((request) => request.method === 'POST')
  const body = post!.body as { coin_type: number; address: Address; message: string; signature: Hex }
  expect(body.coin_type).toBe(COIN_TYPE)
  expect(body.address.toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(JSON.parse(body.message)).toEqual({ name, attributes: {}, timestamp: expect.any(Number) })
  expect(await verifyMessage({ address: wallet.address, message: body.message, signature: body.signature })).toBe(true)
  expect(post!.status).toBe(200)

  // The name shows everywhere the account does.
  await done.getByRole('button', { name: 'Back to account' }).click()
  await expect(dialog(page, 'Account').getByTestId('account-name')).toHaveText(name)
  await expect(dialog(page, 'Account').getByRole('button', { name: 'Choose name' })).toHaveCount(0)
  await expect(page.getByTestId('account-button')).toContainText(name)

  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText(name)
})

test("a registration the API refuses goes back to Choose Name with the API's reason, or the spec's message", async ({ page, wallet, dataApi }) => {
  await dataApi.clearIdentity(wallet.address)
  await connect(page, wallet)
  const label = `race-${Date.now().toString(36)}`
  const { choose, option } = await searchFreeName(page, label)

  // Someone else takes the name between the search and the choice.
  await dataApi.setIdentity(wallet.addresses[1]!, { name: `${label}${SUFFIX}` })
  await option.click()
  await expect(choose.getByTestId('name-message')).toHaveText('Name is already taken')
  await expect(choose.getByRole('textbox', { name: 'Name' })).toHaveValue(label)

  // An answer the kit cannot read: spec §8's fallback, naming the name.
  const other = `${label}x`
  await choose.getByRole('textbox', { name: 'Name' }).fill(other)
  const otherOption = choose.getByRole('button', { name: `${other}${SUFFIX}` })
  await expect(otherOption).toContainText('Available')
  await dataApi.injectFault({ mode: 'malformed', pathPrefix: '/v1/profile/account', method: 'POST' })
  await otherOption.click()
  await expect(choose.getByTestId('name-message')).toHaveText(`Error registering name ${other}${SUFFIX}`)
  await expect(page.getByTestId('account-button')).not.toContainText(SUFFIX)
})

test('with no data API, the name comes from the devnet chain’s resolver', async ({ page, wallet, dataApi }) => {
  const account = await connect(page, wallet, '/?noDataApi')
  await expect(account.getByTestId('account-name')).toHaveText(SEEDED_NAME)
  await expect(page.getByTestId('account-button')).toContainText(SEEDED_NAME)
  // Registering needs the API: not offered.
  await expect(account.getByRole('button', { name: 'Choose name' })).toHaveCount(0)
  expect(await dataApi.requests()).toEqual([])

  // Another account has no name on the chain: its address shows.
  await wallet.emitAccountsChanged([wallet.addresses[1]!])
  await expect(account.getByTestId('account-name')).toHaveText(short(wallet.addresses[1]!))
})
