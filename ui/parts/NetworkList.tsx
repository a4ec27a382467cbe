import { useId, useState } from 'react'
import { isUserRejection, toKitError, type CaipNetwork, type Namespace } from '../../kernel/index.js'
import { namespaceLabel } from '../namespace-labels.js'
import { usePluginContext, usePluginState } from '../plugin-context.js'
import { ListItem } from '../primitives/ListItem.js'
import { NetworkImage } from '../primitives/NetworkImage.js'
import { useCoreMessages } from '../i18n/core-messages.js'

export interface NetworkGroup {
  readonly namespace: Namespace
  readonly networks: readonly CaipNetwork[]
}

/** Past this many rows a visitor would rather type than scroll. */
const SEARCH_THRESHOLD = 8


/** Rows that switch the kit's network, one at a time, each showing its own progress. */
export function NetworkList({ groups, onSwitched }: { readonly groups: readonly NetworkGroup[]; readonly onSwitched?: () => void }) {
  const ctx = usePluginContext()
  const { t } = useCoreMessages()
  const activeId = usePluginState((s) => {
    const unsupported = s.activeNamespace && s.chains[s.activeNamespace]?.networkState.unsupportedChainId !== undefined
    return unsupported ? undefined : s.activeCaipNetwork?.caipNetworkId
  })
  const [pending, setPending] = useState<string>()
  const [query, setQuery] = useState('')
  const labelId = useId()

  const total = groups.reduce((n, g) => n + g.networks.length, 0)
  const needle = query.trim().toLowerCase()
  const shown = groups
    .map((g) => ({ ...g, networks: needle ? g.networks.filter((n) => n.name.toLowerCase().includes(needle) || n.caipNetworkId.includes(needle)) : g.networks }))
    .filter((g) => g.networks.length > 0)

  const select = async (network: CaipNetwork) => {
    if (pending) return
    if (network.caipNetworkId === activeId) return onSwitched?.()
    setPending(network.caipNetworkId)
    try {
      await ctx.connection.switchNetwork(network)
      onSwitched?.()
    } catch (error) {
      ctx.modal.showToast(isUserRejection(error) ? t('networks.switchDeclined') : toKitError(error).shortMessage, 'error')
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="stack">
      {total > SEARCH_THRESHOLD ? (
        <input className="search" type="search" aria-label={t('networks.search')} placeholder={t('networks.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
      ) : null}
      {shown.length === 0 ? <p className="state-text muted">{needle ? t('networks.noMatch') : t('networks.none')}</p> : null}
      {shown.map((group, index) => (
        <div className="stack" key={group.namespace}>
          {groups.length > 1 ? (
            <p className="group-label" id={`${labelId}-${index}`}>
              {namespaceLabel(group.namespace)}
            </p>
          ) : null}
          <ul className="list" aria-labelledby={groups.length > 1 ? `${labelId}-${index}` : undefined} aria-label={groups.length > 1 ? undefined : t('networks.list')}>
            {group.networks.map((network) => (
              <li key={network.caipNetworkId}>
                <ListItem
                  image={<NetworkImage network={network} size={32} />}
                  name={network.name}
                  selected={network.caipNetworkId === activeId}
                  loading={network.caipNetworkId === pending}
                  disabled={pending !== undefined && network.caipNetworkId !== pending}
                  onClick={() => void select(network)}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
