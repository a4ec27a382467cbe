import { useEffect, useRef, useState } from 'react'
import { toKitError, type WalletListEntry } from '../../../kernel/index.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
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
 * pairing, and an approved session connects every namespace (the kernel then shows the account).
 */
export function usePairing(wallet?: WalletListEntry): Pairing {
  const ctx = usePluginContext()
  const state = usePluginState((s) => s.walletconnect ?? IDLE)
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<string>()
  const [retryBlocked, setRetryBlocked] = useState(false)
  // Kept out of the effect's dependencies: the wallet travels in the route's params and does not change.
  const chosen = useRef(wallet)

  useEffect(() => {
    const abort = new AbortController()
    const { signal } = abort
    let unblock: ReturnType<typeof ctx.clock.setTimeout> | undefined
    setFailure(undefined)
    void (async () => {
      const service = await ctx.services.use('walletconnect')
      try {
        await service.pair({ signal, refresh: true, wallet: chosen.current })
        if (signal.aborted) return
        const target = service.connectTarget(ctx.store.get().modal.namespace)
        // The kernel connects the other namespaces the session covers with it, and shows the account.
        if (target) await ctx.connection.connect(target.connectorId, { namespace: target.namespace })
        // Basic pairing (no adapter): the host reads the session from the provider, the kit has no account to show.
        else if (!signal.aborted) ctx.modal.close({ force: true })
      } catch (error) {
        if (signal.aborted) return
        setFailure(toKitError(error).shortMessage)
        const allowedAt = service.retryAllowedAt()
        if (allowedAt === undefined) return setRetryBlocked(false)
        setRetryBlocked(true)
        unblock = ctx.clock.setTimeout(() => setRetryBlocked(false), allowedAt - ctx.clock.now())
      }
    })().catch((error: unknown) => {
      // The plugin's service is missing (it failed to start): nothing here can pair.
      if (!signal.aborted) setFailure(toKitError(error).shortMessage)
    })
    return () => {
      abort.abort()
      ctx.clock.clearTimeout(unblock)
    }
  }, [attempt])

  return { state, failure, retryBlocked, retry: () => setAttempt((n) => n + 1) }
}
