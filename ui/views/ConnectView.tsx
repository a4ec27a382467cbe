import { renameWallet } from '../../kernel/index.js'
import { connectGroups, type ConnectEntry, type ConnectorGroupId } from '../connector-order.js'
import { useKitInstance } from '../kit-context.js'
import { LegalLinks } from '../parts/LegalLinks.js'
import { selectConnector, selectWallet } from '../parts/select-wallet.js'
import { Icon } from '../primitives/Icon.js'
import { ListItem } from '../primitives/ListItem.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { useKitSelector } from '../use-kit-selector.js'

export default function ConnectView() {
  const kit = useKitInstance()
  const connectors = useKitSelector(kit, (s) => s.connectors)
  const wallets = useKitSelector(kit, (s) => s.wallets)
  const namespace = useKitSelector(kit, (s) => s.modal.namespace)
  const groups = connectGroups({
    connectors,
    wallets,
    order: kit.options.features.connectorTypeOrder,
    namespace,
    // Views are registered by plugins' setup, which has run by the time the modal renders.
    canPair: kit.views.has('ConnectingWalletConnect'),
    excludedWalletIds: kit.options.excludeWalletIds,
  })
  const allWallets = kit.options.features.allWallets && kit.views.has('AllWallets')

  const select = (entry: ConnectEntry) => (entry.kind === 'connector' ? selectConnector(kit, entry.connector, namespace) : selectWallet(kit, entry.wallet))

  return (
    <div className="stack">
      {groups.length === 0 && !allWallets ? (
        <div className="state-message">
          <span className="state-icon">
            <Icon name="wallet" size={28} />
          </span>
          <p className="state-title">No wallets found</p>
          <p className="state-text">Install a wallet extension in this browser, then reload the page to connect.</p>
        </div>
      ) : null}
      {groups.length > 0 ? (
        <ul className="list" aria-label="Wallets">
          {groups.flatMap((group) =>
            group.items.map((entry) => {
              const { name, image } = entry.kind === 'connector' ? { name: entry.connector.name, image: entry.connector.imageUrl } : { name: entry.wallet.name, image: entry.wallet.image_url }
              return (
                <li key={entry.key} data-group={group.id}>
                  <ListItem
                    image={<WalletImage src={image} name={name} />}
                    name={renameWallet(name)}
                    tag={tagFor(group.id, entry)}
                    onClick={() => select(entry)}
                  />
                </li>
              )
            }),
          )}
        </ul>
      ) : null}
      {/* A way to more wallets, not a wallet: outside the list, so the list holds exactly the wallets offered. */}
      {allWallets ? (
        <ListItem
          image={
            <span className="image-tile image-rounded all-wallets-icon" aria-hidden="true">
              <Icon name="wallet" size={22} />
            </span>
          }
          name="All Wallets"
          tag={countLabel(wallets.count)}
          data-testid="all-wallets"
          onClick={() => kit.router.push('AllWallets')}
        />
      ) : null}
      <LegalLinks termsUrl={kit.options.termsConditionsUrl} privacyUrl={kit.options.privacyPolicyUrl} />
    </div>
  )
}

function tagFor(group: ConnectorGroupId, entry: ConnectEntry): string | undefined {
  if (group === 'recent') return 'Recent'
  return entry.kind === 'connector' && entry.connector.installed ? 'Installed' : undefined
}

/** AppKit's badge: the exact number below 10, else rounded down to tens with a plus ("590+"). */
function countLabel(count: number): string | undefined {
  if (!(count > 0)) return undefined
  return count < 10 ? String(count) : `${Math.floor(count / 10) * 10}+`
}
