import type { Locator, Page } from '@playwright/test'
import { dialog } from './fixtures/modal.js'
import { connectTestWallet } from './fixtures/connect-test-wallet.js'
import { expect, test, TEST_WALLET_NAME } from './fixtures/test.js'

type PageKit = { kit: { setLocale(locale: string): void } }
const setLocale = (page: Page, locale: string) => page.evaluate((l) => (window as unknown as PageKit).kit.setLocale(l), locale)
/** The direction the browser lays the element out in (the dir attribute, as CSS sees it). */
const direction = (element: Locator) => element.evaluate((el) => getComputedStyle(el).direction)

test('Arabic from the locale option: right to left, and a whole Connect journey in Arabic', async ({ page, wallet }) => {
  await page.goto('/?locale=ar')
  const button = page.getByTestId('connect-button')
  await expect(button).toHaveText('ربط المحفظة')
  await button.click()

  const connect = dialog(page, 'ربط المحفظة')
  await expect(connect).toBeVisible()
  await expect(connect).toHaveAttribute('dir', 'rtl')
  await expect(connect).toHaveAttribute('lang', 'ar')
  expect(await direction(connect)).toBe('rtl')
  // Mirrored: the close button sits on the card's left edge, where a right-to-left reader ends the header.
  const close = connect.getByRole('button', { name: 'إغلاق' })
  const [cardBox, closeBox] = [await connect.boundingBox(), await close.boundingBox()]
  expect(closeBox!.x - cardBox!.x).toBeLessThan(cardBox!.width / 2)
  await expect(connect.getByText('شروط الخدمة')).toBeVisible()

  await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
  const account = dialog(page, 'الحساب')
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  await expect(account).toHaveAttribute('dir', 'rtl')
  await expect(account.getByRole('button', { name: 'نسخ العنوان' })).toBeVisible()

  // A plugin's view: its Account-view button, header title and texts come from the plugin's own Arabic texts.
  await account.getByRole('button', { name: 'استلام', exact: true }).click()
  const receive = dialog(page, 'استلام')
  await expect(receive.getByText('الشبكات التي يمكنك الاستلام عليها')).toBeVisible()
  await expect(receive.getByTestId('receive-warning')).toContainText('قد يضيع أي شيء يُرسل على شبكة أخرى')
  await receive.getByRole('button', { name: 'رجوع' }).click()

  await account.getByRole('button', { name: 'قطع الاتصال' }).click()
  await expect(dialog(page, 'ربط المحفظة')).toBeVisible()
  await expect(page.getByTestId('connect-button')).toHaveText('ربط المحفظة')
})

test('Japanese at run time: translated views, and the balance written as Japanese writes numbers', async ({ page, wallet }) => {
  const account = await connectTestWallet(page, wallet)
  await expect(account).toHaveAttribute('dir', 'ltr')
  const balance = account.getByTestId('account-balance')
  await expect(balance).toHaveText(/ ETH$/)
  const english = (await balance.textContent())!.replace(' ETH', '')

  await setLocale(page, 'ja')
  const japanese = dialog(page, 'アカウント')
  await expect(japanese).toBeVisible()
  await expect(japanese).toHaveAttribute('lang', 'ja')
  await expect(japanese.getByRole('button', { name: '切断' })).toBeVisible()
  // The same truncated quantity (3 places), written by the browser's own Intl for 'ja'.
  const expected = await page.evaluate(
    (text) => `${new Intl.NumberFormat('ja', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(Number(text.replace(/,/g, '')))} ETH`,
    english,
  )
  await expect(japanese.getByTestId('account-balance')).toHaveText(expected)
  await expect(page.getByTestId('account-button')).toContainText(expected)

  // German groups and separates the other way round: the figure follows the locale, not the page.
  await setLocale(page, 'de')
  const german = dialog(page, 'Konto')
  await expect(german).toBeVisible()
  const expectedDe = await page.evaluate(
    (text) => `${new Intl.NumberFormat('de', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(Number(text.replace(/,/g, '')))} ETH`,
    english,
  )
  await expect(german.getByTestId('account-balance')).toHaveText(expectedDe)

  await setLocale(page, 'ja')
  // A plugin's view in Japanese: the Send button, its title, its form, and the Activity tab.
  await expect(japanese.getByRole('tab', { name: 'アクティビティ' })).toBeVisible()
  await japanese.getByRole('button', { name: '送る', exact: true }).click()
  const send = dialog(page, '送る')
  await expect(send.getByRole('combobox', { name: 'トークン' })).toBeVisible()
  await expect(send.getByRole('textbox', { name: '金額' })).toBeVisible()
  await expect(send.getByRole('textbox', { name: '送金先' })).toHaveAttribute('placeholder', 'アドレスまたは名前')
  await send.getByRole('button', { name: '戻る' }).click()

  await japanese.getByRole('button', { name: 'ネットワーク' }).first().click()
  await expect(dialog(page, 'ネットワークを選択')).toBeVisible()
})
