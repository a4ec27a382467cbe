import { expect, test, TEST_WALLET_NAME, VANILLA_URL } from './fixtures/test.js'

// A host without React: <tessera-button> and <tessera-network-button> (each a button in its own shadow root).
test.use({ baseURL: VANILLA_URL })

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

test('<tessera-button> opens the modal, and shows the address and balance once connected', async ({ page, wallet }) => {
  await page.goto('/')
  const button = page.locator('tessera-button').getByRole('button')
  await expect(button).toHaveText('Connect Wallet')
  await expect(page.locator('tessera-network-button').getByRole('button')).toHaveText('Devnet')

  await button.click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  await expect(button).toHaveText(`1.234 ETH · ${short(wallet.address)}`)

  await page.keyboard.press('Escape')
  await expect(account).toHaveCount(0)
  await page.locator('tessera-network-button').getByRole('button').click()
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Devnet B' }).click()
  await expect(page.locator('tessera-network-button').getByRole('button')).toHaveText('Devnet B')
  expect(wallet.chainId).toBe(31338)
})
