import type { EmbeddedAccountType, PluginContext } from '../../kernel/index.js'

/** AppKit's words for the switch: the type the visitor would switch to. */
export function switchLabel(target: EmbeddedAccountType): string {
  return target === 'eoa' ? 'Switch to your EOA' : 'Switch to your smart account'
}

/** The type not in use now: the smart account's opposite is the EOA, and the other way round. */
export function otherAccountType(ctx: PluginContext): EmbeddedAccountType | undefined {
  const account = ctx.store.get().chains.eip155?.accountState
  if (account?.status !== 'connected' || account.connectedWalletInfo?.type !== 'AUTH') return undefined
  const inUse = account.allAccounts.find((a) => a.address === account.address)?.type
  return inUse === 'smartAccount' ? 'eoa' : 'smartAccount'
}

/**
 * The Account view's "Switch to your EOA" / "Switch to your smart account" while an embedded-wallet EVM account is
 * connected, and only then; its label follows the account in use.
 */
export function offerAccountTypeSwitch(ctx: PluginContext): void {
  let registered: { readonly label: string; readonly remove: () => void } | undefined
  const update = () => {
    const target = otherAccountType(ctx)
    const label = target ? switchLabel(target) : undefined
    if (registered?.label === label) return
    registered?.remove()
    registered = label
      ? { label, remove: ctx.slots.register('account.feature', { id: 'account-type', label, view: 'EmbeddedWalletAccountType', namespaces: ['eip155'] }) }
      : undefined
  }
  update()
  ctx.onDispose(ctx.store.subscribe(update))
}
