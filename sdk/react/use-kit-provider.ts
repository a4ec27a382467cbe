import { useEffect, useState } from 'react'
import type { KitProviders, Namespace } from '../../kernel/index.js'
import { useKitSelector } from '../../ui/use-kit-selector.js'
import { useKit } from './hooks.js'

/** What `namespace`'s chain plugin hands out (KitProviders), or unknown for a namespace no plugin typed. */
export type KitProviderOf<N extends Namespace> = N extends keyof KitProviders ? KitProviders[N] : unknown

/**
 * The connected wallet's provider in `namespace`, typed by its chain plugin: an EIP-1193 provider for eip155, the
 * Solana wallet for solana, and so on. Undefined while the namespace has no connected wallet, on the server, and
 * for the moment it takes to fetch after a connection.
 */
export function useKitProvider<N extends Namespace>(namespace: N): { readonly provider: KitProviderOf<N> | undefined } {
  const kit = useKit()
  // A new wallet or account asks again; the same one keeps the provider it had.
  const key = useKitSelector(kit, (s) => {
    const account = s.chains[namespace]?.accountState
    return account?.status === 'connected' ? `${account.connectedWalletInfo?.identifier ?? ''}\n${account.address ?? ''}` : undefined
  })
  const [held, setHeld] = useState<{ readonly key: string; readonly provider: unknown }>()
  useEffect(() => {
    if (key === undefined) return
    let current = true
    kit.getProvider(namespace).then(
      (provider) => current && setHeld({ key, provider }),
      () => current && setHeld({ key, provider: undefined }),
    )
    return () => {
      current = false
    }
  }, [kit, namespace, key])
  return { provider: key !== undefined && held?.key === key ? (held.provider as KitProviderOf<N>) : undefined }
}
