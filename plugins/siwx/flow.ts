import {
  ErrorMessages,
  KitError,
  PromptDismissedError,
  isCaipAddress,
  isUserRejection,
  parseCaipAddress,
  toKitError,
  type CaipNetworkId,
  type ConnectionStep,
  type Namespace,
  type PluginContext,
  type Slice,
  type TimerId,
} from '../../kernel/index.js'
import { isCurrent, sameAccount } from './accounts.js'
import { SIWX_NAMESPACES } from './namespaces.js'
import { OTHER_ACCOUNT_MESSAGE, toastKeyFor } from './refusals.js'
import type { SiwxService, SiwxState } from './plugin.js'
import type { SiwxConfig, SiwxMessageData, SiwxSession } from './types.js'

/** Thrown by the connection step when a required sign-in is cancelled: the kernel then lets the wallet go. */
export class SignInCancelledError extends KitError {
  override name = 'SignInCancelledError' as const
  constructor() {
    super('Sign-in was cancelled')
  }
}

/** One question to the visitor: which account, and how its wallet signs. */
interface SignRequest {
  readonly namespace: Namespace
  readonly chainId: CaipNetworkId
  readonly address: string
  readonly sign: (message: string) => Promise<string>
  readonly signal: AbortSignal
}

export interface SiwxFlow extends SiwxService {
  /** The connection step: asks before the kit counts the wallet as connected. */
  readonly step: ConnectionStep
  /** Asks again when the active account, its network or its session's time moves on; returns the unsubscribe. */
  watch(): () => void
}

const keyOf = (chainId: CaipNetworkId, address: string) => `${chainId}:${address.toLowerCase()}`

/**
 * Spec §4's sign-in flow. Asked after connecting on a supported network when no current session is stored; signing
 * stores the session, closes the modal and tracks SIWX_AUTH_SUCCESS; a decline shows 'Signature declined' and the
 * view stays; cancelling disconnects when sign-in is required, else closes the modal.
 */
