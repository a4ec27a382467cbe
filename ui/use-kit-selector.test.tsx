import { act, render, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kit } from '../kernel/index.js'
import { useShellInternals } from './kit-context.js'
import { usePluginContext } from './plugin-context.js'
import { createTestKit } from './testing/test-kit.js'
import { shallowEqual, useKitSelector } from './use-kit-selector.js'
import { kitInternals } from '../kernel/internals.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
})

describe('useKitSelector', () => {
  it('re-renders only when the selected value changes', async () => {
    kit = await createTestKit({ mount: false })
    let renders = 0
    function Probe() {
      renders++
      return <p>{useKitSelector(kit!, (s) => String(s.modal.open))}</p>
    }
    const { container } = render(<Probe />)
    expect(container.textContent).toBe('false')
    const before = renders
    await act(async () => kitInternals(kit!).modal.setLoading(true))
    expect(renders).toBe(before)
    await act(async () => kit!.open())
    expect(container.textContent).toBe('true')
    expect(renders).toBe(before + 1)
  })

  it('keeps a derived value by reference while `equals` holds it equal', async () => {
    kit = await createTestKit({ mount: false })
    const { result } = renderHook(() => useKitSelector(kit!, (s) => ({ open: s.modal.open, count: s.connectors.length }), shallowEqual))
    const first = result.current
    await act(async () => kitInternals(kit!).modal.setLoading(true))
    expect(result.current).toBe(first)
    await act(async () => kit!.open())
    expect(result.current).not.toBe(first)
    expect(result.current).toEqual({ open: true, count: 0 })
  })
})

describe('shallowEqual', () => {
  it('compares one level deep', () => {
    const shared = { a: 1 }
    expect(shallowEqual({ x: shared, y: 2 }, { x: shared, y: 2 })).toBe(true)
    expect(shallowEqual({ x: { a: 1 } }, { x: { a: 1 } })).toBe(false)
    expect(shallowEqual([1, 2], [1, 2])).toBe(true)
    expect(shallowEqual([1, 2], { 0: 1, 1: 2 })).toBe(false)
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true)
    expect(shallowEqual(null, {})).toBe(false)
  })
})

describe('outside the modal', () => {
  it('the shell hook and the plugin context say what is missing', () => {
    expect(() => renderHook(() => useShellInternals())).toThrow(/inside <KitContext.Provider/)
    expect(() => renderHook(() => usePluginContext())).toThrow(/views and slot parts the modal renders/)
  })
})
