import type { EmbeddedAccountType, Namespace, PluginContext } from '../../kernel/index.js'
import type { EmbeddedWalletMessageKey } from './messages.js'
import type { SmartAccounts } from './smart-account.js'

/** AppKit's words for the switch ('Switch to your EOA'): the type the visitor would switch to. */
export function switchLabelKey(target: EmbeddedAccountType): EmbeddedWalletMessageKey {
  return target === 'eoa' ? 'embeddedWallet.feature.switchToEoa' : 'embeddedWallet.feature.switchToSmart'
}

export interface AccountTypeChoice {
  readonly namespace: Namespace
  /** The type not in use now: the smart account's opposite is the EOA, and the other way round. */
  readonly target: EmbeddedAccountType
}

/**
 * The connected embedded-wallet account that can change type: one with a smart account, or in a namespace whose
 * accounts are smart accounts by the visitor's choice or spec §9's default (on a network without them, choosing
 * one is spec §8's toast). A namespace with EOAs only offers nothing.
 */
export function accountTypeChoice(ctx: PluginContext, smartAccounts: Pick<SmartAccounts, 'preferredType'>): AccountTypeChoice | undefined {
  const { chains } = ctx.store.get()
  for (const namespace of Object.keys(chains) as Namespace[]) {
    const account = chains[namespace]?.accountState
    if (account?.status !== 'connected' || account.connectedWalletInfo?.type !== 'AUTH') continue
    const hasSmart = account.allAccounts.some((a) => a.type === 'smartAccount') || smartAccounts.preferredType(namespace) === 'smartAccount'
    if (!hasSmart) continue
    const inUse = account.allAccounts.find((a) => a.address === account.address)?.type
    return { namespace, target: inUse === 'smartAccount' ? 'eoa' : 'smartAccount' }
  }
  return undefined
}

/**
 * The Account view's "Switch to your EOA" / "Switch to your smart account" while an embedded-wallet account that can
 * change type is connected, and only then; its label follows the account in use.
 */
export function offerAccountTypeSwitch(ctx: PluginContext, smartAccounts: Pick<SmartAccounts, 'preferredType'>): void {
  let registered: { readonly key: string; readonly remove: () => void } | undefined
  const update = () => {
    const choice = accountTypeChoice(ctx, smartAccounts)
    const key = choice ? `${choice.namespace}:${choice.target}` : undefined
    if (registered?.key === key) return
    registered?.remove()
    registered =
      choice && key
        ? {
            key,
            remove: ctx.slots.register('account.feature', {
              id: 'account-type',
              labelKey: switchLabelKey(choice.target),
              view: 'EmbeddedWalletAccountType',
              params: { namespace: choice.namespace },
              namespaces: [choice.namespace],
            }),
          }
        : undefined
  }
  update()
  ctx.onDispose(ctx.store.subscribe(update))
}
