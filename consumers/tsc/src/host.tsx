// Uses every entry point the way a host or a plugin author would, so the declarations are checked end to end.
import { createKit, KitError, type AccountInfo, type CaipNetwork, type Kit, type KitOptions } from 'tessera'
import { createKernel, truncateAddress, type KitPlugin, type MessageSource, type PluginContext } from 'tessera/kernel'
import { devnet, eip155, type Eip155Parameters } from 'tessera/plugins/eip155'
import { registry } from 'tessera/plugins/registry'
import { walletConnect } from 'tessera/plugins/walletconnect'
import { ConnectButton, KitProvider, localeLoader, useKitAccount, useKitNetwork, useMessages } from 'tessera/react'

const eip155Options: Eip155Parameters = {}
const networks: CaipNetwork[] = [devnet]

// A plugin's own texts, typed for every consumer by declaration merging.
declare module 'tessera/kernel' {
  interface KitMessages {
    'greeter.hello': string
  }
}
const greeterMessages: MessageSource<'greeter.hello'> = {
  english: { 'greeter.hello': 'Hello, {name}' },
  load: localeLoader<'greeter.hello'>({ ja: async () => ({ default: { 'greeter.hello': 'こんにちは、{name}' } }) }),
}

const greeter = (): KitPlugin => ({
  id: 'greeter',
  setup(ctx: PluginContext) {
    ctx.messages.add(greeterMessages)
    ctx.modal.showToast('Hello, Ada', 'info', { key: 'greeter.hello', vars: { name: 'Ada' } })
    ctx.log.debug('greeter ready')
  },
})

export function Greeting({ name }: { readonly name: string }) {
  const { t } = useMessages(greeterMessages)
  return <p>{t('greeter.hello', { name })}</p>
}

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
