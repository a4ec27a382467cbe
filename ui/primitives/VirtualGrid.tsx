import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cssProperties } from './css-properties.js'

export interface VirtualGridProps<T> {
  readonly items: readonly T[]
  readonly columns: number
  /** Every row is this tall (px): fixed rows are what make windowing exact and cheap. */
  readonly rowHeight: number
  /** The viewport's height until it can be measured (and where there is no layout, as in tests). */
  readonly estimatedHeight: number
  /** Rows kept rendered beyond each edge, so a fast flick or a Tab press does not land on blank space. */
  readonly overscan?: number
  readonly keyOf: (item: T) => string
  readonly renderItem: (item: T, index: number) => ReactNode
  /** Runs with the rendered index range [start, end) whenever it changes (to load the next page near the end). */
  readonly onRangeChange?: (range: { readonly start: number; readonly end: number }) => void
  /** The list's accessible name. */
  readonly label: string
  /** How many items exist in all (screen readers hear "12 of 600" while only a window is in the DOM). */
  readonly total?: number
  /** Below the last row, inside the scroll area (a spinner, a retry). */
  readonly footer?: ReactNode
  readonly className?: string
  readonly testId?: string
}

/**
 * A scrolling grid that renders only the rows in view (plus `overscan`), so thousands of entries cost what a
 * screenful does. Arrow keys, Home and End move focus between cells, scrolling as needed.
 */
export function VirtualGrid<T>({ items, columns, rowHeight, estimatedHeight, overscan = 2, keyOf, renderItem, onRangeChange, label, total, footer, className, testId }: VirtualGridProps<T>) {
  const scroller = useRef<HTMLDivElement>(null)
  const [firstRow, setFirstRow] = useState(0)
  const [height, setHeight] = useState(estimatedHeight)
  const pendingFocus = useRef<number | undefined>(undefined)

  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    const measure = () => setHeight(el.clientHeight || estimatedHeight)
    measure()
    if (typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [estimatedHeight])

  const rows = Math.ceil(items.length / columns)
  const startRow = Math.max(0, firstRow - overscan)
  const endRow = Math.min(rows, firstRow + Math.ceil(height / rowHeight) + overscan)
  const start = startRow * columns
  const end = Math.min(items.length, endRow * columns)

  useEffect(() => {
    onRangeChange?.({ start, end })
  }, [start, end, items.length])

  useLayoutEffect(() => {
    if (pendingFocus.current === undefined) return
    if (focusCell(scroller.current, pendingFocus.current)) pendingFocus.current = undefined
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = (event.target as Element).closest?.('[data-index]')
    if (!cell || !scroller.current?.contains(cell)) return
    const index = Number(cell.getAttribute('data-index'))
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : steps[event.key] === undefined ? undefined : index + steps[event.key]!
    if (target === undefined || target < 0 || target >= items.length) return
    event.preventDefault()
    const el = scroller.current
    const top = Math.floor(target / columns) * rowHeight
    // Scroll just enough to show the row, then focus it once it is rendered.
    if (top < el.scrollTop) el.scrollTop = top
    else if (top + rowHeight > el.scrollTop + height) el.scrollTop = top + rowHeight - height
    setFirstRow(Math.floor(el.scrollTop / rowHeight))
    if (!focusCell(el, target)) pendingFocus.current = target
  }

  // The inner box is as tall as every row; the rendered cells flow in a CSS grid pushed down past the rows above
  // them. These depend on the items and the scroll position, so they are set at run time (modal.css has the rest).
  const layout = cssProperties({
    height: `${rows * rowHeight}px`,
    '--vgrid-columns': String(columns),
    '--vgrid-row-height': `${rowHeight}px`,
    '--vgrid-offset': `${startRow * rowHeight}px`,
  })
  const cells: ReactNode[] = []
  for (let index = start; index < end; index++) {
    const item = items[index]!
    cells.push(
      <div
        key={keyOf(item)}
        role="listitem"
        className="vgrid-cell"
        data-index={index}
        aria-posinset={index + 1}
        aria-setsize={total ?? items.length}
      >
        {renderItem(item, index)}
      </div>,
    )
  }

  return (
    <div
      ref={scroller}
      className={`vgrid${className ? ` ${className}` : ''}`}
      data-testid={testId}
      onScroll={(event) => setFirstRow(Math.floor(event.currentTarget.scrollTop / rowHeight))}
      onKeyDown={onKeyDown}
    >
      <div role="list" aria-label={label} className="vgrid-inner" ref={layout}>
        {cells}
      </div>
      {footer}
    </div>
  )
}

function focusCell(root: HTMLElement | null, index: number): boolean {
  const target = root?.querySelector<HTMLElement>(`[data-index="${index}"] button, [data-index="${index}"] [tabindex]`)
  if (!target) return false
  target.focus()
  return true
}
