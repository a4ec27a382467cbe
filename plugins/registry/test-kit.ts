// Test-only: a real kernel with the registry plugin, a fake chain and fake wallets, its modal mounted.
import { createKernel, memoryStorage, type CaipNetwork, type Connector, type KitOptionsInput, type KitPlugin, type Namespace } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'
import { registerCoreViews } from '../../ui/core-views.js'
import { mountModal } from '../../ui/mount.js'
import { mainnet, optimism } from '../../ui/testing/test-kit.js'
import { registry, type RegistryParameters } from './plugin.js'

export interface RegistryTestKitOptions {
  readonly connectors?: readonly Connector[]
  readonly networks?: readonly CaipNetwork[]
  readonly options?: Partial<KitOptionsInput>
  readonly mount?: boolean
  /** Stand-ins for the WalletConnect plugin's views, so pairing routes exist. */
  readonly pairing?: boolean
  /** The registry factory's own parameters. */
  readonly parameters?: RegistryParameters
}

export async function createRegistryTestKit({ connectors = [], networks = [mainnet, optimism], options = {}, mount = true, pairing = true, parameters }: RegistryTestKitOptions = {}) {
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))] as Namespace[]
  const chain: KitPlugin = {
    id: 'test-chain',
    setup(ctx) {
      for (const namespace of namespaces) ctx.adapters.register({ namespace })
      for (const connector of connectors) ctx.connectors.register(connector)
      if (!pairing) return
      const stub = { load: async () => ({ default: () => null }) }
      ctx.views.register('ConnectingWalletConnect', { ...stub, title: 'Pairing' })
      ctx.views.register('ConnectingWalletConnectBasic', { ...stub, title: 'WalletConnect' })
      ctx.wallets.setOpener((wallet) => ({ view: 'ConnectingWalletConnect', params: { wallet } }), { fallback: true })
    },
  }
  const kit = createKernel({ projectId: 'tessera-devnet-project', networks, plugins: [chain, registry(parameters)], storage: memoryStorage(), logLevel: 'silent', ...options })
  registerCoreViews(kitInternals(kit))
  if (mount) mountModal(kit)
  await kit.ready
  return kit
}
