import { useState } from 'react'
import { useKitInstance } from '../kit-context.js'
import { NetworkList, type NetworkGroup } from '../parts/NetworkList.js'
import { shallowEqual, useKitSelector } from '../use-kit-selector.js'

export default function NetworksView() {
  const kit = useKitInstance()
  const groups = useKitSelector(
    kit,
    (s): NetworkGroup[] => s.namespaces.map((namespace) => ({ namespace, networks: s.chains[namespace]?.caipNetworks ?? [] })),
    (a, b) => a.length === b.length && a.every((g, i) => shallowEqual(g, b[i])),
  )
  // The entry this view was shown for: a switch that finishes after the visitor moved on must not pop their screen.
  const [entry] = useState(() => kit.router.current)
  const back = () => {
    if (kit.router.current === entry && kit.getState().modal.history.length > 1) kit.router.goBack()
  }
  return <NetworkList groups={groups} onSwitched={back} />
}
