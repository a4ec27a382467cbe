import type { PluginContext } from '../../kernel/index.js'
import { onrampMessages } from './messages.js'
import type { OnrampOptions, OnrampState } from './plugin.js'
import { ONRAMP_NAMESPACES, currentTimeZone, isRestrictedTimeZone } from './rules.js'

export function setupOnramp(ctx: PluginContext, options: OnrampOptions): void {
  if (!ctx.options.features.onramp) return
  ctx.messages.add(onrampMessages)
  const slice = ctx.store.register('onramp', {} as OnrampState)
  const namespaces = options.namespaces ?? ONRAMP_NAMESPACES
  ctx.services.provide('onramp', async () => (await import('./purchases.js')).createOnrampService(ctx, slice, namespaces))
  ctx.views.register('OnRampProviders', { load: () => import('./views/OnRampView.js'), titleKey: 'onramp.title' })
  // Spec §9: not offered at all in the restricted time zones; the view, opened directly, says so.
  if (isRestrictedTimeZone(currentTimeZone())) return
  ctx.slots.register('account.feature', {
    id: 'onramp',
    labelKey: 'onramp.feature',
    icon: 'card',
    view: 'OnRampProviders',
    params: undefined,
    namespaces,
  })
}
