import type { KitServices, ServiceRegistry, Unsubscribe } from './types.js'

type Factory = () => unknown
/** Services are created on first use and cached, so an API client's code loads only when something needs it. */
export function createServiceRegistry(): ServiceRegistry & { clear(): void } {
  const factories = new Map<keyof KitServices, Factory>()
  const instances = new Map<keyof KitServices, Promise<unknown>>()
  return {
    provide(key, create): Unsubscribe {
      if (factories.has(key)) throw new Error(`Service "${String(key)}" is already provided`)
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
        if (!factory) return Promise.reject(new Error(`No plugin provides the "${String(key)}" service`))
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
