import { connection } from 'next/server'
import { WalletPanel } from '../wallet-panel'

// Rendered per request: Next.js puts the proxy's nonce on its own inline scripts (proxy.ts).
export default async function Strict() {
  await connection()
  return <WalletPanel title="Tessera under a strict CSP" />
}
