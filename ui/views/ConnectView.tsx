import { renameWallet } from '../../kernel/index.js'
import { connectGroups, type ConnectEntry, type ConnectorGroupId } from '../connector-order.js'
import { LegalLinks } from '../parts/LegalLinks.js'
import { canReachWallet, selectConnector, selectWallet } from '../parts/select-wallet.js'
import { usePluginContext, usePluginState } from '../plugin-context.js'
import { Icon } from '../primitives/Icon.js'
import { ListItem } from '../primitives/ListItem.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { SlotPart, useSlot } from '../shell/slot-parts.js'
import { useCoreMessages, type CoreMessageKey } from '../i18n/core-messages.js'
import type { TranslateFor } from '../i18n/translate.js'

/** Spec §2 Connect: its sections in `features.connectMethodsOrder` (email, social, wallet), then the legal links. */
export { default as ConnectingMultiChainView } from './ConnectingMultiChainView.js'

export default function ConnectView() {
  const ctx = usePluginContext()
  const sections = useSlot('connect.section')
  return (
    <div className="stack">
      {sections.map((entry) => (
        <section className="connect-section" key={entry.contribution.id} data-section={entry.contribution.id}>
          <SlotPart entry={entry} />
        </section>
      ))}
      <LegalLinks termsUrl={ctx.options.termsConditionsUrl} privacyUrl={ctx.options.privacyPolicyUrl} />
    </div>
  )
}

/** The 'wallet' connect method: connectors and directory wallets in spec §9's group order, then All Wallets. */
export function WalletSection() {
  const ctx = usePluginContext()
  const connectors = usePluginState((s) => s.connectors)
  const wallets = usePluginState((s) => s.wallets)
  const namespace = usePluginState((s) => s.modal.namespace)
  const groups = connectGroups({
    connectors,
    wallets,
    order: ctx.options.features.connectorTypeOrder,
    namespace,
    // Plugins' setups have run by the time the modal renders.
    canReach: (wallet) => canReachWallet(ctx, wallet),
    excludedWalletIds: ctx.options.excludeWalletIds,
  })
  const browse = ctx.options.features.allWallets ? ctx.wallets.browser() : undefined
  const { t } = useCoreMessages()

  const select = (entry: ConnectEntry) => (entry.kind === 'connector' ? selectConnector(ctx, entry.connector, namespace) : selectWallet(ctx, entry.wallet))

  return (
    <div className="stack">
      {groups.length === 0 && !browse ? (
        <div className="state-message">
          <span className="state-icon">
            <Icon name="wallet" size={28} />
          </span>
          <p className="state-title">{t('connect.noWallets')}</p>
          <p className="state-text">{t('connect.noWalletsHint')}</p>
        </div>
      ) : null}
      {groups.length > 0 ? (
        <ul className="list" aria-label={t('connect.wallets')}>
          {groups.flatMap((group) =>
            group.items.map((entry) => {
              const { name, image } = entry.kind === 'connector' ? { name: entry.connector.name, image: entry.connector.imageUrl } : { name: entry.wallet.name, image: entry.wallet.image_url }
              return (
                <li key={entry.key} data-group={group.id}>
                  <ListItem
                    image={<WalletImage src={image} name={name} />}
                    name={renameWallet(name)}
                    tag={tagFor(group.id, entry, t)}
                    onClick={() => select(entry)}
                  />
                </li>
              )
            }),
          )}
        </ul>
      ) : null}
      {/* A way to more wallets, not a wallet: outside the list, so the list holds exactly the wallets offered. */}
      {browse ? (
        <ListItem
          image={
            <span className="image-tile image-rounded all-wallets-icon" aria-hidden="true">
              <Icon name="wallet" size={22} />
            </span>
          }
          name={t('connect.allWallets')}
          tag={countLabel(wallets.count)}
          data-testid="all-wallets"
          onClick={() => ctx.router.pushTarget(browse)}
        />
      ) : null}
    </div>
  )
}

function tagFor(group: ConnectorGroupId, entry: ConnectEntry, t: TranslateFor<CoreMessageKey>): string | undefined {
  if (group === 'recent') return t('connect.recent')
  return entry.kind === 'connector' && entry.connector.installed ? t('connect.installed') : undefined
}

/** AppKit's badge: the exact number below 10, else rounded down to tens with a plus ("590+"). */
function countLabel(count: number): string | undefined {
  if (!(count > 0)) return undefined
  return count < 10 ? String(count) : `${Math.floor(count / 10) * 10}+`
}
