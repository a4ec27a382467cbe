import { useState } from 'react'
import { formatEther, parseEther, type Address } from 'viem'
import { ConnectButton, NetworkButton } from 'tessera/react'
import {
  useBalance,
  useChains,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
} from 'wagmi'

/** A devnet account nobody signs for: where "Send 0.01 ETH" pays to. */
export const RECIPIENT: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const MESSAGE = 'Hello from a wagmi app on Tessera'

export function App() {
  const connection = useConnection()
  return (
    <main>
      <h1>wagmi on Tessera</h1>
      <p className="buttons">
        <ConnectButton />
        <NetworkButton />
      </p>
      <section aria-label="wagmi connection">
        <h2>useConnection</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="wagmi-status">{connection.status}</dd>
          <dt>Address</dt>
          <dd data-testid="wagmi-address">{connection.address ?? '—'}</dd>
          <dt>Chain</dt>
          <dd data-testid="wagmi-chain">{connection.chain ? `${connection.chain.name} (${connection.chainId})` : '—'}</dd>
          <dt>Connector</dt>
          <dd>{connection.connector?.name ?? '—'}</dd>
        </dl>
      </section>
      {connection.address ? <Connected address={connection.address} /> : <ConnectWithWagmi />}
    </main>
  )
}

/** wagmi's own connect: the kit's connector opens the kit's modal. */
function ConnectWithWagmi() {
  const connect = useConnect()
  const [connector] = useConnectors()
  return (
    <section aria-label="wagmi connect">
      <button type="button" disabled={!connector || connect.isPending} onClick={() => connector && connect.mutate({ connector })}>
        Connect with wagmi
      </button>
      {connect.error ? <p role="alert">{connect.error.message}</p> : null}
    </section>
  )
}

function Connected({ address }: { address: Address }) {
  return (
    <>
      <Balance address={address} />
      <Send />
      <Sign />
      <SwitchChain />
      <Disconnect />
    </>
  )
}

function Balance({ address }: { address: Address }) {
  const balance = useBalance({ address })
  const text = balance.data ? `${formatEther(balance.data.value)} ${balance.data.symbol}` : balance.isError ? 'unavailable' : '…'
  return (
    <section aria-label="useBalance">
      <h2>useBalance</h2>
      <p data-testid="wagmi-balance">{text}</p>
      <button type="button" onClick={() => void balance.refetch()}>
        Refresh balance
      </button>
    </section>
  )
}

function Send() {
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  return (
    <section aria-label="useSendTransaction">
      <h2>useSendTransaction</h2>
      <button type="button" disabled={send.isPending} onClick={() => send.mutate({ to: RECIPIENT, value: parseEther('0.01') })}>
        Send 0.01 ETH
      </button>
      {send.data ? <p data-testid="wagmi-tx-hash">{send.data}</p> : null}
      {send.data ? <p data-testid="wagmi-tx-status">{receipt.data ? `confirmed in block ${receipt.data.blockNumber}` : receipt.isError ? 'failed' : 'pending'}</p> : null}
      {send.error ? <p role="alert">{send.error.message}</p> : null}
    </section>
  )
}

function Sign() {
  const sign = useSignMessage()
  return (
    <section aria-label="useSignMessage">
      <h2>useSignMessage</h2>
      <button type="button" disabled={sign.isPending} onClick={() => sign.mutate({ message: MESSAGE })}>
        Sign message
      </button>
      {sign.data ? <p data-testid="wagmi-signature">{sign.data}</p> : null}
      {sign.error ? <p role="alert">{sign.error.message}</p> : null}
    </section>
  )
}

function SwitchChain() {
  const chains = useChains()
  const { chainId } = useConnection()
  const switchChain = useSwitchChain()
  return (
    <section aria-label="useSwitchChain">
      <h2>useSwitchChain</h2>
      {chains.map((chain) => (
        <button key={chain.id} type="button" disabled={chain.id === chainId || switchChain.isPending} onClick={() => switchChain.mutate({ chainId: chain.id })}>
          Switch to {chain.name}
        </button>
      ))}
      {switchChain.error ? <p role="alert">{switchChain.error.message}</p> : null}
    </section>
  )
}

function Disconnect() {
  const disconnect = useDisconnect()
  return (
    <section aria-label="useDisconnect">
      <button type="button" onClick={() => disconnect.mutate()}>
        Disconnect with wagmi
      </button>
    </section>
  )
}
