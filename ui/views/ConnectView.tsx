import { renameWallet, type ConnectorSummary } from '../../kernel/index.js'
import { groupConnectorsByType, orderConnectorGroups, type ConnectorGroupId } from '../connector-order.js'
import { useKitInstance } from '../kit-context.js'
import { LegalLinks } from '../parts/LegalLinks.js'
import { Icon } from '../primitives/Icon.js'
import { ListItem } from '../primitives/ListItem.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { useKitSelector } from '../use-kit-selector.js'

export default function ConnectView() {
  const kit = useKitInstance()
  const connectors = useKitSelector(kit, (s) => s.connectors)
  const namespace = useKitSelector(kit, (s) => s.modal.namespace)
  const offered = namespace ? connectors.filter((c) => c.chains.includes(namespace)) : connectors
  const groups = orderConnectorGroups(groupConnectorsByType(offered), kit.options.features.connectorTypeOrder, (c) => c.id)

  const select = (connector: ConnectorSummary) => {
    // A merged multi-chain entry carries the id of its first chain's connector; use the requested chain's own.
    const own = namespace && connector.chain !== namespace ? kit.connectors.list(namespace).find((c) => c.name.toLowerCase() === connector.name.toLowerCase()) : undefined
    kit.router.push('ConnectingExternal', { connectorId: own?.id ?? connector.id })
  }

  return (
    <div className="stack">
      {groups.length === 0 ? (
        <div className="state-message">
          <span className="state-icon">
            <Icon name="wallet" size={28} />
          </span>
          <p className="state-title">No wallets found</p>
          <p className="state-text">Install a wallet extension in this browser, then reload the page to connect.</p>
        </div>
      ) : (
        <ul className="list" aria-label="Wallets">
          {groups.flatMap((group) =>
            group.items.map((connector) => (
              <li key={connector.id} data-group={group.id}>
                <ListItem
                  image={<WalletImage src={connector.imageUrl} name={connector.name} />}
                  name={renameWallet(connector.name)}
                  tag={tagFor(group.id, connector)}
                  onClick={() => select(connector)}
                />
              </li>
            )),
          )}
        </ul>
      )}
      <LegalLinks termsUrl={kit.options.termsConditionsUrl} privacyUrl={kit.options.privacyPolicyUrl} />
    </div>
  )
}

function tagFor(group: ConnectorGroupId, connector: ConnectorSummary): string | undefined {
  if (group === 'recent') return 'Recent'
  return connector.installed ? 'Installed' : undefined
}
