import type { PluginContext } from '../../kernel/index.js'

export function setupReceive(ctx: PluginContext): void {
  ctx.views.register('WalletReceive', { load: () => import('./views/ReceiveView.js'), title: 'Receive' })
  ctx.slots.register('account.feature', { id: 'receive', label: 'Receive', icon: 'receive', view: 'WalletReceive', params: undefined })
}
