import { DisconnectButton } from '../parts/DisconnectButton.js'
import { NetworkList } from '../parts/NetworkList.js'
import { usePluginState } from '../plugin-context.js'

export default function UnsupportedChainView() {
  const namespace = usePluginState((s) => s.activeNamespace)
  const networks = usePluginState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.caipNetworks : undefined))
  // Leaving this view once the wallet is on a supported network is the kernel's job (it follows chainChanged).
  return (
    <div className="stack">
      <p className="state-text intro">This app doesn't support your current network. Switch to an available option to continue.</p>
      {namespace && networks ? <NetworkList groups={[{ namespace, networks }]} /> : null}
      <DisconnectButton />
    </div>
  )
}