export function createSiwxFlow(ctx: PluginContext, config: SiwxConfig, slice: Slice<SiwxState | undefined>): SiwxFlow {
  const required = config.getRequired?.() ?? false
  /** Sessions this page load already checked or made, so the step and the watcher do not both ask. */
  const known = new Map<string, SiwxSession>()
  /** Accounts whose visitor cancelled an optional sign-in: not asked again until they change. */
  const skipped = new Set<string>()
  let current: SignRequest | undefined
  let expiry: TimerId | undefined

  const setState = (state: SiwxState) => slice.set(() => state)

  async function currentSession(chainId: CaipNetworkId, address: string): Promise<SiwxSession | undefined> {
    const now = ctx.clock.now()
    const cached = known.get(keyOf(chainId, address))
    if (cached && isCurrent(cached, now)) return cached
    const stored = await config.getSessions(chainId, address)
    const found = stored.find((s) => sameAccount(s.data, chainId, address) && isCurrent(s, now))
    if (found) known.set(keyOf(chainId, address), found)
    else known.delete(keyOf(chainId, address))
    return found
  }

  /** A current session for the active account: shown in the state, and asked again for when it expires. */
  function signedIn(session: SiwxSession) {
    setState({ status: 'signedIn', session })
    ctx.clock.clearTimeout(expiry)
    const at = session.data.expirationTime === undefined ? Number.NaN : Date.parse(session.data.expirationTime)
    if (Number.isFinite(at)) expiry = ctx.clock.setTimeout(() => void recheck(), Math.max(0, at - ctx.clock.now()))
  }

  /** Shows the sign view and waits: 'signed' after sign() succeeded there, 'cancelled' when the visitor left. */
  async function ask(request: SignRequest): Promise<'signed' | 'cancelled'> {
    current = request
    setState({ status: 'asking' })
    try {
      return await ctx.modal.prompt(
        'SIWXSignMessage',
        { caipNetworkId: request.chainId, address: request.address, required },
        { dismissible: !required, signal: request.signal },
      )
    } catch (error) {
      if (error instanceof PromptDismissedError) return 'cancelled'
      throw error
    } finally {
      if (current === request) current = undefined
      if (ctx.store.get().siwx?.status === 'asking') setState({ status: 'signedOut' })
    }
  }

  /** After a required sign-in was cancelled the visitor is disconnected: Connect shows (spec §4). */
  function showConnect() {
    if (ctx.modal.isOpen()) ctx.router.reset('Connect')
    else ctx.modal.open({ view: 'Connect' })
  }

  function cancelledOptional(chainId: CaipNetworkId, address: string) {
    skipped.add(keyOf(chainId, address))
    ctx.modal.close({ force: true })
  }

  async function sign(): Promise<boolean> {
    const request = current
    if (!request) throw new KitError(ErrorMessages.SIWX_NOT_ENABLED)
    const { chainId, address } = request
    try {
      const message = await config.createMessage({ chainId, accountAddress: address })
      const { toString: _text, ...fields } = message
      const data = fields as SiwxMessageData
      if (!sameAccount(data, chainId, address)) throw new KitError(OTHER_ACCOUNT_MESSAGE)
      const text = message.toString()
      const signature = await request.sign(text)
      if (request.signal.aborted) return false
      const session: SiwxSession = { data, message: text, signature }
      await config.addSession(session)
      known.set(keyOf(chainId, address), session)
      skipped.delete(keyOf(chainId, address))
      signedIn(session)
      ctx.track('SIWX_AUTH_SUCCESS', { network: chainId })
      return true
    } catch (error) {
      if (request.signal.aborted) return false
      const declined = isUserRejection(error)
      const message = declined ? ErrorMessages.SIGNATURE_DECLINED : toKitError(error).shortMessage
      ctx.log.warn('sign-in failed', error)
      // The kit's own sentences show in the visitor's locale; a verifier's or wallet's reason stays in its words.
      const key = toastKeyFor(message)
      ctx.modal.showToast(message, 'error', key ? { key } : undefined)
      ctx.track('SIWX_AUTH_ERROR', { network: chainId, message })
      return false
    }
  }

  const step: ConnectionStep = {
    id: 'siwx',
    async run(pending) {
      if (!SIWX_NAMESPACES.includes(pending.namespace) || !pending.caipNetwork) return
      const chainId = pending.caipNetwork.caipNetworkId
      const existing = await currentSession(chainId, pending.address)
      if (existing) return signedIn(existing)
      const answer = await ask({ namespace: pending.namespace, chainId, address: pending.address, sign: pending.signMessage, signal: pending.signal })
      if (answer === 'signed') return void ctx.modal.close({ force: true })
      if (!required) return cancelledOptional(chainId, pending.address)
      showConnect()
      throw new SignInCancelledError()
    },
  }

  /** The active account, when it is connected on a network the kit was configured with. */
  function activeAccount(): { namespace: Namespace; chainId: CaipNetworkId; address: string } | undefined {
    const state = ctx.store.get()
    const caipAddress = state.activeCaipAddress
    if (!caipAddress || !isCaipAddress(caipAddress)) return undefined
    const { namespace, chainId: reference, address } = parseCaipAddress(caipAddress)
    if (state.chains[namespace]?.accountState.status !== 'connected') return undefined
    const chainId = `${namespace}:${reference}` as CaipNetworkId
    if (!ctx.options.networks.some((n) => n.caipNetworkId === chainId)) return undefined
    return { namespace, chainId, address }
  }

  let watched: AbortController | undefined
  let previous: { namespace: Namespace; chainId: CaipNetworkId; address: string } | undefined

  /** Outside the connection pipeline: another account, another network, or an expired session. */
  async function recheck() {
    const account = activeAccount()
    const before = previous
    previous = account
    if (!account || !SIWX_NAMESPACES.includes(account.namespace)) {
      watched?.abort(new PromptDismissedError())
      if (!account) setState({ status: 'signedOut' })
      if (before && config.signOutOnDisconnect !== false && ctx.store.get().chains[before.namespace]?.accountState.status === 'disconnected') {
        known.delete(keyOf(before.chainId, before.address))
        skipped.delete(keyOf(before.chainId, before.address))
        await config.revokeSession(before.chainId, before.address).catch((e: unknown) => ctx.log.warn('could not sign out', e))
      }
      return
    }
    const { namespace, chainId, address } = account
    const session = await currentSession(chainId, address).catch((e: unknown) => (ctx.log.warn('could not read the sessions', e), undefined))
    if (previous !== account) return
    if (session) return signedIn(session)
    ctx.clock.clearTimeout(expiry)
    setState({ status: 'signedOut' })
    // The pipeline's step asks for a connection in progress; an optional sign-in the visitor cancelled is not asked twice.
    if (current || skipped.has(keyOf(chainId, address))) return
    const networkOnly = before?.namespace === namespace && before.address.toLowerCase() === address.toLowerCase() && before.chainId !== chainId
    if (networkOnly && config.signInOnNetworkChange === false) return
    watched?.abort(new PromptDismissedError())
    const controller = new AbortController()
    watched = controller
    const answer = await ask({
      namespace,
      chainId,
      address,
      sign: (message) => ctx.connection.signMessage({ message, namespace }),
      signal: controller.signal,
    }).catch(() => undefined)
    if (controller.signal.aborted || answer === undefined) return
    if (answer === 'signed') return void ctx.modal.close({ force: true })
    if (!required) return cancelledOptional(chainId, address)
    await ctx.connection.disconnect(namespace).catch((e: unknown) => ctx.log.warn('could not disconnect', e))
    showConnect()
  }

  return {
    step,
    sign,
    watch() {
      const key = (s: ReturnType<PluginContext['store']['get']>) => `${s.activeCaipAddress ?? ''}|${s.activeNamespace ? s.chains[s.activeNamespace]?.accountState.status : ''}`
      const off = ctx.store.select(key, () => void recheck())
      return () => {
        off()
        ctx.clock.clearTimeout(expiry)
        watched?.abort(new PromptDismissedError())
      }
    },
  }
}
