import { useState } from 'react'
import { truncateAddress } from '../../../kernel/index.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { CopyButton } from '../../../ui/primitives/CopyButton.js'
import { switchLabelKey } from '../account-type-feature.js'
import { embeddedWalletMessages } from '../messages.js'
import { switchAccountType } from '../smart-account.js'

/**
 * The embedded wallet's two accounts in a namespace: the smart account (where the network offers one, with whether
 * it is deployed yet) and the EOA that owns it, and the switch to the one not in use.
 */
export default function AccountTypeView({ params }: ViewProps<'EmbeddedWalletAccountType'>) {
  const ctx = usePluginContext()
  const { t } = useMessages(embeddedWalletMessages)
  const namespace = params.namespace
  const account = usePluginState((s) => s.chains[namespace]?.accountState)
  const [busy, setBusy] = useState(false)
  if (account?.status !== 'connected' || !account.address) {
    return (
      <div className="state-message">
        <p className="state-title">{t('embeddedWallet.account.none')}</p>
        <p className="state-text">{t('embeddedWallet.account.noneHint')}</p>
      </div>
    )
  }
  const smart = account.allAccounts.find((a) => a.type === 'smartAccount')
  const eoa = account.allAccounts.find((a) => a.type === 'eoa')
  const inUse = account.allAccounts.find((a) => a.address === account.address)?.type
  const target = inUse === 'smartAccount' ? 'eoa' : 'smartAccount'
  const choose = async () => {
    setBusy(true)
    try {
      if (await switchAccountType(ctx, namespace, target)) ctx.router.goBack()
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="state-message">
      <dl className="approve-rows">
        <div>
          <dt className="state-title">{t(inUse === 'smartAccount' ? 'embeddedWallet.account.smartInUse' : 'embeddedWallet.account.smart')}</dt>
          <dd className="state-text" data-testid="smart-account-address">
            {smart ? <AddressText address={smart.address} copyLabel={t('embeddedWallet.account.copyAddress')} /> : t('embeddedWallet.account.smartUnavailable')}
          </dd>
          {smart ? (
            <dd className="state-text" data-testid="smart-account-status">
              {t(account.smartAccountDeployed ? 'embeddedWallet.account.deployed' : 'embeddedWallet.account.notDeployed')}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="state-title">{t(inUse === 'eoa' ? 'embeddedWallet.account.eoaInUse' : 'embeddedWallet.account.eoa')}</dt>
          <dd className="state-text" data-testid="eoa-address">
            {eoa ? <AddressText address={eoa.address} copyLabel={t('embeddedWallet.account.copyAddress')} /> : null}
          </dd>
        </div>
      </dl>
      <Button loading={busy} onClick={() => void choose()}>
        {t(switchLabelKey(target))}
      </Button>
    </div>
  )
}

function AddressText({ address, copyLabel }: { readonly address: string; readonly copyLabel: string }) {
  return (
    <>
      <span title={address}>{truncateAddress(address)}</span>
      <CopyButton value={address} label={copyLabel} />
    </>
  )
}
