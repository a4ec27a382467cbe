import { ErrorMessages, SDK_VERSION, type PluginContext } from '../../kernel/index.js'
import { AUTH_NAMESPACES, createAuthConnector } from './auth-connector.js'
import { createAuthSession } from './auth-session.js'
import { createFrameClient, type FrameClient, type FrameFailure } from './frame-client.js'
import { frameUrl, mountFrame } from './frame-iframe.js'
import { createFrameProvider, RPC_NOT_ALLOWED_MESSAGE } from './frame-provider.js'
import { createLoginFlow } from './login-flow.js'
import { declareLoginStorage } from './login-storage.js'
import type { EmbeddedWalletParameters } from './plugin.js'
import { offerAccountTypeSwitch } from './account-type-feature.js'
import { createSmartAccounts } from './smart-account.js'

/** Spec §8: the alert each way the frame can fail. */
function failureAlert(failure: FrameFailure): string {
  if (failure.kind === 'load') return ErrorMessages.EMBEDDED_WALLET_LOAD_FAILED
  if (failure.kind === 'timeout') return ErrorMessages.EMBEDDED_WALLET_REQUEST_TIMED_OUT
  return failure.code === 'INVALID_PROJECT_ID' ? ErrorMessages.INVALID_PROJECT_ID : ErrorMessages.INVALID_APP_CONFIGURATION
}

export function setupEmbeddedWallet(ctx: PluginContext, parameters: EmbeddedWalletParameters): void {
  const base = new URL(parameters.frameUrl)
  const storage = declareLoginStorage(ctx)

  // The frame exists from the first time something needs it (the email field's focus, a restore), never before.
  let client: FrameClient | undefined
  let removeFrame: (() => void) | undefined
  const frame = async (): Promise<FrameClient> => {
    if (client) return client
    const evm = ctx.store.get().chains.eip155?.networkState.caipNetwork
    const url = frameUrl(base.href, {
      projectId: ctx.options.projectId,
      ...(evm ? { chainId: evm.id } : {}),
      version: SDK_VERSION,
      enableLogger: ctx.options.debug,
    })
    const element = mountFrame(url)
    removeFrame = element.remove
    client = createFrameClient({
      channel: element.channel,
      clock: ctx.clock,
      onFailure: (failure) => ctx.modal.showAlert({ message: failureAlert(failure), variant: 'error' }),
    })
    return client
  }
  ctx.onDispose(() => {
    client?.destroy()
    removeFrame?.()
  })

  const login = createLoginFlow({ frame, storage, now: () => ctx.clock.now() })
  const session = createAuthSession({ frame, login, clock: ctx.clock })
  ctx.services.provide('embedded-wallet/session', () => session)
  const smartAccounts = createSmartAccounts(ctx, session)
  ctx.services.provide('embedded-wallet/smart-accounts', () => smartAccounts)

  for (const namespace of AUTH_NAMESPACES) {
    const provider = createFrameProvider({
      namespace,
      session,
      clock: ctx.clock,
      approve: async (request) => {
        const currency = ctx.store.get().chains[namespace]?.networkState.caipNetwork?.nativeCurrency
        await ctx.modal.prompt('EmbeddedWalletApprove', currency ? { ...request, currency } : request, { dismissible: false })
      },
      onApprovedSuccess: () => {
        void ctx.connection.refreshAccountData(namespace, { forceUpdate: true }).catch(() => {})
        if (namespace === 'eip155') smartAccounts.afterApprovedSend()
      },
      signMessage: (p, args) => {
        const sign = ctx.adapters.get(namespace)?.walletRequests?.signMessage
        if (!sign) throw new Error(`No ${namespace} adapter to sign with`)
        return sign(p, args)
      },
      // Spec §8: the visitor sees the refusal too, not only the host that asked.
      onRefused: (method) => {
        ctx.log.warn(`${RPC_NOT_ALLOWED_MESSAGE}: ${method}`)
        ctx.modal.showToast(RPC_NOT_ALLOWED_MESSAGE, 'error')
      },
    })
    // EVM: the smart account or the EOA, as the visitor prefers (spec §4); Solana has the one account.
    if (namespace === 'eip155') ctx.connectors.register(smartAccounts.withAccountChoice(createAuthConnector(ctx, namespace, session, provider, smartAccounts.preferredType)))
    else ctx.connectors.register(createAuthConnector(ctx, namespace, session, provider))
  }

  if (typeof window === 'undefined') return
  ctx.views.register('EmbeddedWalletOtp', { load: () => import('./views/OtpView.js'), title: 'Confirm Email' })
  ctx.views.register('EmbeddedWalletVerifyDevice', { load: () => import('./views/VerifyDeviceView.js'), title: 'Register Device' })
  ctx.views.register('EmbeddedWalletApprove', { load: () => import('./views/ApproveView.js'), title: 'Approve Transaction', back: false })
  ctx.views.register('EmbeddedWalletUpdateEmail', { load: () => import('./views/UpdateEmailView.js'), title: 'Change Email' })
  ctx.views.register('EmbeddedWalletAccountType', { load: () => import('./views/AccountTypeView.js'), title: 'Smart Account' })
  if (ctx.options.features.email) ctx.slots.register('connect.section', { id: 'email', load: () => import('./views/EmailSection.js') })
  offerEmailChange(ctx)
  offerAccountTypeSwitch(ctx)
}

/** The Account view's "Change email" while an embedded-wallet account is connected, and only then. */
function offerEmailChange(ctx: PluginContext): void {
  let remove: (() => void) | undefined
  const update = () => {
    const chains = ctx.store.get().chains
    const auth = AUTH_NAMESPACES.some((ns) => {
      const account = chains[ns]?.accountState
      return account?.status === 'connected' && account.connectedWalletInfo?.type === 'AUTH'
    })
    if (auth && !remove) remove = ctx.slots.register('account.feature', { id: 'email', label: 'Change email', view: 'EmbeddedWalletUpdateEmail' })
    else if (!auth && remove) {
      remove()
      remove = undefined
    }
  }
  update()
  ctx.onDispose(ctx.store.subscribe(update))
}
