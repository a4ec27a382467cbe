import { ChainNotSupportedError, ErrorMessages, KitError, type Connector, type Namespace, type PluginAdapters, type ViewTarget } from '../../kernel/index.js'
import { CONNECTOR_ID, CONNECTOR_NAME, WALLETCONNECT_LOGO } from './constants.js'
import type { PairingController } from './pairing.js'

/**
 * One namespace's face of the shared pairing. Every namespace's connector talks to the same session; the kernel
 * groups them by type for disconnects, and switches networks and signs through the namespace adapter's
 * `walletRequests`, so the pairing needs no chain knowledge of its own.
 */
export function createPairingConnector(
  namespace: Namespace,
  controller: PairingController,
  adapters: Pick<PluginAdapters, 'get'>,
  connectView: (isMobile: boolean) => ViewTarget,
): Connector {
  const walletRequests = () => adapters.get(namespace)?.walletRequests
  return {
    id: CONNECTOR_ID,
    name: CONNECTOR_NAME,
    type: 'WALLET_CONNECT',
    chain: namespace,
    imageUrl: WALLETCONNECT_LOGO,
    async connect({ chainId }) {
      await controller.pair()
      try {
        return controller.connection(namespace, chainId)
      } catch (error) {
        await controller.dropUnused().catch(() => {})
        throw error
      }
    },
    async reconnect() {
      if (!(await controller.restore())) return undefined
      try {
        return controller.connection(namespace)
      } catch {
        // The stored session does not cover this namespace (the wallet granted others only).
        return undefined
      }
    },
    disconnect: () => controller.disconnect(),
    async switchNetwork(network) {
      const requests = walletRequests()
      if (!requests) throw new ChainNotSupportedError({ chainId: network.id })
      await requests.switchNetwork(controller.requester(namespace), network)
      controller.setChain(namespace, String(network.id))
    },
    async signMessage(parameters) {
      const requests = walletRequests()
      if (!requests) throw new KitError(ErrorMessages.SIGN_MESSAGE_PROVIDER_UNDEFINED)
      return requests.signMessage(controller.requester(namespace), parameters)
    },
    subscribe: (listener) => controller.subscribe(namespace, listener),
    getProvider: () => controller.provider(),
    requester: () => controller.requester(namespace),
    walletInfo: () => controller.walletInfo(),
    connectView: ({ isMobile }) => connectView(isMobile),
  }
}
