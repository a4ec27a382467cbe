import { useKitInstance } from '../kit-context.js'
import { DisconnectButton } from '../parts/DisconnectButton.js'
import { NetworkList } from '../parts/NetworkList.js'
import { useKitSelector } from '../use-kit-selector.js'

export default function UnsupportedChainView() {
  const kit = useKitInstance()
  const namespace = useKitSelector(kit, (s) => s.activeNamespace)
  const networks = useKitSelector(kit, (s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.caipNetworks : undefined))
  // Leaving this view once the wallet is on a supported network is the kernel's job (it follows chainChanged).
  return (
    <div className="stack">
      <p className="state-text intro">This app doesn't support your current network. Switch to an available option to continue.</p>
      {namespace && networks ? <NetworkList groups={[{ namespace, networks }]} /> : null}
      <DisconnectButton />
    </div>
  )
}
