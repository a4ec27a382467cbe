import { useContext, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react'
import type { LoadedMessages, MessageKey, MessageSource } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'
import type { MessageSourceRegistry } from '../../kernel/message-sources.js'
import { KitContext } from '../kit-context.js'
import { coreMessages } from './core-messages.js'
import { fillMessage, own, type Catalogue, type TranslateFor } from './translate.js'
import { isEnglish, loadedFor, useLocaleState, type Messages } from './use-messages.js'

const NONE: Pick<MessageSourceRegistry, 'list' | 'subscribe'> = { list: () => [], subscribe: () => () => {} }

/** Host wording first, then the first catalogue that has the key, in the order given. */
function translatorOver(overrides: Catalogue, catalogues: readonly Catalogue[]): TranslateFor<MessageKey> {
  return (key, vars) => {
    let text = own(overrides, key)
    for (let i = 0; text === undefined && i < catalogues.length; i++) text = own(catalogues[i], key)
    return fillMessage(text ?? key, vars)
  }
}

/**
 * The modal's texts and every plugin's (`ctx.messages.add`), in the kit's locale: what the shell reads a key with
 * when it does not know whose it is — a view's title, an Account-view label, a toast.
 */
export function useKitMessages(): Messages<MessageKey> {
  const kit = useContext(KitContext)
  const internals = kit ? kitInternals(kit) : undefined
  const registry = internals?.started ? internals.messages : NONE
  const added = useSyncExternalStore(registry.subscribe, registry.list, registry.list)
  const sources = useMemo(() => [coreMessages as MessageSource<string>, ...added], [added])
  const { locale, messages } = useLocaleState()
  const entries = sources.map((source) => (isEnglish(locale) ? null : loadedFor(source, locale)))
  const pending = entries.filter((entry): entry is Promise<void> => entry instanceof Promise)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    let live = true
    if (pending.length > 0) void Promise.all(pending).then(() => live && rerender())
    return () => {
      live = false
    }
  })
  const loaded = entries.map((entry): LoadedMessages<string> | null => (entry instanceof Promise ? null : entry))
  return {
    t: translatorOver(messages, [...loaded.map((l) => l?.messages), ...sources.map((s) => s.english)]),
    locale,
    lang: loaded[0]?.locale ?? 'en',
  }
}
