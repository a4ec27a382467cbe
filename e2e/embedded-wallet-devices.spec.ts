import type { Page } from '@playwright/test'
import { verifyMessage, type Hex } from 'viem'
import { ownerAddress } from './fixtures/embedded-wallet.js'
import { approvalLinkFor, codeFor } from './fixtures/mailbox.js'
import { dialog, openConnect, status } from './fixtures/modal.js'
import { PLAYGROUND_URL, expect, test } from './fixtures/test.js'

// One visitor, two browsers: the playground's email login (the devnet's secure frame, its auth service and the mail
// catch-all), signed in first on one device, then on a new one that the visitor approves from the mailed link.

interface KitWindow {
  kit: {
    getAccount(namespace?: string): { address?: string }
    signMessage(params: { message: string }): Promise<string>
  }
}

/**
 * Types the email and the mailed code into the Connect view; leaves the modal where the login goes next. Answers when
 * the code was asked for.
 */
async function enterEmailAndCode(page: Page, email: string) {
  const connect = await openConnect(page, '/')
  const sentAt = Date.now() - 1_000
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue' }).click()
  const otp = dialog(page, 'Confirm Email')
  await otp.getByRole('textbox', { name: 'Code' }).fill(await codeFor(email, sentAt))
  await otp.getByRole('button', { name: 'Confirm' }).click()
  return sentAt
}

/** The EVM address the page shows and the Solana one the kit reports, once both are there. */
async function accounts(page: Page) {
  await expect(status(page)).toHaveText('connected')
  const evm = (await page.getByTestId('address').textContent()) ?? ''
  let solana: string | undefined
  await expect
    .poll(async () => (solana = await page.evaluate(() => (window as unknown as KitWindow).kit.getAccount('solana').address)))
    .toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  return { evm, solana: solana! }
}

test.describe('the embedded wallet on a second device', () => {
  test('the same email on a new device, approved from the mailed link, connects the same EVM and Solana accounts, and signs as them', async ({ page, browser }) => {
    test.slow()
    const email = `two-devices-${Date.now()}@example.com`
    const firstCodeAt = await enterEmailAndCode(page, email)
    const first = await accounts(page)
    expect(first.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // Another browser profile: nothing of the first device's storage, so the frame there must ask for approval.
    const newDevice = await browser.newContext({ baseURL: PLAYGROUND_URL })
    try {
      const device = await newDevice.newPage()
      // spec §9: another code for the address waits 30 s after the last.
      await device.waitForTimeout(Math.max(0, firstCodeAt + 32_000 - Date.now()))
      const askedAt = Date.now() - 1_000
      await enterEmailAndCode(device, email)
      const register = dialog(device, 'Register Device')
      await expect(register.getByText(`Approve the login link we sent to ${email}`)).toBeVisible()
      await expect(status(device)).not.toHaveText('connected')

      // The visitor opens the mailed link in another tab and approves the device there.
      const mail = await newDevice.newPage()
      await mail.goto(await approvalLinkFor(email, askedAt))
      await expect(mail.getByText(`signing in to Tessera as ${email}`)).toBeVisible()
      await mail.getByRole('button', { name: 'Approve device' }).click()
      await expect(mail.getByRole('heading', { name: 'Device approved' })).toBeVisible()

      expect(await accounts(device)).toEqual(first)

      const message = 'Signed on my second device'
      const signature = device.evaluate((m) => (window as unknown as KitWindow).kit.signMessage({ message: m }), message)
      const approve = dialog(device, 'Approve Transaction')
      await expect(approve.getByText(message)).toBeVisible()
      await approve.getByRole('button', { name: 'Approve' }).click()
      // The key that owns the (smart) account signs: the same on both devices.
      expect(await verifyMessage({ address: await ownerAddress(page), message, signature: (await signature) as Hex })).toBe(true)
      expect(await ownerAddress(device)).toBe(await ownerAddress(page))
    } finally {
      await newDevice.close()
    }
  })
})
