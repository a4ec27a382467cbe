// A plugin written outside the package, against the public contract only ('tessera', 'tessera/kernel',
// 'tessera/react'). Copy this folder to start your own: the descriptor below is all a host's first chunk carries;
// `setup.ts` and the views load later.
import type { KitPlugin } from 'tessera'

export interface GreeterState {
  readonly greetings: number
  readonly lastName?: string
}

export interface GreeterParameters {
  /** Ask the visitor to accept the greeter's house rules before they count as connected (default true). */
  readonly welcome?: boolean
}

// Declaration merging types everything the plugin adds, for every consumer (its own code, the host, other plugins).
declare module 'tessera/kernel' {
  interface KitState {
    greeter: GreeterState
  }
  interface KitEvents {
    'greeter:greeted': { name: string; count: number }
  }
  interface KitViews {
    'greeter/Hello': { name: string }
    /** The after-connect step's screen: the address that is about to connect. */
    'greeter/Welcome': { address: string }
  }
  /** What the Welcome view answers when the step prompts it: nothing, it accepts or declines. */
  interface KitPromptAnswers {
    'greeter/Welcome': void
  }
  interface KitServices {
    greeter: { greet(name: string): void }
  }
  interface KitTrackedEvents {
    GREETER_WELCOMED: { accepted: boolean }
  }
  interface KitStorageKeys {
    greeter_greetings: number
  }
}

export function greeter(parameters: GreeterParameters = {}): KitPlugin<'greeter'> {
  return {
    id: 'greeter',
    setup: async (ctx) => (await import('./setup.js')).setupGreeter(ctx, parameters),
  }
}
