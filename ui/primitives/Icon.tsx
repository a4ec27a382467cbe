/** 24×24 outline icons drawn with currentColor; inline so the modal needs no icon font or network. */
const PATHS = {
  back: 'M15 18l-6-6 6-6',
  close: 'M6 6l12 12M18 6L6 18',
  chevron: 'M9 6l6 6-6 6',
  check: 'M5 12.5l4.5 4.5L19 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  external: 'M14 5h5v5M19 5l-8 8M18 14v5H5V6h5',
  disconnect: 'M10 17l-5-5 5-5M5 12h11M14 4h5v16h-5',
  warning: 'M12 4l9 16H3zM12 10v4M12 17.5v.01',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM20 20l-4-4',
  wallet: 'M4 7h15v12H4zM4 7l11-3v3M15 13h2',
  send: 'M7 17L17 7M9 7h8v8',
  receive: 'M17 7L7 17M15 17H7V9',
  swap: 'M7 4v14M3 8l4-4 4 4M17 20V6M13 16l4 4 4-4',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  star: 'M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z',
} as const

export type IconName = keyof typeof PATHS

/** A contribution names its icon as text: only the set's own names draw one. */
export const isIconName = (name: unknown): name is IconName => typeof name === 'string' && Object.prototype.hasOwnProperty.call(PATHS, name)

export function Icon({ name, size = 20 }: { readonly name: IconName; readonly size?: number }) {
  return (
    <svg className={`icon icon-${name}`} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  )
}
