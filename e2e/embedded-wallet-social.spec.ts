import type { Page } from '@playwright/test'
import { dialog, openConnect, status } from './fixtures/modal.js'
import { expect, test } from './fixtures/test.js'

// The playground's embedded wallet with its default socials, against the devnet: the secure frame, the auth service
// and the local OpenID Connect issuer that stands in for every provider (its login page lets the test pick a person).

const AUTH_ORIGIN = 'http://127.0.0.1:8799'
const ISSUER = /^http:\/\/127\.0\.0\.1:8801\//
const SOCIAL_KEYS = ['@appkit-wallet/connected_social', '@appkit-wallet/social_username']
const socialKeys = (page: Page) => page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), SOCIAL_KEYS)
const embeddedInfo = (page: Page) =>
  page.evaluate(() => (window as unknown as { kit: { getAccount(): { embeddedWalletInfo?: { authProvider: string; user: { userName?: string } } } } }).kit.getAccount().embeddedWalletInfo)

/** On the issuer's pages (a popup, or the page itself): pick the person, then allow or deny. */
async function signInAt(page: Page, person: string, consent: 'Allow' | 'Deny' = 'Allow') {
  await page.getByRole('button', { name: person }).click()
  await page.getByRole('button', { name: consent, exact: true }).click()
}

/** Clicks a social button and answers the popup it opens (already on the issuer's page). */
async function openPopup(page: Page, provider: string) {
  const connect = await openConnect(page)
  const popupOpened = page.waitForEvent('popup')
  await connect.getByRole('button', { name: provider, exact: true }).click()
  const popup = await popupOpened
  await popup.waitForURL(ISSUER)
  return popup
}

test.describe('social sign-in through the local OpenID Connect issuer', () => {
  test('popup: picking a person connects an embedded wallet; the Account view shows the provider and username, also after a reload', async ({ page }) => {
    const popup = await openPopup(page, 'GitHub')
    await expect(dialog(page, 'Continue with GitHub').getByText('Continue in the GitHub window')).toBeVisible()
    await signInAt(popup, 'Ada Lovelace (adalovelace)')
    // The callback page hands the result over and closes itself.
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(status(page)).toHaveText('connected')
    const account = dialog(page, 'Account')
    await expect(account.getByTestId('account-username')).toHaveText('@adalovelace')
    await expect(account.getByTestId('account-social')).toHaveText('Signed in with GitHub')
    // A social account has no email of its own to change.
    await expect(account.getByRole('button', { name: 'Change email' })).toHaveCount(0)
    expect(await embeddedInfo(page)).toMatchObject({ authProvider: 'github', user: { userName: 'adalovelace' } })
    expect(await socialKeys(page)).toEqual(['"github"', '"adalovelace"'])

    await page.reload()
    await expect(status(page)).toHaveText('connected')
    expect(await embeddedInfo(page)).toMatchObject({ authProvider: 'github', user: { userName: 'adalovelace' } })
    await page.evaluate(() => (window as unknown as { kit: { open(): Promise<void> } }).kit.open())
    await expect(dialog(page, 'Account').getByTestId('account-social')).toHaveText('Signed in with GitHub')

    await page.evaluate(() => (window as unknown as { kit: { disconnect(): Promise<void> } }).kit.disconnect())
    await expect(status(page)).toHaveText('disconnected')
    expect(await socialKeys(page)).toEqual([null, null])
  })

  test('redirect: with popups blocked the page goes to the provider and comes back connected, the result gone from the address', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null
    })
    const connect = await openConnect(page, '/?tab=redirect')
    await connect.getByRole('button', { name: 'X', exact: true }).click()
    await page.waitForURL(ISSUER)
    await signInAt(page, 'Jack Example (@jack)')
    await expect(status(page)).toHaveText('connected')
    expect(new URL(page.url()).searchParams.get('result_uri')).toBeNull()
    expect(new URL(page.url()).searchParams.get('tab')).toBe('redirect')
    expect(await embeddedInfo(page)).toMatchObject({ authProvider: 'x', user: { userName: 'jack' } })
  })

  test('Farcaster: the link (and QR code) approved on another page connects as that account', async ({ page, context }) => {
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'Farcaster', exact: true }).click()
    const view = dialog(page, 'Sign in with Farcaster')
    await expect(view.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeVisible()
    const link = await view.getByRole('link', { name: 'Open the Farcaster link' }).getAttribute('href')
    expect(link?.startsWith(`${AUTH_ORIGIN}/farcaster/approve?token=`)).toBe(true)

    const phone = await context.newPage()
    await phone.goto(link!)
    await phone.getByRole('button', { name: 'Sign in as @grace (fid 1002)' }).click()
    await expect(phone.getByText('Signed in as')).toBeVisible()
    await phone.close()

    await expect(status(page)).toHaveText('connected')
    await expect(dialog(page, 'Account').getByTestId('account-social')).toHaveText('Signed in with Farcaster')
    await expect(dialog(page, 'Account').getByTestId('account-username')).toHaveText('@grace')
  })

  test.describe('in a Telegram mini-app on iOS', () => {
    test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148' })
    test('no Google button; a sign-in completes through result_uri, which leaves the address', async ({ page }) => {
      await page.addInitScript(() => {
        ;(window as unknown as { Telegram: unknown }).Telegram = { WebApp: { platform: 'ios' } }
      })
      const connect = await openConnect(page)
      const socials = connect.getByRole('list', { name: 'Sign in with' }).getByRole('button')
      await expect(socials).toHaveText(['X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'])
      await socials.getByText('Discord', { exact: true }).click()
      await page.waitForURL(ISSUER)
      await signInAt(page, 'wumpus')
      await page.waitForURL((url) => url.origin === new URL(page.url()).origin && !url.searchParams.has('result_uri'))
      await expect(status(page)).toHaveText('connected')
      expect(page.url()).not.toContain('result_uri')
      expect(await embeddedInfo(page)).toMatchObject({ authProvider: 'discord', user: { userName: 'wumpus' } })
    })
  })
})

