import { useContext, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react'
import type { KitLocale, LoadedMessages, LocaleState, MessageSource } from '../../kernel/index.js'
import { KitContext } from '../kit-context.js'
import { createTranslator, type TranslateFor } from './translate.js'

type Entry = LoadedMessages<string> | null | Promise<void>
// Code, not state (like view-modules.ts): a locale's texts are the same for every kit on the page.
const loadedBySource = new WeakMap<object, Map<string, Entry>>()

function loadedFor(source: MessageSource<string>, locale: string): Entry {
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

/**
 * Each source's texts for `locale` (null: English), fetching those not loaded yet (each locale its own chunk) and
 * rendering again as they arrive.
 */
export function useLoadedMessages(sources: readonly MessageSource<string>[], locale: string): readonly (LoadedMessages<string> | null)[] {
  // English is built in: nothing to fetch for 'en', 'en-GB'…
  const english = /^en(-|$)/i.test(locale)
  const entries = sources.map((source) => (english ? null : loadedFor(source, locale)))
  const pending = entries.filter((entry): entry is Promise<void> => entry instanceof Promise)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    let live = true
    if (pending.length > 0) void Promise.all(pending).then(() => live && rerender())
    return () => {
      live = false
    }
  })
  return entries.map((entry) => (entry instanceof Promise ? null : entry))
}

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
  const [loaded] = useLoadedMessages([source as MessageSource<string>], locale)
  return useMemo(
    () => ({ t: createTranslator(source, loaded?.messages, messages), locale, lang: loaded?.locale ?? 'en' }),
    [source, loaded, messages, locale],
  )
}
