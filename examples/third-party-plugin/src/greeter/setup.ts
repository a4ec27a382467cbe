import * as z from 'zod/mini'
import { ErrorCode, KitError, type PluginContext } from 'tessera/kernel'
import { greeterMessages } from './messages.js'
import type { GreeterParameters } from './plugin.js'

/** What the visitor is told when they decline the house rules: the connection is rolled back with it. */
export const DECLINED = 'You declined the greeter’s house rules'

export function setupGreeter(ctx: PluginContext, parameters: GreeterParameters): void {
  // A key the plugin owns, under the kit's storage prefix; what is read back is checked against the schema.
  const stored = ctx.storage.declare('greeter_greetings', z.number().check(z.int(), z.gte(0)))
  const slice = ctx.store.register('greeter', { greetings: stored.get() ?? 0 })

  // The plugin's texts first: titles, labels and toasts named by key read them in the visitor's language.
  ctx.messages.add(greeterMessages)
  ctx.views.register('greeter/Hello', { load: () => import('./HelloView.js'), title: (params) => `Hello, ${params.name}` })
  ctx.views.register('greeter/Welcome', { load: () => import('./WelcomeView.js'), titleKey: 'greeter.welcome' })

  ctx.services.provide('greeter', () => ({
    greet(name: string) {
      slice.set((s) => {
        s.greetings += 1
        s.lastName = name
      })
      stored.set(slice.get().greetings)
      ctx.bus.emit('greeter:greeted', { name, count: slice.get().greetings })
    },
  }))

  // Core screens render slots, never plugin names: a section of the Connect view, a button of the Account view.
  ctx.slots.register('connect.section', { id: 'greeter', load: () => import('./GreeterSection.js') })
  ctx.slots.register('account.feature', { id: 'greet', labelKey: 'greeter.greet', icon: 'star', view: 'greeter/Hello', params: { name: 'friend' } })

  if (parameters.welcome ?? true) {
    // Between "the wallet answered" and "connected": the visitor must accept, or the connection is rolled back.
    ctx.connection.addStep({
      id: 'greeter/welcome',
      async run(pending) {
        // A restored session was welcomed when it was made.
        if (pending.reason === 'reconnect') return
        try {
          // Not dismissible: the visitor answers with its buttons. The signal withdraws the question if this attempt
          // is given up for another (the visitor went back and chose another wallet).
          await ctx.modal.prompt('greeter/Welcome', { address: pending.address }, { dismissible: false, signal: pending.signal })
          ctx.track('GREETER_WELCOMED', { accepted: true })
        } catch (error) {
          ctx.track('GREETER_WELCOMED', { accepted: false })
          // A refusal (code 4001): the connecting screen says "Connection declined" with this message.
          throw new KitError(DECLINED, { code: ErrorCode.USER_REJECTED, cause: error })
        }
      },
    })
  }

  // Greets whoever connects, through the kernel's bus rather than any other plugin.
  ctx.bus.on('connection:changed', ({ status, caipAddress }) => {
    if (status === 'connected' && caipAddress) void ctx.services.use('greeter').then((g) => g.greet(caipAddress.split(':')[2]!))
  })
}
