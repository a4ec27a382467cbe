import type { Namespace } from './caip.js'
import type { CaipNetwork, ChainAdapter, SentTransaction } from './types.js'

interface RequestArguments {
  readonly method: string
  readonly params?: unknown
}

export interface SendObserver {
  /** The network and account the request was made for, read when the wallet answers. */
  context(namespace: Namespace): { readonly caipNetwork: CaipNetwork; readonly address: string } | undefined
  announce(sent: SentTransaction): void
  now(): number
}

/**
 * The provider a host gets from `getProvider`: the wallet's own object, except that a request the namespace's
 * adapter recognises as a send (`describeSent`) is announced as `transaction:sent` once the wallet answers with
 * its hash, so Activity lists what the host sent through the kit too. Everything else reaches the wallet's
 * object unchanged (its methods are called on it, not on the wrapper, so private fields keep working). One
 * wrapper per provider, so a host comparing providers sees the same object each time.
 */
export function createProviderObserver(observer: SendObserver) {
  const wrapped = new WeakMap<object, object>()
  return (provider: unknown, namespace: Namespace, adapter: ChainAdapter | undefined): unknown => {
    const describeSent = adapter?.describeSent
    if (!describeSent || typeof provider !== 'object' || provider === null || typeof (provider as { request?: unknown }).request !== 'function') return provider
    const known = wrapped.get(provider)
    if (known) return known
    const target = provider as { request(args: RequestArguments): Promise<unknown> }
    const bound = new Map<PropertyKey, unknown>()
    const request = async (args: RequestArguments) => {
      const result = await target.request(args)
      try {
        const context = observer.context(namespace)
        const sent = context && describeSent({ method: args.method, params: args.params, result, ...context, now: observer.now() })
        if (sent) observer.announce(sent)
      } catch {
        // Telling Activity is a courtesy: the host's call already succeeded and gets its answer.
      }
      return result
    }
    const proxy = new Proxy(target, {
      get(object, key) {
        if (key === 'request') return request
        const value: unknown = Reflect.get(object, key, object)
        if (typeof value !== 'function') return value
        if (!bound.has(key)) bound.set(key, (value as (...a: unknown[]) => unknown).bind(object))
        return bound.get(key)
      },
    })
    wrapped.set(provider, proxy)
    return proxy
  }
}
