import { useEffect, useMemo, useState } from 'react'
import { toKitError } from '../../../kernel/index.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { swapsMessageKey, swapsMessages } from '../messages.js'
import type { CallCapability } from '../swap-ports.js'
import type { SwapsService } from '../setup.js'
import { SwapForm } from './SwapForm.js'

/** Spec §2 Swap: the form on a swap network the connected wallet can send calls on; spec §8's error elsewhere. */
export default function SwapView({ params }: ViewProps<'Swap'>) {
  const ctx = usePluginContext()
  const { t } = useMessages(swapsMessages)
  const [service, setService] = useState<SwapsService>()
  const namespace = usePluginState((s) => s.activeNamespace)
  const chain = usePluginState((s) => (s.activeNamespace ? s.chains[s.activeNamespace] : undefined))
  const { address } = chain?.accountState ?? {}
  const network = chain?.networkState.caipNetwork
  const [capability, setCapability] = useState<{ readonly namespace: string; readonly calls?: CallCapability }>()
  const [failure, setFailure] = useState<string>()

  useEffect(() => {
    let alive = true
    ctx.services.use('swaps').then(
      (loaded) => alive && setService(loaded),
      (error: unknown) => alive && setFailure(toKitError(error).shortMessage),
    )
    return () => void (alive = false)
  }, [ctx])
  useEffect(() => {
    let alive = true
    const load = namespace ? ctx.adapters.get(namespace)?.send : undefined
    if (!namespace) return
    ;(load ? load() : Promise.resolve(undefined)).then(
      (loaded) => alive && setCapability({ namespace, ...(loaded?.sendCall ? { calls: loaded as CallCapability } : {}) }),
      () => alive && setCapability({ namespace }),
    )
    return () => void (alive = false)
  }, [ctx, namespace])

  if (!namespace || !address || !network) return <Message title={t('swaps.noAccount')} />
  if (failure) {
    const key = swapsMessageKey(failure)
    return <Message title={key ? t(key) : failure} alert />
  }
  if (!service || capability?.namespace !== namespace) return <Message title={t('swaps.loading')} />
  const swappable = service.networks.has(network.caipNetworkId) && chain.networkState.unsupportedChainId === undefined
  if (!swappable || !capability.calls) return <Message title={t('swaps.networkUnsupported')} alert />
  // A new network or account starts a new swap.
  return <SwapForm key={`${network.caipNetworkId}/${address}`} convert={service.convert} capability={capability.calls} network={network} from={address} params={params} />
}

function Message({ title, alert = false }: { readonly title: string; readonly alert?: boolean }) {
  return (
    <div className="state-message" role={alert ? 'alert' : 'status'} data-testid="swap-message">
      <p className="state-title">{title}</p>
    </div>
  )
}
