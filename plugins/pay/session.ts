import { ErrorMessages, formatBalance, formatUnits, isUserRejection, toKitError, type KitState, type PluginContext, type SendCapability, type SendFee, type Slice } from '../../kernel/index.js'
import { heldUnits } from './balance.js'
import { PayError, PayMessages } from './errors.js'
import { nextStatus, WALLET_STATUSES, type PayEvent } from './machine.js'
import { planPayment, type PaymentPlan } from './plan.js'
import { parsePayRequest } from './request.js'
import { IDLE_PAY_STATE, type PayControls, type PayState } from './state.js'

/** A fee in spec §9's 3 decimals; one too small for them reads '< 0.001', not a free-looking 0.000. */
function feeLabel(fee: SendFee): string {
  const shown = formatBalance(formatUnits(fee.amount, fee.decimals))
  return `${fee.amount > 0n && Number(shown) === 0 ? '< 0.001' : shown} ${fee.symbol}`
}

/** Where the account stands for this payment, as one key: any change re-runs the readiness loop. */
function accountKey(state: Readonly<KitState>, plan: PaymentPlan) {
  const chain = state.chains[plan.network.chainNamespace]
  const status = chain?.accountState.status ?? 'disconnected'
  const connected = status === 'connected' && chain?.accountState.address !== undefined
  const onNetwork = chain?.networkState.caipNetwork?.caipNetworkId === plan.network.caipNetworkId && chain.networkState.unsupportedChainId === undefined
  return { status, connected, onNetwork, key: `${status}/${chain?.accountState.address}/${chain?.networkState.caipNetwork?.caipNetworkId}/${onNetwork}` }
}

export interface PaySession {
  pay(request: unknown): Promise<string>
  readonly controls: PayControls
}

/**
 * `kit.pay`: one payment at a time, shown in the Pay view (a prompt, so leaving it cancels) and driven here through
 * the state machine. It resolves with the hash once the network included the transaction.
 */
