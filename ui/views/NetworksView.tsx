import { useState } from 'react'
import { NetworkList, type NetworkGroup } from '../parts/NetworkList.js'
import { usePluginContext, usePluginState } from '../plugin-context.js'
import { shallowEqual } from '../use-kit-selector.js'

export default function NetworksView() {
  const ctx = usePluginContext()
  const groups = usePluginState(
    (s): NetworkGroup[] => s.namespaces.map((namespace) => ({ namespace, networks: s.chains[namespace]?.caipNetworks ?? [] })),
    (a, b) => a.length === b.length && a.every((g, i) => shallowEqual(g, b[i])),
  )
  // The entry this view was shown for: a switch that finishes after the visitor moved on must not pop their screen.
  const [entry] = useState(() => ctx.router.current)
  const back = () => {
    if (ctx.router.current === entry && ctx.store.get().modal.history.length > 1) ctx.router.goBack()
  }
  return <NetworkList groups={groups} onSwitched={back} />
}
