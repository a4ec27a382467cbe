import type { PluginContext } from '../../kernel/index.js'

export function setupSend(ctx: PluginContext): void {
  ctx.views.register('WalletSend', { load: () => import('./views/SendView.js'), title: 'Send' })
  ctx.slots.register('account.feature', { id: 'send', label: 'Send', icon: 'send', view: 'WalletSend', params: undefined })
}
