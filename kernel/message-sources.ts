import type { MessageKey, MessageSource } from './messages.js'
import { createContainer } from './state-container.js'
import type { Unsubscribe } from './types.js'

/**
 * The texts the modal can show beyond its own: each plugin adds its `MessageSource`, so a view title, an Account-view
 * label or a toast named by a plugin's key reads in the visitor's locale, and the kernel still names no plugin.
 */
export interface MessageSourceRegistry {
  add<K extends MessageKey>(source: MessageSource<K>): Unsubscribe
  list(): readonly MessageSource<string>[]
  subscribe(listener: () => void): Unsubscribe
}

export function createMessageSourceRegistry(onListenerError: (error: unknown) => void): MessageSourceRegistry {
  const sources = createContainer<readonly MessageSource<string>[]>([], onListenerError)
  return {
    add(source) {
      const added = source as MessageSource<string>
      sources.set([...sources.get(), added])
      let done = false
      return () => {
        const list = sources.get()
        const at = list.indexOf(added)
        if (done || at < 0) return
        done = true
        sources.set([...list.slice(0, at), ...list.slice(at + 1)])
      }
    },
    list: sources.get,
    subscribe: sources.subscribe,
  }
}
