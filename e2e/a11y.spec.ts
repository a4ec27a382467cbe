import { scanModal } from './fixtures/axe.js'
import { expect, test, TEST_WALLET_NAME } from './fixtures/test.js'

// Settled styles for the colour checks: the modal's CSS honours prefers-reduced-motion.
test.use({ reducedMotion: 'reduce' })

test('the Connect and Account views have no serious or critical axe violations', async ({ page, wallet }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible()
  await scanModal(page)

  await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  await expect(account).toContainText('1.234 ETH')
  await scanModal(page)
})

test('keyboard: Tab to Connect, Enter opens the dialog with focus on the wallet and trapped inside, Esc closes and gives focus back', async ({ page, wallet }) => {
  await page.goto('/')
  const connectButton = page.getByTestId('connect-button')
  await expect(connectButton).toBeVisible()

  await page.keyboard.press('Tab')
  await expect(page.getByTestId('network-button')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(connectButton).toBeFocused()

  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await expect(connectButton).toHaveAttribute('aria-expanded', 'true')
  // Focus goes to the view's first control: the first wallet (WalletConnect), ready for Enter. The email field
  // above it waits for the visitor (focusing it loads the secure frame, and opens a phone's keyboard).
  const rows = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
  const first = rows.first()
  await expect(first).toHaveAccessibleName('WalletConnect')
  await expect(first).toBeFocused()
  // The registry's recommended wallets arrive over the network: wait for them before counting the stops.
  await expect(dialog.getByTestId('all-wallets')).toBeVisible()
  await expect(dialog.locator('li[data-group="recommended"]').first()).toBeVisible()

  // Tab goes through every wallet, All Wallets and the dialog's other controls, and wraps from the last to the
  // first (the email field, whose Continue waits for an address, and the social buttons), never out to the page.
  const close = dialog.getByRole('button', { name: 'Close' })
  const email = dialog.getByRole('textbox', { name: 'Email' })
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled()
  const wallets = await rows.all()
  // The social sign-in buttons sit between the email field and the wallets, in features.socials order.
  // Awaited: the buttons come with the embedded wallet's part of the view, which loads on its own.
  await expect(dialog.getByRole('list', { name: 'Sign in with' }).getByRole('button')).toHaveCount(7)
  const socials = await dialog.getByRole('list', { name: 'Sign in with' }).getByRole('button').all()
  const stops = [
    ...wallets.slice(1),
    dialog.getByTestId('all-wallets'),
    dialog.getByRole('link', { name: 'Terms of Service' }),
    dialog.getByRole('link', { name: 'Privacy Policy' }),
    close,
    email,
    ...socials,
    first,
  ]
  await expect(dialog.locator('button:not([disabled]), a[href], input')).toHaveCount(stops.length)
  await expect(dialog.getByRole('button', { name: TEST_WALLET_NAME })).toHaveCount(1)
  for (const stop of stops) {
    await page.keyboard.press('Tab')
    await expect(stop).toBeFocused()
  }
  for (const social of socials.reverse()) {
    await page.keyboard.press('Shift+Tab')
    await expect(social).toBeFocused()
  }
  await page.keyboard.press('Shift+Tab')
  await expect(email).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(close).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(connectButton).toBeFocused()
  await expect(connectButton).toHaveAttribute('aria-expanded', 'false')
  expect(wallet.requests).toEqual([])
})

test('keyboard only: Tab to the wallet, choose it with Enter, then Esc returns focus to the account button', async ({ page, wallet }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: 'WalletConnect' })).toBeFocused()
  // The browser wallet is the next row: one Tab away.
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: TEST_WALLET_NAME })).toBeFocused()
  await page.keyboard.press('Enter')

  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  // Focus must not be lost to <body> when the connecting view is replaced by the account.
  await expect(account.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(account).toHaveCount(0)
  await expect(page.getByTestId('account-button')).toBeFocused()
})
