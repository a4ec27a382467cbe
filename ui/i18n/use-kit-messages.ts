import { useContext, useMemo, useSyncExternalStore } from 'react'
import type { MessageKey, MessageSource } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'
import type { MessageSourceRegistry } from '../../kernel/message-sources.js'
import { KitContext } from '../kit-context.js'
import { coreMessages } from './core-messages.js'
import { translatorOver } from './translate.js'
import { useLoadedMessages, useLocaleState, type Messages } from './use-messages.js'

const NONE: Pick<MessageSourceRegistry, 'list' | 'subscribe'> = { list: () => [], subscribe: () => () => {} }

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
  const loaded = useLoadedMessages(sources, locale)
  return {
    t: translatorOver(messages, [...loaded.map((l) => l?.messages), ...sources.map((s) => s.english)]),
    locale,
    lang: loaded[0]?.locale ?? 'en',
  }
}
