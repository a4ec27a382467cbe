import { useEffect, useRef } from 'react'
import { renameWallet } from '../../../kernel/index.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Icon } from '../../../ui/primitives/Icon.js'
import { WalletImage } from '../../../ui/primitives/WalletImage.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { buildWalletLink, safeWalletLink, type SafeWalletLink } from '../deep-link.js'
import { walletConnectMessages } from '../messages.js'
import { openWalletLink } from '../open-link.js'
import { CopyLinkButton, PairingCode, PairingFailure, PairingStatus, liveUri } from './pairing-parts.js'
import { usePairing } from './use-pairing.js'

/**
 * Spec §2 ConnectingWalletConnect: pairing with one wallet from a registry. A phone opens the wallet's app with
 * the URI; a desktop shows the code to scan, with the wallet's desktop and web apps when it has them.
 */
export default function ConnectingWalletConnectView({ params }: ViewProps<'ConnectingWalletConnect'>) {
  const ctx = usePluginContext()
  const { t } = useMessages(walletConnectMessages)
  const { wallet } = params
  const pairing = usePairing(wallet)
  const uri = liveUri(pairing)
  const name = renameWallet(wallet.name)
  const mobile = ctx.isMobile()
  const mobileLink = mobile ? safeWalletLink(wallet.mobile_link) : undefined
  const autoOpened = useRef(false)

  const open = (link: SafeWalletLink, target: '_self' | '_blank', remember: boolean) => {
    const href = uri ? buildWalletLink(link.href, uri) : undefined
    if (!href) return
    // The link without the URI: the pairing key must not outlive the pairing in storage.
    if (remember) ctx.storage.item('deeplink_choice').set({ name: wallet.name, href: link.href })
    openWalletLink(href, target)
  }

  useEffect(() => {
    // Once per visit: a refreshed URI after expiry waits for the visitor's tap rather than switching apps unasked.
    if (!mobileLink || !uri || autoOpened.current) return
    autoOpened.current = true
    open(mobileLink, '_self', true)
  }, [uri])

  if (pairing.failure !== undefined) return <PairingFailure pairing={pairing} />

  if (mobileLink) {
    return (
      <div className="pairing">
        <span className="connecting-image" data-state="connecting">
          <WalletImage src={wallet.image_url} name={wallet.name} size={72} />
        </span>
        <PairingStatus uri={uri}>{t('walletconnect.acceptIn', { wallet: name })}</PairingStatus>
        <div className="pairing-actions">
          <Button disabled={!uri} onClick={() => open(mobileLink, '_self', true)}>
            {t('walletconnect.openWallet', { wallet: name })}
          </Button>
          <CopyLinkButton ctx={ctx} uri={uri} />
        </div>
      </div>
    )
  }

  const desktop = safeWalletLink(wallet.desktop_link)
  // A web wallet is a page: an app scheme here is a registry mistake, not something to open.
  const webapp = safeWalletLink(wallet.webapp_link)
  return (
    <div className="pairing">
      <PairingCode uri={uri} label={t('walletconnect.qrLabelWallet', { wallet: name })} logo={<WalletImage src={wallet.image_url} name={wallet.name} size={48} />} />
      <PairingStatus uri={uri}>{t('walletconnect.scanWallet', { wallet: name })}</PairingStatus>
      <div className="pairing-actions">
        {desktop ? (
          <Button disabled={!uri} onClick={() => open(desktop, desktop.kind === 'native' ? '_self' : '_blank', true)}>
            <Icon name="external" size={18} />
            {t('walletconnect.openDesktop')}
          </Button>
        ) : null}
        {webapp?.kind === 'universal' ? (
          <Button variant="secondary" disabled={!uri} onClick={() => open(webapp, '_blank', false)}>
            <Icon name="external" size={18} />
            {t('walletconnect.openWeb')}
          </Button>
        ) : null}
        <CopyLinkButton ctx={ctx} uri={uri} />
      </div>
    </div>
  )
}
