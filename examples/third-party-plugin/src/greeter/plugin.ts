// A plugin written outside the package, against the public contract only ('tessera' and 'tessera/kernel').
import type { KitPlugin } from 'tessera'

export interface GreeterState {
  readonly greetings: number
  readonly lastName?: string
}

// Declaration merging types the slice, the event and the view (with its params) for every consumer.
declare module 'tessera/kernel' {
  interface KitState {
    greeter: GreeterState
  }
  interface KitEvents {
    'greeter:greeted': { name: string; count: number }
  }
  interface KitViews {
    'greeter/Hello': { name: string }
  }
  interface KitServices {
    greeter: { greet(name: string): void }
  }
}

export function greeter(): KitPlugin<'greeter'> {
  return {
    id: 'greeter',
    setup(ctx) {
      const slice = ctx.store.register('greeter', { greetings: 0 })
      ctx.views.register('greeter/Hello', { load: () => import('./HelloView.js'), title: (params) => `Hello, ${(params as { name: string }).name}` })
      ctx.services.provide('greeter', () => ({
        greet(name: string) {
          slice.set((s) => {
            s.greetings += 1
            s.lastName = name
          })
          ctx.bus.emit('greeter:greeted', { name, count: slice.get().greetings })
        },
      }))
      // Greets whoever connects, through the kernel's bus rather than any other plugin.
      ctx.bus.on('connection:changed', ({ status, caipAddress }) => {
        if (status === 'connected' && caipAddress) void ctx.services.use('greeter').then((g) => g.greet(caipAddress.split(':')[2]!))
      })
    },
  }
}
