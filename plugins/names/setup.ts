import type { PluginContext } from '../../kernel/index.js'
import { namesMessages } from './messages.js'
import { createNameService } from './name-service.js'
import type { NamesParameters } from './plugin.js'

export const DEFAULT_NAME_SUFFIX = '.tessera.id'

export function setupNames(ctx: PluginContext, parameters: NamesParameters): void {
  ctx.messages.add(namesMessages)
  const suffix = parameters.suffix ?? DEFAULT_NAME_SUFFIX
  const slice = ctx.store.register('names', { suffix, status: 'idle' })
  const service = createNameService(ctx, { suffix, slice })
  ctx.services.provide('names', () => service)
  ctx.connection.addIdentitySource({
    namespaces: ['eip155'],
    resolve: async ({ address, caipNetwork, signal }) => {
      const [name] = await service.namesOf(address, { network: caipNetwork, signal })
      return name ? { name } : {}
    },
  })

  if (typeof window === 'undefined' || !service.canRegister) return
  ctx.views.register('RegisterAccountName', { load: () => import('./views/RegisterAccountNameView.js'), titleKey: 'names.title' })
  ctx.views.register('RegisterAccountNameSuccess', { load: () => import('./views/RegisterAccountNameSuccessView.js'), titleKey: 'names.title', back: false })
  offerRegistration(ctx)
}

/** The Account view's "Choose name" while a connected EVM account has none, and only then. */
function offerRegistration(ctx: PluginContext): void {
  let remove: (() => void) | undefined
  const update = () => {
    const account = ctx.store.get().chains.eip155?.accountState
    const offer = account?.status === 'connected' && !account.profileName
    if (offer && !remove) remove = ctx.slots.register('account.feature', { id: 'names', labelKey: 'names.feature', icon: 'star', namespaces: ['eip155'], view: 'RegisterAccountName' })
    else if (!offer && remove) {
      remove()
      remove = undefined
    }
  }
  update()
  ctx.onDispose(ctx.store.subscribe(update))
}
