import type { PluginMethods } from './context.js'
import { MethodNotProvidedError } from './plugin-errors.js'
import { AlreadyRegisteredError } from './registry-errors.js'
import type { KitMethodName } from './types.js'

export interface MethodRegistry extends PluginMethods {
  /** Runs the method a plugin provided; rejects when none did (its plugin failed to start). */
  call(name: KitMethodName, args: readonly unknown[]): Promise<unknown>
  clear(): void
}

/** The implementations behind the kit's plugin methods (`kit.pay`), one per name. */
export function createMethodRegistry(): MethodRegistry {
  const implementations = new Map<KitMethodName, (...args: never[]) => unknown>()
  return {
    provide(name, implementation) {
      if (implementations.has(name)) throw new AlreadyRegisteredError('kit method', name)
      const fn = implementation as (...args: never[]) => unknown
      implementations.set(name, fn)
      return () => {
        if (implementations.get(name) === fn) implementations.delete(name)
      }
    },
    async call(name, args) {
      const fn = implementations.get(name)
      if (!fn) throw new MethodNotProvidedError(name)
      return fn(...(args as never[]))
    },
    clear: () => implementations.clear(),
  }
}
