import { ErrorMessages, KitError, type Namespace, type PluginContext } from '../../kernel/index.js'
import { AUTH_CONNECTOR_ID } from './auth-connector.js'

/** The namespace a login connects first: the active one when the embedded wallet serves it, else the first it serves. */
export function loginNamespace(ctx: PluginContext): Namespace {
  const { modal, activeNamespace, namespaces } = ctx.store.get()
  const wanted = modal.namespace ?? activeNamespace
  const served = namespaces.filter((ns) => ctx.adapters.get(ns)?.embeddedWallet)
  const namespace = served.find((ns) => ns === wanted) ?? served[0]
  if (!namespace) throw new KitError('No network of this page is one the embedded wallet serves')
  return namespace
}

/** The frame said CONNECT: the kernel connects the AUTH connector (and, silently, the other namespace). */
export async function finishLogin(ctx: PluginContext): Promise<void> {
  await ctx.connection.connect(AUTH_CONNECTOR_ID, { namespace: loginNamespace(ctx) })
  ctx.storage.item('email_login_used').set(true)
}

/** What a failed step says to the visitor (the frame's own message when it gave one). */
export function failureText(error: unknown): string {
  if (error && typeof error === 'object') {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    if (typeof message === 'string' && message) return message
  }
  return ErrorMessages.SOMETHING_WENT_WRONG
}
