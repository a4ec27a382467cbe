import { useKitTheme, type UseKitThemeReturn } from 'tessera/react'

/** The modal's theme mode, changed at run time: 'system' follows the visitor's colour scheme. */
export function ThemeModeSelect() {
  const { themeMode, resolvedMode, setThemeMode } = useKitTheme()
  return (
    <label>
      Modal theme{' '}
      <select value={themeMode} onChange={(event) => setThemeMode(event.target.value as UseKitThemeReturn['themeMode'])} data-testid="theme-mode">
        <option value="system">{`System (${resolvedMode})`}</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  )
}
