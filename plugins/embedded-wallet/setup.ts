import { ErrorMessages, providerErrorAlert, SDK_VERSION, type Alert, type ChainAdapter, type Namespace, type PluginContext, type Unsubscribe } from '../../kernel/index.js'
import { createAuthConnector, frameChainId } from './auth-connector.js'
import { createAuthSession } from './auth-session.js'
import { createFrameClient, type FrameClient, type FrameFailure } from './frame-client.js'
import { frameUrl, mountFrame } from './frame-iframe.js'
import { createFrameProvider, RPC_NOT_ALLOWED_MESSAGE } from './frame-provider.js'
import { createLoginFlow } from './login-flow.js'
import { embeddedWalletMessages } from './messages.js'
import { declareLoginStorage } from './login-storage.js'
import { setupSocialLogin } from './social-setup.js'
import type { EmbeddedWalletParameters } from './plugin.js'
import { offerAccountTypeSwitch } from './account-type-feature.js'
import { createSmartAccounts } from './smart-account.js'

/** Spec §8: the alert each way the frame can fail; a refusal or an answer by the provider error mapping. */
function failureAlert(failure: FrameFailure): Alert | undefined {
  if (failure.kind === 'load') return { message: ErrorMessages.EMBEDDED_WALLET_LOAD_FAILED, variant: 'error' }
  if (failure.kind === 'timeout') return { message: ErrorMessages.EMBEDDED_WALLET_REQUEST_TIMED_OUT, variant: 'error' }
  const mapped = providerErrorAlert(failure)
  // A refusal of the page is always a configuration problem; an answer to one request only when the mapping says so.
  return failure.kind === 'refused' ? (mapped ?? { message: ErrorMessages.INVALID_APP_CONFIGURATION, variant: 'error' }) : mapped
}

