import { useContext, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react'
import type { KitLocale, LoadedMessages, LocaleState, MessageSource } from '../../kernel/index.js'
import { KitContext } from '../kit-context.js'
import { createTranslator, type TranslateFor } from './translate.js'

export type Entry = LoadedMessages<string> | null | Promise<void>
// Code, not state (like view-modules.ts): a locale's texts are the same for every kit on the page.
const loadedBySource = new WeakMap<object, Map<string, Entry>>()

/** A source's texts for `locale`: loaded, null (English) or on their way. */
export function loadedFor(source: MessageSource<string>, locale: string): Entry {
  let bySource = loadedBySource.get(source)
  if (!bySource) loadedBySource.set(source, (bySource = new Map()))
  let entry = bySource.get(locale)
  if (entry === undefined) {
    entry = source.load(locale).then(
      (loaded) => void bySource.set(locale, loaded ?? null),
      // A locale that fails to load (offline) leaves English showing until the page loads again: retrying at each
      // render would loop on a failure the browser keeps.
      () => void bySource.set(locale, null),
    )
    bySource.set(locale, entry)
  }
  return entry
}

// A part drawn outside a kit (a primitive on its own) reads English.
const ENGLISH: LocaleState = { locale: 'en', messages: {} }
const NO_KIT: KitLocale = { get: () => ENGLISH, initial: ENGLISH, subscribe: () => () => {} }

/** The kit's locale and the host's wording, following `kit.setLocale` live. */
export function useLocaleState(): LocaleState {
  const store = useContext(KitContext)?.locale ?? NO_KIT
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial)
}

/** English is built in: nothing to fetch for 'en', 'en-GB'… */
export const isEnglish = (locale: string) => /^en(-|$)/i.test(locale)

export interface Messages<K extends string> {
  readonly t: TranslateFor<K>
  /** The locale the host asked for: what Intl formats numbers with. */
  readonly locale: string
  /** The language the texts are in ('en' until a locale's texts have loaded): the `lang` attribute. */
  readonly lang: string
}

/**
 * The texts of `source` in the kit's locale, following `kit.setLocale` live. English shows at once; another locale's
 * texts are fetched on first use (its own chunk) and shown as soon as they arrive.
 */
export function useMessages<K extends string>(source: MessageSource<K>): Messages<K> {
  const { locale, messages } = useLocaleState()
  const entry = isEnglish(locale) ? null : loadedFor(source, locale)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (entry instanceof Promise) void entry.then(() => rerender())
  }, [entry])
  const loaded = entry instanceof Promise ? null : entry
  return useMemo(
    () => ({ t: createTranslator(source, loaded?.messages, messages), locale, lang: loaded?.locale ?? 'en' }),
    [source, loaded, messages, locale],
  )
}