export function createPaySession(ctx: PluginContext, slice: Slice<PayState>): PaySession {
  let running: PaymentPlan | undefined
  let confirmed: (() => void) | undefined
  /** Only wallets of the payment's chain family can pay it: the Connect view it opens offers those alone. */
  const connect = (plan: PaymentPlan) => {
    ctx.modal.limitConnectors(plan.network.chainNamespace)
    ctx.router.push('Connect')
  }

  const update = (patch: Partial<PayState>) => slice.set((draft) => ({ ...draft, ...patch }) as PayState)
  const dispatch = (event: PayEvent) => update({ status: nextStatus(slice.get().status, event) })

  /** Resolves at the next change of the account's standing; stops watching (unsettled) when `signal` aborts. */
  const accountMoves = (plan: PaymentPlan, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const unsubscribe = ctx.store.select((s) => accountKey(s, plan).key, () => (unsubscribe(), resolve()))
      signal.addEventListener('abort', unsubscribe, { once: true })
    })

  async function run(plan: PaymentPlan): Promise<string> {
    slice.set(() => ({ ...IDLE_PAY_STATE, payment: plan.summary }))
    const shown = ctx.modal.prompt('Pay')
    // Leaving the view before the payment settled (close, back) cancels it; once settled, leaving is just closing.
    const left = shown.then(
      () => new Promise<never>(() => {}),
      () => Promise.reject(new PayError('PAY_CANCELLED', PayMessages.CANCELLED)),
    )
    left.catch(() => {})
    const until = <T>(step: Promise<T>) => Promise.race([step, left])
    const releaseGuard = ctx.modal.addCloseGuard(() => !WALLET_STATUSES.has(slice.get().status))
    // Everything this run watches stops with it.
    const watching = new AbortController()
    let capability: SendCapability | undefined
    try {
      let askedToConnect = false
      for (;;) {
        const account = accountKey(ctx.store.get(), plan)
        dispatch({ type: 'account', connected: account.connected, onNetwork: account.onNetwork })
        if (!account.connected) {
          // A wallet still restoring its session needs no Connect view; otherwise the visitor connects first.
          if (account.status === 'disconnected' && !askedToConnect) {
            askedToConnect = true
            connect(plan)
          }
          await until(accountMoves(plan, watching.signal))
          continue
        }
        if (!account.onNetwork) {
          await until(ctx.connection.switchNetwork(plan.network))
          // A wallet that answers without moving would be asked forever: say so instead.
          if (!accountKey(ctx.store.get(), plan).onNetwork) throw new PayError('PAY_FAILED', PayMessages.NOT_SWITCHED)
          continue
        }
        capability ??= await until(plan.loadSend())
        const from = ctx.store.get().chains[plan.network.chainNamespace]?.accountState.address
        const connector = ctx.connection.activeConnector(plan.network.chainNamespace)
        if (!from || !connector) throw new PayError('PAY_FAILED', ErrorMessages.CONNECTOR_NOT_CONNECTED)
        const transfer = { caipNetwork: plan.network, from, to: plan.recipient, token: plan.token, amount: plan.amount }
        const ready = new AbortController()
        const checkBalance = () => {
          const held = heldUnits(ctx.store.get(), plan)
          update({ insufficient: held !== undefined && held < plan.amount })
        }
        checkBalance()
        const unwatch = ctx.store.select((s) => s.chains[plan.network.chainNamespace]?.accountState, checkBalance)
        update({ fee: undefined, feeError: undefined })
        capability.estimateFee({ ...transfer, signal: ready.signal }).then(
          (fee) => !ready.signal.aborted && update({ fee: feeLabel(fee) }),
          (failure: unknown) => !ready.signal.aborted && update({ feeError: toKitError(failure).shortMessage }),
        )
        const pressed = new Promise<'pay'>((resolve) => (confirmed = () => resolve('pay')))
        const outcome = await until(Promise.race([pressed, accountMoves(plan, ready.signal).then(() => 'moved' as const)])).finally(() => {
          confirmed = undefined
          ready.abort()
          unwatch()
        })
        if (outcome === 'moved') continue

        dispatch({ type: 'confirm' })
        const hash = await until(capability.send({ ...transfer, connector }))
        ctx.bus.emit('transaction:sent', {
          namespace: plan.network.chainNamespace,
          caipNetworkId: plan.network.caipNetworkId,
          hash,
          from,
          to: plan.recipient,
          amount: plan.summary.amount,
          symbol: plan.token.symbol,
          ...(plan.token.address ? { tokenAddress: plan.token.address } : {}),
          sentAt: ctx.clock.now(),
        })
        const explorerUrl = capability.transactionExplorerUrl({ caipNetwork: plan.network, hash })
        update({ hash, ...(explorerUrl ? { explorerUrl } : {}) })
        dispatch({ type: 'sent' })
        await capability.wait({ caipNetwork: plan.network, hash, signal: ctx.signal })
        dispatch({ type: 'mined' })
        ctx.track('PAY_SUCCESS', { caipNetworkId: plan.network.caipNetworkId, symbol: plan.token.symbol, amount: plan.summary.amount, hash })
        void ctx.connection.refreshAccountData(plan.network.chainNamespace, { forceUpdate: true }).catch(() => {})
        return hash
      }
    } catch (failure) {
      const error =
        failure instanceof PayError
          ? failure
          : isUserRejection(failure)
            ? new PayError('PAY_CANCELLED', PayMessages.CANCELLED, { cause: failure })
            : new PayError('PAY_FAILED', toKitError(failure).shortMessage, { cause: failure })
      dispatch({ type: error.reason === 'PAY_CANCELLED' ? 'refused' : 'failed' })
      update({ error: error.shortMessage })
      ctx.track('PAY_ERROR', { caipNetworkId: plan.network.caipNetworkId, symbol: plan.token.symbol, amount: plan.summary.amount, reason: error.reason, message: error.shortMessage })
      throw error
    } finally {
      watching.abort()
      releaseGuard()
    }
  }

  return {
    async pay(input) {
      const plan = planPayment(ctx, parsePayRequest(input))
      if (running) throw new PayError('PAY_FAILED', PayMessages.BUSY)
      running = plan
      try {
        return await run(plan)
      } finally {
        running = undefined
      }
    },
    controls: {
      confirm() {
        const state = slice.get()
        if (state.status === 'ready' && !state.insufficient) confirmed?.()
      },
      connect: () => {
        if (running) connect(running)
      },
    },
  }
}
