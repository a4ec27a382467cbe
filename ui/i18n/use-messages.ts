import { useContext, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react'
import type { MessageSource } from '../../kernel/index.js'
import { KitContext } from '../kit-context.js'
import { createTranslator, directionOf, resolveLocale, type TranslateFor } from './translate.js'

type Loaded = Readonly<Record<string, string>>
// Code, not state (like view-modules.ts): a locale's texts are the same for every kit on the page.
const loadedBySource = new WeakMap<object, Map<string, Loaded | Promise<void>>>()

function loadedFor(source: MessageSource<string>, code: string): Loaded | Promise<void> {
  let bySource = loadedBySource.get(source)
  if (!bySource) loadedBySource.set(source, (bySource = new Map()))
  let entry = bySource.get(code)
  if (!entry) {
    const pending = source.load(code).then(
      (catalogue) => void bySource.set(code, catalogue),
      // A locale that fails to load (offline) leaves English showing; the next render may try again.
      () => void bySource.delete(code),
    )
    bySource.set(code, pending)
    entry = pending
  }
  return entry
}

export interface Messages<K extends string> {
  readonly t: TranslateFor<K>
  /** The locale the host asked for: what Intl formats numbers with. */
  readonly locale: string
  /** The language the texts are in ('en' until a locale's texts have loaded): the `lang` attribute. */
  readonly lang: string
  readonly dir: 'ltr' | 'rtl'
}

/**
 * The texts of `source` in the kit's locale, following `kit.setLocale` live. English shows at once; another locale's
 * texts are fetched on first use (its own chunk) and shown as soon as they arrive.
 */
export function useMessages<K extends string>(source: MessageSource<K>): Messages<K> {
  const kit = useContext(KitContext)
  if (!kit) throw new Error('The kit’s texts are read inside <KitProvider kit={kit}> or the modal')
  const { locale, messages } = useSyncExternalStore(kit.locale.subscribe, kit.locale.get, () => kit.locale.initial)
  const code = resolveLocale(locale, source.locales)
  const entry = code ? loadedFor(source, code) : undefined
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (entry instanceof Promise) void entry.then(() => rerender())
  }, [entry])
  const loaded = entry instanceof Promise ? undefined : entry
  return useMemo(() => {
    const lang = loaded && code ? code : 'en'
    return { t: createTranslator(source, loaded, messages), locale, lang, dir: directionOf(lang) }
  }, [source, loaded, code, messages, locale])
}
