// A Server Component: the buttons come from 'tessera/react', a client module, as a Next.js page imports them.
import type { KitInitialState } from 'tessera'
import { ConnectButton, NetworkButton } from 'tessera/react'
import { AccountStatus } from './account-status'
import { Providers } from './providers'

export function WalletPanel({ title, initialState }: { title: string; initialState?: KitInitialState | undefined }) {
  return (
    <Providers initialState={initialState}>
      <main>
        <h1>{title}</h1>
        <ConnectButton />
        <NetworkButton />
        <AccountStatus />
      </main>
    </Providers>
  )
}
