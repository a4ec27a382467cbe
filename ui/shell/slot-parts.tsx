import { Suspense, useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import { orderContributions, slotOrder, type KitSlots, type Namespace, type SlotId } from '../../kernel/index.js'
import type { SlotEntry } from '../../kernel/slots.js'
import { useShellInternals } from '../kit-context.js'
import { PluginReactContext } from '../plugin-context.js'
import { Spinner } from '../primitives/Spinner.js'
import { useKitSelector } from '../use-kit-selector.js'
import { forgetPart, lazyPart } from './lazy-view-cache.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { useCoreMessages } from '../i18n/core-messages.js'

type Scoped = { readonly namespaces?: readonly Namespace[] }

/**
 * A slot's contributions in the slot's order (spec §9 `features.connectMethodsOrder`, `walletFeaturesOrder`),
 * without those limited to namespaces other than the active one. Screens render these, never plugin names.
 */
export function useSlot<S extends SlotId>(slot: S): readonly SlotEntry<S>[] {
  const internals = useShellInternals()
  const { slots, options } = internals
  const subscribe = useCallback((listener: () => void) => slots.subscribe(listener), [slots])
  const version = useSyncExternalStore(subscribe, slots.version, slots.version)
  const active = useKitSelector(internals.store, (s) => s.activeNamespace)
  return useMemo(() => {
    const entries = slots.list(slot).filter(({ contribution }) => {
      const only = (contribution as Scoped).namespaces
      return !only || (active !== undefined && only.includes(active))
    })
    return orderContributions(entries, slotOrder(slot, options.features), (entry) => entry.contribution.id)
    // `version` changes with every registration the registry takes: the list is read again then.
  }, [slots, slot, options, version, active])
}

/** One contributed part (a Connect section, a tab), rendered with its plugin's context; a failure stays inside it. */
export function SlotPart({ entry }: { readonly entry: SlotEntry<'connect.section'> | SlotEntry<'account.tab'> }) {
  const internals = useShellInternals()
  const { t } = useCoreMessages()
  const [attempt, setAttempt] = useState(0)
  const { load } = entry.contribution as KitSlots['connect.section']
  const Part = lazyPart(load)
  const retry = () => {
    forgetPart(load)
    setAttempt((n) => n + 1)
  }
  return (
    <PluginReactContext.Provider value={internals.contextOf(entry.owner)}>
      <ViewErrorBoundary key={attempt} onRetry={retry}>
        <Suspense
          fallback={
            <div className="view-loading">
              <Spinner size={24} label={t('modal.loading')} />
            </div>
          }
        >
          <Part />
        </Suspense>
      </ViewErrorBoundary>
    </PluginReactContext.Provider>
  )
}
