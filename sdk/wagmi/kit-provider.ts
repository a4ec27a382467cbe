import { ProviderDisconnectedError } from 'viem'
import type { Kit, RequestProvider } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'

/** An EIP-1193 `request`, which is all of a provider that wagmi's connector client (viem's `custom`) calls. */
export interface KitEip1193Provider {
  request(arguments_: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}

function isRequestProvider(value: unknown): value is RequestProvider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

/**
 * The wallet the kit has connected for eip155, at the time of each request: a pairing's EVM requests (one
 * UniversalProvider shared by every namespace, so no second pairing) or the wallet's own provider, which the
 * kit watches so that a transaction sent through it shows in Activity.
 */
async function connectedRequester(kit: Kit): Promise<RequestProvider | undefined> {
  await kit.ready
  if (kit.getState().chains.eip155?.accountState.status !== 'connected') return undefined
  const provider = kitInternals(kit).connection.requester('eip155') ?? (await kit.getProvider('eip155'))
  return isRequestProvider(provider) ? provider : undefined
}

/**
 * One provider object for the connector's life, as wagmi expects of `getProvider()`: every request goes to the
 * wallet the kit has connected at that moment, and is refused (4900, disconnected) when there is none.
 */
export function createKitProvider(kit: Kit): KitEip1193Provider {
  return {
    async request({ method, params }) {
      const wallet = await connectedRequester(kit)
      if (!wallet) throw new ProviderDisconnectedError(new Error('No EVM wallet is connected in the kit'))
      return wallet.request(params === undefined ? { method } : { method, params })
    },
  }
}
