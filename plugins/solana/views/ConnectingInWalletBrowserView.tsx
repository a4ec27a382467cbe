import { useEffect, useRef } from 'react'
import { renameWallet } from '../../../kernel/index.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { WalletImage } from '../../../ui/primitives/WalletImage.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { walletBrowseLink } from '../browse-links.js'
import { solanaMessages } from '../messages.js'

/**
 * Spec §7 deep links: the page hands over to the wallet's in-app browser, once on arrival and again on a tap (a
 * phone may ask before leaving, or the visitor may come back here).
 */
export default function ConnectingInWalletBrowserView({ params }: ViewProps<'ConnectingInWalletBrowser'>) {
  const ctx = usePluginContext()
  const { t } = useMessages(solanaMessages)
  const { wallet } = params
  const { modal, activeNamespace } = ctx.store.get()
  // Built here from the page itself, never taken from the route: a route a host pushed by hand cannot send the
  // visitor anywhere else.
  const href = walletBrowseLink(wallet, window.location, modal.namespace ?? activeNamespace)
  const name = renameWallet(wallet.name) || t('solana.wallet')
  const opened = useRef(false)
  const open = () => {
    if (href) window.open(href, '_self')
  }

  useEffect(() => {
    // StrictMode mounts twice; the visitor leaves the page once.
    if (opened.current) return
    opened.current = true
    open()
  }, [])

  if (!href) {
    return (
      <div className="state-message" role="alert">
        <p className="state-title">{t('solana.walletUnavailable')}</p>
        <p className="state-text">{t('solana.cannotOpen', { wallet: name })}</p>
        <Button variant="secondary" onClick={() => ctx.router.goBack()}>
          {t('solana.back')}
        </Button>
      </div>
    )
  }
  return (
    <div className="state-message">
      <span className="connecting-image" data-state="connecting">
        <WalletImage src={wallet.image_url} name={wallet.name} size={72} />
      </span>
      <div role="status" className="status-text">
        <p className="state-title">{t('solana.continueIn', { wallet: name })}</p>
        <p className="state-text">{t('solana.opensIn', { wallet: name })}</p>
      </div>
      <Button onClick={open}>{t('solana.open', { wallet: name })}</Button>
    </div>
  )
}
