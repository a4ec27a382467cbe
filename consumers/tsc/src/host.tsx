// Uses every entry point the way a host or a plugin author would, so the declarations are checked end to end.
import { createKit, KitError, type AccountInfo, type CaipNetwork, type Kit, type KitOptions } from 'tessera'
import { createKernel, truncateAddress, type KitPlugin, type PluginContext } from 'tessera/kernel'
import { devnet, eip155, type Eip155Parameters } from 'tessera/plugins/eip155'
import { registry } from 'tessera/plugins/registry'
import { walletConnect } from 'tessera/plugins/walletconnect'
import { ConnectButton, KitProvider, useKitAccount, useKitNetwork } from 'tessera/react'

const eip155Options: Eip155Parameters = {}
const networks: CaipNetwork[] = [devnet]

const greeter = (): KitPlugin => ({
  id: 'greeter',
  setup(ctx: PluginContext) {
    ctx.log.debug('greeter ready')
  },
})

const options: KitOptions = {
  projectId: 'project',
  networks,
  plugins: [eip155(eip155Options), walletConnect(), registry(), greeter()],
}

export const kit: Kit = createKit(options)
export const account: AccountInfo = kit.getAccount()
export const short: string = truncateAddress('0x0000000000000000000000000000000000000001')
export const isKitError = (error: unknown): boolean => error instanceof KitError
export const kernel = createKernel

function Status() {
  const { status, address } = useKitAccount()
  const { caipNetwork } = useKitNetwork()
  return (
    <p>
      {status} {address} {caipNetwork?.name}
    </p>
  )
}

export function App() {
  return (
    <KitProvider kit={kit}>
      <ConnectButton label="Connect" />
      <Status />
    </KitProvider>
  )
}
