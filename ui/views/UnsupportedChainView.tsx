import { DisconnectButton } from '../parts/DisconnectButton.js'
import { NetworkList } from '../parts/NetworkList.js'
import { usePluginState } from '../plugin-context.js'
import { useCoreMessages } from '../i18n/core-messages.js'

export default function UnsupportedChainView() {
  const namespace = usePluginState((s) => s.activeNamespace)
  const { t } = useCoreMessages()
  const networks = usePluginState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.caipNetworks : undefined))
  // Leaving this view once the wallet is on a supported network is the kernel's job (it follows chainChanged).
  return (
    <div className="stack">
      <p className="state-text intro">{t('networks.unsupportedIntro')}</p>
      {namespace && networks ? <NetworkList groups={[{ namespace, networks }]} /> : null}
      <DisconnectButton />
    </div>
  )
}
