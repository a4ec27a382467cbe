import { KitError, type PluginContext } from '../../kernel/index.js'
import { createDefaultConfig } from './default-config.js'
import { createSiwxFlow } from './flow.js'
import { asSiweConfig, asSiwxConfig } from './host-config.js'
import { localSessions } from './local-storage.js'
import { siwxMessages } from './messages.js'
import type { SiwxParameters } from './plugin.js'
import { sessionListSchema } from './schemas.js'
import { apiSessions, apiVerifier } from './sessions-api.js'
import { fromSiweConfig } from './siwe-config.js'
import type { SiwxConfig } from './types.js'

/** Where the page is; a server render has no page and no visitor to sign in. */
function currentPage() {
  if (typeof location === 'undefined') return { host: 'localhost', origin: 'http://localhost', pathname: '/' }
  return { host: location.host, origin: location.origin, pathname: location.pathname }
}

/** The host's own policy first (`siwx({ config })`, `createKit({ siwx })`, the legacy siweConfig), else one from parts. */
function resolveConfig(ctx: PluginContext, parameters: SiwxParameters): SiwxConfig {
  if (parameters.config) return asSiwxConfig(parameters.config, 'siwx({ config })')
  if (ctx.options.siwx) return asSiwxConfig(ctx.options.siwx, 'siwx')
  if (ctx.options.siweConfig) return fromSiweConfig(asSiweConfig(ctx.options.siweConfig), currentPage(), () => ctx.clock.now())
  const { verifier = 'api', storage = 'local', config: _config, ...policy } = parameters
  if ((verifier === 'api' || storage === 'api') && !ctx.http.isConfigured('api')) {
    throw new KitError('siwx() needs a verifier', { metaMessages: ["Set the kit's apiUrl (the data API verifies sign-ins), or pass siwx({ verifier })."] })
  }
  return createDefaultConfig({
    verifier: verifier === 'api' ? apiVerifier(ctx.http) : verifier,
    storage: storage === 'api' ? apiSessions(ctx.http) : storage === 'local' ? localSessions(ctx.storage.declare('siwx_sessions', sessionListSchema)) : storage,
    clock: ctx.clock,
    page: currentPage(),
    ...policy,
  })
}

export function setupSiwx(ctx: PluginContext, parameters: SiwxParameters): void {
  ctx.messages.add(siwxMessages)
  const config = resolveConfig(ctx, parameters)
  const slice = ctx.store.register('siwx', { status: 'signedOut' })
  const flow = createSiwxFlow(ctx, config, slice)
  ctx.services.provide('siwx', () => flow)
  ctx.onDispose(ctx.connection.addStep(flow.step))
  ctx.onDispose(flow.watch())
  if (typeof window === 'undefined') return
  ctx.views.register('SIWXSignMessage', { load: () => import('./views/SignMessageView.js'), titleKey: 'siwx.title', back: false })
}