test.describe('social sign-in that does not finish', () => {
  test('closing the popup says so; Back returns to Connect', async ({ page }) => {
    const popup = await openPopup(page, 'Google')
    await popup.close()
    const view = dialog(page, 'Continue with Google')
    await expect(view.getByText('The sign-in window was closed before you finished. Try again.')).toHaveAttribute('role', 'alert')
    await view.getByRole('button', { name: 'Back' }).click()
    await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: 'Google', exact: true })).toBeVisible()
    await expect(status(page)).toHaveText('disconnected')
  })

  test("denying consent shows the provider's refusal; Try again opens a new window", async ({ page }) => {
    const popup = await openPopup(page, 'Google')
    await signInAt(popup, 'Grace Hopper (grace@example.com)', 'Deny')
    const view = dialog(page, 'Continue with Google')
    await expect(view.getByText('You declined to sign in with Google')).toHaveAttribute('role', 'alert')
    const again = page.waitForEvent('popup')
    await view.getByRole('button', { name: 'Try again' }).click()
    const second = await again
    await second.waitForURL(ISSUER)
    // The issuer remembers who signed in there: it asks for consent again only.
    await second.getByRole('button', { name: 'Allow', exact: true }).click()
    await expect(status(page)).toHaveText('connected')
    expect(await embeddedInfo(page)).toMatchObject({ authProvider: 'google' })
  })

  test('a forged result with another state is refused as a state mismatch, and nothing connects', async ({ page }) => {
    const popup = await openPopup(page, 'Apple')
    // The popup's window posts what the callback page would, but not for this sign-in.
    await popup.evaluate((auth) => {
      window.opener.postMessage({ type: '@tessera-auth/SOCIAL_RESULT', state: 'F'.repeat(43), resultUri: `${auth}/v1/social/redeem?result=${'R'.repeat(43)}` }, '*')
    }, AUTH_ORIGIN)
    const view = dialog(page, 'Continue with Apple')
    await expect(view.getByText('This sign-in was not started here or has expired. Start it again.')).toHaveAttribute('role', 'alert')
    expect(popup.isClosed()).toBe(true)
    await view.getByRole('button', { name: 'Back' }).click()
    await expect(status(page)).toHaveText('disconnected')
  })
})
