import { WalletPanel } from './wallet-panel'

export default function Home() {
  return <WalletPanel title="Tessera on Next.js" />
}
