import { useState } from 'react'
import { truncateAddress } from '../../../kernel/index.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { CopyButton } from '../../../ui/primitives/CopyButton.js'
import { switchLabel } from '../account-type-feature.js'
import { switchAccountType } from '../smart-account.js'

/**
 * The embedded wallet's two accounts in a namespace: the smart account (where the network offers one, with whether
 * it is deployed yet) and the EOA that owns it, and the switch to the one not in use.
 */
export default function AccountTypeView({ params }: ViewProps<'EmbeddedWalletAccountType'>) {
  const ctx = usePluginContext()
  const namespace = params.namespace
  const account = usePluginState((s) => s.chains[namespace]?.accountState)
  const [busy, setBusy] = useState(false)
  if (account?.status !== 'connected' || !account.address) {
    return (
      <div className="state-message">
        <p className="state-title">No account connected</p>
        <p className="state-text">Connect a wallet to see your account.</p>
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
          <dt className="state-title">{inUse === 'smartAccount' ? 'Smart account (in use)' : 'Smart account'}</dt>
          <dd className="state-text" data-testid="smart-account-address">
            {smart ? <AddressText address={smart.address} /> : 'Not available on this network'}
          </dd>
          {smart ? (
            <dd className="state-text" data-testid="smart-account-status">
              {account.smartAccountDeployed ? 'Deployed' : 'Not deployed yet'}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="state-title">{inUse === 'eoa' ? 'EOA (in use)' : 'EOA'}</dt>
          <dd className="state-text" data-testid="eoa-address">
            {eoa ? <AddressText address={eoa.address} /> : null}
          </dd>
        </div>
      </dl>
      <Button loading={busy} onClick={() => void choose()}>
        {switchLabel(target)}
      </Button>
    </div>
  )
}

function AddressText({ address }: { readonly address: string }) {
  return (
    <>
      <span title={address}>{truncateAddress(address)}</span>
      <CopyButton value={address} label="Copy address" />
    </>
  )
}
