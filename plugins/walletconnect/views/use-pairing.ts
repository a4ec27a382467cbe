import { useEffect, useRef, useState } from 'react'
import { ConnectionStepError, isUserRejection, toKitError, type WalletListEntry } from '../../../kernel/index.js'
import { PAIRING_DECLINED } from '../pairing-errors.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { useRouteState } from '../../../ui/route-state.js'
import type { WalletConnectState } from '../plugin.js'

const IDLE: WalletConnectState = { status: 'idle' }

export interface Pairing {
  readonly state: WalletConnectState
  /** The last attempt's failure, as a short message. */
  readonly failure?: string
  /** The failure was a refusal (the wallet declined the proposal, or the visitor a connection step). */
  readonly declined: boolean
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
  // Kept with the route entry: a connection step may cover this screen, and its refusal must be here when the
  // visitor comes back (with "Try again"), rather than a fresh code that explains nothing.
  const [attempt, setAttempt] = useRouteState('attempt', 0)
  const [failed, setFailed, currentFailure] = useRouteState<{ readonly message: string; readonly declined: boolean } | undefined>('failure', undefined)
  const setFailure = (error: unknown) => {
    const message = toKitError(error).shortMessage
    setFailed(error === undefined ? undefined : { message, declined: message === PAIRING_DECLINED || isUserRejection(error) })
  }
  // 'connecting': the session exists and the kit is connecting it (its steps may cover this screen meanwhile); a
  // screen shown again then waits for that outcome instead of pairing anew.
  const [, setConnecting, connecting] = useRouteState('connecting', false)
  const [retryBlocked, setRetryBlocked] = useState(false)
  // Kept out of the effect's dependencies: the wallet travels in the route's params and does not change.
  const chosen = useRef(wallet)

  useEffect(() => {
    if (currentFailure() !== undefined || connecting()) return
    const abort = new AbortController()
    const { signal } = abort
    let unblock: ReturnType<typeof ctx.clock.setTimeout> | undefined
    void (async () => {
      const service = await ctx.services.use('walletconnect')
      try {
        await service.pair({ signal, refresh: true, wallet: chosen.current })
        if (signal.aborted) return
        const target = service.connectTarget(ctx.store.get().modal.namespace)
        // The kernel connects the other namespaces the session covers with it, and shows the account.
        if (target) {
          setConnecting(true)
          await ctx.connection.connect(target.connectorId, { namespace: target.namespace }).finally(() => setConnecting(false))
        }
        // Basic pairing (no adapter): the host reads the session from the provider, the kit has no account to show.
        else if (!signal.aborted) ctx.modal.close({ force: true })
      } catch (error) {
        // A step's refusal arrives while its own screen covers this one: it is still this attempt's outcome.
        if (signal.aborted && !(error instanceof ConnectionStepError)) return
        setFailure(error)
        if (signal.aborted) return
        const allowedAt = service.retryAllowedAt()
        if (allowedAt === undefined) return setRetryBlocked(false)
        setRetryBlocked(true)
        unblock = ctx.clock.setTimeout(() => setRetryBlocked(false), allowedAt - ctx.clock.now())
      }
    })().catch((error: unknown) => {
      // The plugin's service is missing (it failed to start): nothing here can pair.
      if (!signal.aborted) setFailure(error)
    })
    return () => {
      abort.abort()
      ctx.clock.clearTimeout(unblock)
    }
  }, [attempt])

  const retry = () => {
    setFailed(undefined)
    setAttempt(attempt + 1)
  }
  return { state, failure: failed?.message, declined: failed?.declined ?? false, retryBlocked, retry }
}
