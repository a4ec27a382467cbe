import { headers } from 'next/headers'
import { cookieToInitialState } from 'tessera'
import { WalletPanel } from '../wallet-panel'

// Rendered per request from the visitor's cookies: after a reload the server already shows the connected account.
export default async function Account() {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return <WalletPanel title="Tessera, rendered from cookies" initialState={initialState} />
}
