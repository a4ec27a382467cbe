import type { PluginContext } from '../../kernel/index.js'
import { receiveMessages } from './messages.js'

export function setupReceive(ctx: PluginContext): void {
  ctx.messages.add(receiveMessages)
  ctx.views.register('WalletReceive', { load: () => import('./views/ReceiveView.js'), titleKey: 'receive.title' })
  ctx.slots.register('account.feature', { id: 'receive', labelKey: 'receive.feature', icon: 'receive', view: 'WalletReceive', params: undefined })
}
