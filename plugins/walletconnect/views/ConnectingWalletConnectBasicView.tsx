import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { WALLETCONNECT_LOGO } from '../constants.js'
import { walletConnectMessages } from '../messages.js'
import { CopyLinkButton, PairingCode, PairingFailure, PairingStatus, liveUri } from './pairing-parts.js'
import { usePairing } from './use-pairing.js'

/** Spec §2 ConnectingWalletConnectBasic: a QR code any WalletConnect wallet scans, and its link to copy. */
export default function ConnectingWalletConnectBasicView() {
  const ctx = usePluginContext()
  const { t } = useMessages(walletConnectMessages)
  const pairing = usePairing()
  if (pairing.failure !== undefined) return <PairingFailure pairing={pairing} />
  const uri = liveUri(pairing)
  return (
    <div className="pairing">
      <PairingCode uri={uri} label={t('walletconnect.qrLabel')} logo={<img src={WALLETCONNECT_LOGO} alt="" />} />
      <PairingStatus uri={uri} />
      <div className="pairing-actions">
        <CopyLinkButton ctx={ctx} uri={uri} />
      </div>
    </div>
  )
}
