import { useEffect, useState } from 'react'
import { KitError, type PluginContext } from '../../../kernel/index.js'
import { accountNameError } from '../name-rules.js'
import type { NameSuggestion } from '../plugin.js'

/** Spec §9: the default debounce before a search is sent. */
export const NAME_SEARCH_DEBOUNCE_MS = 500

export type NameSearch =
  | { readonly state: 'empty' }
  | { readonly state: 'invalid'; readonly error: string }
  | { readonly state: 'searching' }
  | { readonly state: 'failed'; readonly error: string }
  | { readonly state: 'found'; readonly suggestions: readonly NameSuggestion[] }

/**
 * What the registration field shows for `label`: the broken rule at once, suggestions once the visitor has paused
 * typing (on the kit's clock); a newer label drops the search for the older one.
 */
export function useNameSearch(ctx: PluginContext, label: string): NameSearch {
  const error = label === '' ? undefined : accountNameError(label)
  const [result, setResult] = useState<{ readonly label: string; readonly search: NameSearch }>()
  useEffect(() => {
    if (label === '' || error) return
    const abort = new AbortController()
    const timer = ctx.clock.setTimeout(() => {
      ctx.services
        .use('names')
        .then((service) => service.suggestions(label, abort.signal))
        .then(
          (suggestions) => setResult({ label, search: { state: 'found', suggestions } }),
          (failure: unknown) => {
            if (!abort.signal.aborted) setResult({ label, search: { state: 'failed', error: failure instanceof KitError ? failure.shortMessage : String(failure) } })
          },
        )
    }, NAME_SEARCH_DEBOUNCE_MS)
    return () => {
      ctx.clock.clearTimeout(timer)
      abort.abort()
    }
  }, [ctx, label, error])
  if (label === '') return { state: 'empty' }
  if (error) return { state: 'invalid', error }
  return result?.label === label ? result.search : { state: 'searching' }
}