export function setupEmbeddedWallet(ctx: PluginContext, parameters: EmbeddedWalletParameters): void {
  ctx.messages.add(embeddedWalletMessages)
  const base = new URL(parameters.frameUrl)
  const storage = declareLoginStorage(ctx)

  // The frame exists from the first time something needs it (the email field's focus, a restore), never before.
  let client: FrameClient | undefined
  let removeFrame: (() => void) | undefined
  const frame = async (): Promise<FrameClient> => {
    if (client) return client
    // The frame starts on the page's network when it serves it; each request names its own network anyway.
    const { activeNamespace, namespaces, chains } = ctx.store.get()
    const served = [activeNamespace, ...namespaces].find((ns) => ns && ctx.adapters.get(ns)?.embeddedWallet)
    const network = served ? chains[served]?.networkState.caipNetwork : undefined
    const url = frameUrl(base.href, {
      projectId: ctx.options.projectId,
      ...(served && network ? { chainId: frameChainId(served, network.id) } : {}),
      version: SDK_VERSION,
      enableLogger: ctx.options.debug,
    })
    const element = mountFrame(url)
    removeFrame = element.remove
    client = createFrameClient({
      channel: element.channel,
      clock: ctx.clock,
      onFailure: (failure) => {
        const alert = failureAlert(failure)
        if (alert) ctx.modal.showAlert(alert)
      },
    })
    return client
  }
  ctx.onDispose(() => {
    client?.destroy()
    removeFrame?.()
  })

  const login = setupSocialLogin(ctx, frame, createLoginFlow({ frame, storage, now: () => ctx.clock.now() }))
  const session = createAuthSession({ frame, login, clock: ctx.clock })
  ctx.services.provide('embedded-wallet/session', () => session)
  const smartAccounts = createSmartAccounts(ctx, session)
  ctx.services.provide('embedded-wallet/smart-accounts', () => smartAccounts)

  const connectorFor = (namespace: Namespace, rules: NonNullable<ChainAdapter['embeddedWallet']>) => {
    const provider = createFrameProvider({
      namespace,
      rules,
      currency: () => ctx.store.get().chains[namespace]?.networkState.caipNetwork?.nativeCurrency,
      session,
      clock: ctx.clock,
      approve: (request) => ctx.modal.prompt('EmbeddedWalletApprove', request, { dismissible: false }),
      onApprovedSuccess: () => {
        void ctx.connection.refreshAccountData(namespace, { forceUpdate: true }).catch(() => {})
        smartAccounts.afterApprovedSend(namespace)
      },
      signMessage: (p, args) => {
        const sign = ctx.adapters.get(namespace)?.walletRequests?.signMessage
        if (!sign) throw new Error(`No ${namespace} adapter to sign with`)
        return sign(p, args)
      },
      // Spec §8: the visitor sees the refusal too, not only the host that asked.
      onRefused: (method) => {
        ctx.log.warn(`${RPC_NOT_ALLOWED_MESSAGE}: ${method}`)
        ctx.modal.showToast(RPC_NOT_ALLOWED_MESSAGE, 'error', { key: 'embeddedWallet.toast.rpcNotAllowed' })
      },
    })
    // The smart account or the EOA, as the visitor prefers (spec §4), where the frame offers both.
    const connector = createAuthConnector(ctx, namespace, session, provider, () => smartAccounts.preferredType(namespace))
    return ctx.connectors.register(smartAccounts.withAccountChoice(connector))
  }
  // Every namespace whose adapter has embedded-wallet rules gets an AUTH connector; adapters may register after this
  // plugin (plugin order is the host's), so the namespaces are followed as they come and go.
  const registered = new Map<Namespace, Unsubscribe>()
  const sync = (namespaces: readonly Namespace[]) => {
    for (const namespace of namespaces) {
      const rules = ctx.adapters.get(namespace)?.embeddedWallet
      if (rules && !registered.has(namespace)) registered.set(namespace, connectorFor(namespace, rules))
    }
    for (const [namespace, undo] of registered) {
      if (namespaces.includes(namespace)) continue
      undo()
      registered.delete(namespace)
    }
  }
  sync(ctx.store.get().namespaces)
  ctx.onDispose(ctx.store.select((s) => s.namespaces, sync))

  if (typeof window === 'undefined') return
  ctx.views.register('EmbeddedWalletOtp', { load: () => import('./views/OtpView.js'), titleKey: 'embeddedWallet.title.otp' })
  ctx.views.register('EmbeddedWalletVerifyDevice', { load: () => import('./views/VerifyDeviceView.js'), titleKey: 'embeddedWallet.title.verifyDevice' })
  ctx.views.register('EmbeddedWalletApprove', { load: () => import('./views/ApproveView.js'), titleKey: 'embeddedWallet.title.approve', back: false })
  ctx.views.register('EmbeddedWalletUpdateEmail', { load: () => import('./views/UpdateEmailView.js'), titleKey: 'embeddedWallet.title.updateEmail' })
  ctx.views.register('EmbeddedWalletAccountType', { load: () => import('./views/AccountTypeView.js'), titleKey: 'embeddedWallet.title.accountType' })
  if (ctx.options.features.email) ctx.slots.register('connect.section', { id: 'email', load: () => import('./views/EmailSection.js') })
  offerEmailChange(ctx)
  offerAccountTypeSwitch(ctx, smartAccounts)
}

/** The Account view's "Change email" while an embedded-wallet account signed in by email is connected, and only then. */
function offerEmailChange(ctx: PluginContext): void {
  let remove: (() => void) | undefined
  const update = () => {
    const auth = Object.values(ctx.store.get().chains).some((chain) => {
      const account = chain?.accountState
      return account?.status === 'connected' && account.connectedWalletInfo?.type === 'AUTH' && !account.connectedWalletInfo.social
    })
    if (auth && !remove) remove = ctx.slots.register('account.feature', { id: 'email', labelKey: 'embeddedWallet.feature.changeEmail', view: 'EmbeddedWalletUpdateEmail' })
    else if (!auth && remove) {
      remove()
      remove = undefined
    }
  }
  update()
  ctx.onDispose(ctx.store.subscribe(update))
}
