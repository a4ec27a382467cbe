import { verifyMessage, type Hex } from 'viem'
import { loginKeys, signIn } from './fixtures/embedded-wallet.js'
import { dialog, openConnect, status } from './fixtures/modal.js'
import { expect, test } from './fixtures/test.js'

// The playground with `?email`, which adds embeddedWallet({ frameUrl: 'http://127.0.0.1:8798' }): the devnet's secure frame on its own
// origin, its auth service, and the mail catch-all whose JSON inbox the test reads the codes from. No browser wallet.

test.describe('email login through the secure frame', () => {
  test('an email and its mailed code connect an EVM account; signing asks for approval and verifies; reload keeps it; disconnect clears it', async ({ page }) => {
    const email = `visitor-${Date.now()}@example.com`
    await signIn(page, email, { tryWrongInput: true })
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
