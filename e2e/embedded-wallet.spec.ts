import type { Page } from '@playwright/test'
import { verifyMessage, type Hex } from 'viem'
import { dialog, openConnect, status } from './fixtures/modal.js'
import { expect, test } from './fixtures/test.js'

// The playground with `?email`, which adds embeddedWallet({ frameUrl: 'http://127.0.0.1:8798' }): the devnet's secure frame on its own
// origin, its auth service, and the mail catch-all whose JSON inbox the test reads the codes from. No browser wallet.

const INBOX = 'http://127.0.0.1:8797/inbox/'
const LOGIN_KEYS = ['@appkit-wallet/email', '@appkit-wallet/email_login_used', '@appkit-wallet/last_email_login_time']

/** The newest login code mailed to `email`, once one newer than `after` arrived. */
async function codeFor(email: string, after: number): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${INBOX}${encodeURIComponent(email)}`)).json()) as { text: string; receivedAt: number; subject: string }[]
      const mail = messages.find((m) => m.receivedAt >= after && /login code/i.test(m.subject))
      code = mail?.text.match(/\b(\d{6})\b/)?.[1]
      return code
    })
    .toMatch(/^\d{6}$/)
  return code!
}

const loginKeys = (page: Page) => page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), LOGIN_KEYS)

async function signIn(page: Page, email: string) {
  const connect = await openConnect(page, '/?email')
  const field = connect.getByRole('textbox', { name: 'Email' })
  await field.fill('not-an-email')
  await connect.getByRole('button', { name: 'Continue' }).click()
  await expect(field).toHaveAccessibleDescription('Enter a valid email address')

  const sentAt = Date.now() - 1_000
  await field.fill(email)
  await connect.getByRole('button', { name: 'Continue' }).click()
  const otp = dialog(page, 'Confirm Email')
  await expect(otp.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
  const code = await codeFor(email, sentAt)

  const wrong = code === '000000' ? '111111' : '000000'
  const codeField = otp.getByRole('textbox', { name: 'Code' })
  await codeField.fill(wrong)
  await otp.getByRole('button', { name: 'Confirm' }).click()
  await expect(codeField).toHaveAccessibleDescription('Invalid code')

  await codeField.fill(code)
  await otp.getByRole('button', { name: 'Confirm' }).click()
  await expect(status(page)).toHaveText('connected')
}

test.describe('email login through the secure frame', () => {
  test('an email and its mailed code connect an EVM account; signing asks for approval and verifies; reload keeps it; disconnect clears it', async ({ page }) => {
    const email = `visitor-${Date.now()}@example.com`
    await signIn(page, email)
    const address = (await page.getByTestId('address').textContent())!
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const info = await page.evaluate(() => (window as unknown as { kit: { getAccount(): { embeddedWalletInfo?: unknown } } }).kit.getAccount().embeddedWalletInfo)
    expect(info).toMatchObject({ user: { email, address }, authProvider: 'email', accountType: 'eoa', isSmartAccountDeployed: false })
    await expect.poll(() => loginKeys(page)).toEqual([JSON.stringify(email), 'true', expect.stringMatching(/^\d+$/)])

    const message = 'Sign in to the Tessera playground'
    const signature = page.evaluate((m) => (window as unknown as { kit: { signMessage(p: { message: string }): Promise<string> } }).kit.signMessage({ message: m }), message)
    const approve = dialog(page, 'Approve Transaction')
    await expect(approve.getByText(message)).toBeVisible()
    await approve.getByRole('button', { name: 'Approve' }).click()
    const signed = (await signature) as Hex
    expect(await verifyMessage({ address: address as Hex, message, signature: signed })).toBe(true)

    await page.reload()
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(address)

    await page.evaluate(() => (window as unknown as { kit: { disconnect(): Promise<void> } }).kit.disconnect())
    await expect(status(page)).toHaveText('disconnected')
    expect(await loginKeys(page)).toEqual([null, null, null])
  })

  test('a rejected request sends nothing to sign, and another code within 30 s is refused with the seconds left', async ({ page }) => {
    const email = `rejecter-${Date.now()}@example.com`
    await signIn(page, email)
    const signature = page.evaluate(() =>
      (window as unknown as { kit: { signMessage(p: { message: string }): Promise<string> } }).kit.signMessage({ message: 'no' }).then(
        () => 'signed',
        (e: Error) => e.message,
      ),
    )
    const approve = dialog(page, 'Approve Transaction')
    await approve.getByRole('button', { name: 'Reject' }).click()
    expect(await signature).not.toBe('signed')

    await page.evaluate(() => (window as unknown as { kit: { disconnect(): Promise<void> } }).kit.disconnect())
    await expect(status(page)).toHaveText('disconnected')
    const connect = await openConnect(page, '/?email')
    await connect.getByRole('textbox', { name: 'Email' }).fill(email)
    await connect.getByRole('button', { name: 'Continue' }).click()
    await expect(connect.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/^Please try again after \d+ seconds$/)
  })
})
