import type { PluginContext } from '../../kernel/index.js'
import { PayError, PayMessages } from './errors.js'
import { payMessages } from './messages.js'
import { createPaySession } from './session.js'
import { IDLE_PAY_STATE } from './state.js'

export function setupPay(ctx: PluginContext): void {
  // Spec §9: pay is off unless the host turns it on; the method stays, with an error that says so.
  if (!ctx.options.features.pay) {
    ctx.methods.provide('pay', () => Promise.reject(new PayError('PAY_DISABLED', PayMessages.DISABLED)))
    return
  }
  ctx.messages.add(payMessages)
  const session = createPaySession(ctx, ctx.store.register('pay', IDLE_PAY_STATE))
  ctx.views.register('Pay', { load: () => import('./views/PayView.js'), titleKey: 'pay.title', back: false })
  ctx.services.provide('pay', () => session.controls)
  ctx.methods.provide('pay', (request) => session.pay(request))
}
