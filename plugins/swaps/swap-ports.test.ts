import { describe, expect, it } from 'vitest'
import type { Connector, KitEvents, SendCallParameters, SentTransaction } from '../../kernel/index.js'
import { createFakeClock, testNetworks } from '../../kernel/testing/index.js'
import type { ConvertApi, SwapRequest } from './convert-api.js'
import { createSwapPorts, type CallCapability } from './swap-ports.js'
import type { BuiltTransaction } from './swap-run.js'
import type { SwapListToken } from './swap-tokens.js'

const network = testNetworks.mainnet
const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER = '0x77c7E3905c21177Be97956c6620567596492C497'
const DUSD: SwapListToken = { name: 'Devnet USD', symbol: 'DUSD', address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6, balance: 10n ** 9n, price: 1 }
const ETH: SwapListToken = { name: 'Ether', symbol: 'ETH', address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', decimals: 18, balance: 10n ** 18n, price: 2500 }
const APPROVE: BuiltTransaction = { to: DUSD.address.split(':')[2]!, data: '0x095ea7b3', value: 0n, gas: 60_000n }
const SWAP: BuiltTransaction = { to: ROUTER, data: '0x38ed1739', value: 0n, gas: 250_000n }

function ports({ from = DUSD, quotes = [400n] }: { from?: SwapListToken; quotes?: bigint[] } = {}) {
  const sent: SendCallParameters[] = []
  const events: SentTransaction[] = []
  const asked: string[] = []
  const request: SwapRequest = { caipNetworkId: 'eip155:1', from: from.address, to: ETH.address, userAddress: `eip155:1:${FROM}`, amount: 100_000_000n }
  const convert = {
    allowance: async () => (asked.push('allowance'), 5n),
    buildApprove: async () => ({ ...APPROVE, gasPrice: 1n }),
    buildSwap: async () => ({ ...SWAP, gasPrice: 1n }),
    quote: async () => quotes.shift() ?? 0n,
  } as Pick<ConvertApi, 'allowance' | 'buildApprove' | 'buildSwap' | 'quote'> as ConvertApi
  const capability = {
    sendCall: async (p: SendCallParameters) => (sent.push(p), `0x${String(sent.length).repeat(64)}`),
    wait: async () => {},
  } as Pick<CallCapability, 'sendCall' | 'wait'> as CallCapability
  const bus = { on: () => () => {}, onAny: () => () => {}, emit: <K extends keyof KitEvents>(_type: K, payload: KitEvents[K]) => void events.push(payload as SentTransaction) }
  const made = createSwapPorts({
    ctx: { bus, clock: createFakeClock(), signal: new AbortController().signal },
    convert,
    capability,
    connector: { id: 'w' } as Connector,
    network,
    from: FROM,
    request,
    tokens: { from, to: ETH },
    slippagePercent: 1,
    minimumOut: 396n,
  })
  return { made, sent, events, asked }
}

describe('createSwapPorts', () => {
  it('sends the built calls as built and announces both: the approval moving nothing, the swap the amount in', async () => {
    const { made, sent, events } = ports({ quotes: [400n] })
    await made.send(await made.buildApprove())
    await made.send(await made.buildSwap())
    expect(sent.map(({ to, data, gas, value }) => ({ to, data, gas, value }))).toEqual([
      { to: APPROVE.to, data: APPROVE.data, gas: APPROVE.gas, value: 0n },
      { to: ROUTER, data: SWAP.data, gas: SWAP.gas, value: 0n },
    ])
    expect(events[0]).toMatchObject({ to: APPROVE.to, from: FROM, caipNetworkId: 'eip155:1' })
    expect(events[0]).not.toHaveProperty('amount')
    expect(events[1]).toMatchObject({ to: ROUTER, amount: '100', symbol: 'DUSD', tokenAddress: DUSD.address })
  })

  it('stops before the wallet when a fresh quote no longer pays the reviewed minimum', async () => {
    const { made, sent } = ports({ quotes: [395n] })
    await expect(made.buildSwap()).rejects.toThrow('The price moved since the quote')
    expect(sent).toEqual([])
  })

  it('asks no allowance for the coin, and announces the swap of the coin without a token address', async () => {
    const { made, events, asked } = ports({ from: ETH, quotes: [400n] })
    expect(await made.allowance()).toBe(2n ** 256n - 1n)
    expect(asked).toEqual([])
    await made.send(await made.buildSwap())
    expect(events[0]).toMatchObject({ amount: '0.0000000001', symbol: 'ETH' })
    expect(events[0]).not.toHaveProperty('tokenAddress')
  })
})
