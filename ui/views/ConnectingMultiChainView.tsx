import { renameWallet, type Namespace } from '../../kernel/index.js'
import { namespaceLabel } from '../namespace-labels.js'
import { selectConnector } from '../parts/select-wallet.js'
import { usePluginContext, usePluginState } from '../plugin-context.js'
import { Button } from '../primitives/Button.js'
import { ListItem } from '../primitives/ListItem.js'
import { NetworkImage } from '../primitives/NetworkImage.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { shallowEqual } from '../use-kit-selector.js'
import type { ViewProps } from '../view-props.js'
import { useCoreMessages } from '../i18n/core-messages.js'

/**
 * A wallet that serves several chain families under one name (a browser wallet for EVM and Solana): the visitor
 * picks the family to connect, and the connector of that family asks the wallet.
 */
export default function ConnectingMultiChainView({ params }: ViewProps<'ConnectingMultiChain'>) {
  const ctx = usePluginContext()
  const { t } = useCoreMessages()
  // Params may come from a route the host pushed by hand: read defensively.
  const name = typeof params?.name === 'string' ? params.name : ''
  const entry = usePluginState((s) => s.connectors.find((c) => c.name.toLowerCase() === name.toLowerCase() && c.chains.length > 1))
  const families = usePluginState(
    (s) => (entry?.chains ?? []).filter((ns) => s.namespaces.includes(ns)).map((ns) => ({ namespace: ns, network: s.chains[ns]?.caipNetworks[0] })),
    (a, b) => a.length === b.length && a.every((f, i) => shallowEqual(f, b[i])),
  )

  if (!entry || families.length === 0) {
    return (
      <div className="state-message" role="alert">
        <p className="state-title">{t('connect.walletUnavailable')}</p>
        <p className="state-text">{t('connect.walletUnavailableHint')}</p>
        <Button variant="secondary" onClick={() => ctx.router.reset('Connect')}>
          {t('modal.back')}
        </Button>
      </div>
    )
  }

  const choose = (namespace: Namespace) => selectConnector(ctx, entry, namespace)
  return (
    <div className="multi-chain">
      <div className="state-message">
        <WalletImage src={entry.imageUrl} name={entry.name} size={72} />
        <p className="state-text">{t('connect.multiChain', { wallet: renameWallet(entry.name) })}</p>
      </div>
      <ul className="list" aria-label={t('connect.chains')}>
        {families.map(({ namespace, network }) => (
          <li key={namespace}>
            <ListItem
              image={network ? <NetworkImage network={network} size={40} /> : <WalletImage src={entry.imageUrl} name={entry.name} size={40} />}
              name={namespaceLabel(namespace)}
              onClick={() => choose(namespace)}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
