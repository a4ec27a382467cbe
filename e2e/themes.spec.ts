import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { scanModal } from './fixtures/axe.js'
import { dialog, openConnect } from './fixtures/modal.js'
import { THEME_PRESETS, type ThemePreset } from './fixtures/theme-presets.js'
import { expect, test, TEST_WALLET_NAME, type TestWallet } from './fixtures/test.js'

// Settled styles for the colour checks: the modal's CSS honours prefers-reduced-motion.
test.use({ reducedMotion: 'reduce' })

const MODES = ['light', 'dark'] as const
type Mode = (typeof MODES)[number]

/** The mode the modal shows (its root's data-theme), read through the open shadow root. */
const shownMode = (page: Page) => page.locator('tessera-modal [data-tessera-root]').getAttribute('data-theme')

/** WCAG AA contrast over the modal (axe's color-contrast rule), and proof it had text to check. */
async function expectContrast(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).include('tessera-modal').withRules(['color-contrast']).analyze()
  const checked = results.passes.flatMap((rule) => rule.nodes).length
  expect(checked, `${where}: axe checked the contrast of some text`).toBeGreaterThan(10)
  expect(
    results.violations.flatMap((v) => v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`)),
    `${where}: text below WCAG AA contrast`,
  ).toEqual([])
}

async function applyPreset(page: Page, preset: ThemePreset, mode: Mode) {
  // Each mode's variables alone: what the other mode set goes back to the default first.
  const cleared = Object.keys({ ...preset.light, ...preset.dark })
  await page.evaluate(
    ({ mode, variables, cleared }) => {
      const { kit } = window as unknown as { kit: { theme: { setThemeMode(m: string): void; setThemeVariables(v: Record<string, unknown>): void } } }
      kit.theme.setThemeMode(mode)
      kit.theme.setThemeVariables({ ...Object.fromEntries(cleared.map((key) => [key, undefined])), ...variables })
    },
    { mode, variables: preset[mode] as Record<string, unknown>, cleared },
  )
  await expect.poll(() => shownMode(page)).toBe(mode)
}

/** The docs' picture of a preset (only when asked: UPDATE_THEME_PICTURES=1), the top of the card, at 1x. */
async function picture(card: Locator, name: string) {
  if (!process.env.UPDATE_THEME_PICTURES) return
  const box = await card.boundingBox()
  if (!box) throw new Error('the modal card is not on screen')
  await card.page().screenshot({ path: `docs/public/themes/${name}.png`, clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, 430) } })
}

async function connectInModal(page: Page, wallet: TestWallet) {
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  await expect(account).toContainText('ETH')
  return account
}

for (const mode of MODES) {
  test(`system mode follows the visitor's ${mode} colour scheme, and the Connect and Account views keep WCAG AA`, async ({ page, wallet }) => {
    await page.emulateMedia({ colorScheme: mode })
    await openConnect(page)
    expect(await shownMode(page)).toBe(mode)
    await scanModal(page)
    await expectContrast(page, `Connect, ${mode}`)
    await connectInModal(page, wallet)
    await scanModal(page)
    await expectContrast(page, `Account, ${mode}`)
  })
}

test('follows the colour scheme live while the modal is open; a fixed mode stops following it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await openConnect(page)
  expect(await shownMode(page)).toBe('light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => shownMode(page)).toBe('dark')
  await page.evaluate(() => (window as unknown as { kit: { theme: { setThemeMode(m: string): void } } }).kit.theme.setThemeMode('light'))
  await expect.poll(() => shownMode(page)).toBe('light')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.emulateMedia({ colorScheme: 'dark' })
  expect(await shownMode(page)).toBe('light')
})

for (const preset of THEME_PRESETS) {
  test(`the ${preset.id} preset keeps WCAG AA contrast in light and dark, on Connect and Account`, async ({ page, wallet }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    const connect = await openConnect(page)
    for (const mode of MODES) {
      await applyPreset(page, preset, mode)
      await expect(connect.getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible()
      await expectContrast(page, `${preset.id}, Connect, ${mode}`)
      await picture(connect, `${preset.id}-${mode}`)
    }
    await connectInModal(page, wallet)
    for (const mode of MODES) {
      await applyPreset(page, preset, mode)
      await expectContrast(page, `${preset.id}, Account, ${mode}`)
    }
  })
}

test("the playground's theme select (useKitTheme) changes the modal's mode, and names what system resolves to", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await openConnect(page)
  const select = page.getByTestId('theme-mode')
  await expect(select.locator('option[value="system"]')).toHaveText('System (dark)')
  await page.keyboard.press('Escape')
  await select.selectOption('light')
  await page.getByTestId('connect-button').click()
  await expect.poll(() => shownMode(page)).toBe('light')
  expect(await page.evaluate(() => (window as unknown as { kit: { theme: { get(): { themeMode: string } } } }).kit.theme.get().themeMode)).toBe('light')
})
