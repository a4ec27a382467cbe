import { useEffect, useRef, useState } from 'react'
import { toKitError, type WalletListEntry } from '../../../kernel/index.js'
import { useKitInstance } from '../../../ui/kit-context.js'
import { useKitSelector } from '../../../ui/use-kit-selector.js'
import type { WalletConnectState } from '../plugin.js'

const IDLE: WalletConnectState = { status: 'idle' }

export interface Pairing {
  readonly state: WalletConnectState
  /** The last attempt's failure, as a short message. */
  readonly failure?: string
  /** A failure is fresh (spec §9: 1 s) and "Try again" waits. */
  readonly retryBlocked: boolean
  retry(): void
}

/**
 * Pairs for as long as the screen is shown: the URI is refreshed when it expires, leaving the screen drops the
 * pairing, and an approved session connects every namespace, then shows the account.
 */
export function usePairing(wallet?: WalletListEntry): Pairing {
  const kit = useKitInstance()
  const state = useKitSelector(kit, (s) => s.walletconnect ?? IDLE)
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<string>()
  const [retryBlocked, setRetryBlocked] = useState(false)
  // Kept out of the effect's dependencies: the wallet travels in the route's params and does not change.
  const chosen = useRef(wallet)

  useEffect(() => {
    const abort = new AbortController()
    const { signal } = abort
    let unblock: ReturnType<typeof kit.clock.setTimeout> | undefined
    setFailure(undefined)
    void (async () => {
      const service = await kit.services.use('walletconnect')
      try {
        await service.pair({ signal, refresh: true, wallet: chosen.current })
        if (signal.aborted) return
        const id = service.connectorId(kit.getState().modal.namespace)
        // The kernel connects the other namespaces the session covers with it.
        if (id) await kit.connect(id)
        if (signal.aborted) return
        if (chosen.current) kit.wallets.addRecent(chosen.current)
        // Basic pairing (no adapter): the host reads the session from the provider, the kit has no account to show.
        if (id) kit.router.reset('Account')
        else kit.close({ force: true })
      } catch (error) {
        if (signal.aborted) return
        setFailure(toKitError(error).shortMessage)
        const allowedAt = service.retryAllowedAt()
        if (allowedAt === undefined) return setRetryBlocked(false)
        setRetryBlocked(true)
        unblock = kit.clock.setTimeout(() => setRetryBlocked(false), allowedAt - kit.clock.now())
      }
    })().catch((error: unknown) => {
      // The plugin's service is missing (it failed to start): nothing here can pair.
      if (!signal.aborted) setFailure(toKitError(error).shortMessage)
    })
    return () => {
      abort.abort()
      kit.clock.clearTimeout(unblock)
    }
  }, [attempt])

  return { state, failure, retryBlocked, retry: () => setAttempt((n) => n + 1) }
}
