import { truncateAddress } from '../../../kernel/index.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginState } from '../../../ui/plugin-context.js'
import { CopyButton } from '../../../ui/primitives/CopyButton.js'
import { Icon } from '../../../ui/primitives/Icon.js'
import { NetworkImage } from '../../../ui/primitives/NetworkImage.js'
import { QrCode } from '../../../ui/primitives/QrCode.js'
import { receiveMessages } from '../messages.js'

/** Spec §2 receive: the address to be paid at, and the networks a payment to it may come on. */
export default function ReceiveView() {
  const { t } = useMessages(receiveMessages)
  const chain = usePluginState((s) => (s.activeNamespace ? s.chains[s.activeNamespace] : undefined))
  const address = chain?.accountState.address
  if (!chain || !address) {
    return (
      <div className="state-message">
        <p className="state-title">{t('receive.noAccount')}</p>
      </div>
    )
  }
  const networks = chain.caipNetworks
  return (
    <div className="stack" data-testid="receive">
      <div className="state-message">
        <QrCode value={address} label={t('receive.qrLabel')} size={240} />
        <p className="account-name">
          <span title={address} data-testid="receive-address">
            {truncateAddress(address, { head: 8, tail: 8 })}
          </span>
          <CopyButton value={address} label={t('receive.copy')} />
        </p>
      </div>
      <section className="stack" aria-labelledby="receive-networks">
        <p id="receive-networks" className="state-title">
          {t('receive.networks')}
        </p>
        <ul className="tokens-list" data-testid="receive-networks">
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="list-item">
              <NetworkImage network={network} />
              <span className="list-item-text">
                <span className="list-item-name">{network.name}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="state-text" role="note" data-testid="receive-warning">
          <Icon name="warning" size={16} />
          {` ${t(networks.length === 1 ? 'receive.warningOne' : 'receive.warningMany')}`}
        </p>
      </section>
    </div>
  )
}
