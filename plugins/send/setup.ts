import type { PluginContext } from '../../kernel/index.js'
import { sendMessages } from './messages.js'

export function setupSend(ctx: PluginContext): void {
  ctx.messages.add(sendMessages)
  ctx.views.register('WalletSend', { load: () => import('./views/SendView.js'), titleKey: 'send.title' })
  ctx.slots.register('account.feature', { id: 'send', labelKey: 'send.feature', icon: 'send', view: 'WalletSend', params: undefined })
}
