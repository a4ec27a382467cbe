import type { PluginServices } from './context.js'
import { ServiceNotProvidedError } from './plugin-errors.js'
import { AlreadyRegisteredError } from './registry-errors.js'
import type { KitServices, Unsubscribe } from './types.js'

type Factory = () => unknown
/** Services are created on first use and cached, so an API client's code loads only when something needs it. */
export function createServiceRegistry(): PluginServices & { clear(): void } {
  const factories = new Map<keyof KitServices, Factory>()
  const instances = new Map<keyof KitServices, Promise<unknown>>()
  return {
    provide(key, create): Unsubscribe {
      if (factories.has(key)) throw new AlreadyRegisteredError('service', String(key))
      factories.set(key, create)
      return () => {
        if (factories.get(key) === create) {
          factories.delete(key)
          instances.delete(key)
        }
      }
    },
    use(key) {
      let instance = instances.get(key)
      if (!instance) {
        const factory = factories.get(key)
        if (!factory) return Promise.reject(new ServiceNotProvidedError(String(key)))
        instance = Promise.resolve().then(factory)
        // A failed creation is not cached: the next use retries (e.g. a chunk that failed to load).
        instance.catch(() => instances.delete(key))
        instances.set(key, instance)
      }
      return instance as Promise<KitServices[typeof key]>
    },
    has: (key) => factories.has(key),
    clear() {
      factories.clear()
      instances.clear()
    },
  }
}
